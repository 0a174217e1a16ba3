// End-to-end: the first screen comes before the wasm. A link to Solo paints the Solo page from
// the site's HTML (www/first-screen/solo.html, inlined by index.html): the title, the board's place,
// the five controls where they will stand once the app runs, how to play and the rules; the app then
// adopts that page (one Solo page, its controls working) and its router shows and hides it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, navigate, screenshot, soloDrawn, waitForText } from "./harness.mjs";
import { $, solo, queens, home } from "./ids.mjs";

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 } };
const PARTS = [solo.TITLE, solo.BOARD, solo.UNDO, solo.RESTART, solo.HINT, solo.NEW_OPEN, solo.MENU_BUTTON];

/** Where each of `PARTS` stands on the page, in whole pixels; `null` for one not shown. */
async function places(page) {
  return page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
    const element = document.getElementById(id);
    const box = element?.getBoundingClientRect();
    return [id, box && box.width > 0 ? [box.left + scrollX, box.top + scrollY, box.width, box.height].map(Math.round) : null];
  })), PARTS);
}

/** How to open a page with the app's wasm held back: what a phone shows while it downloads. */
const WITHOUT_WASM = { options: PHONE, prepare: (page) => page.route(/\/app-[^/]*_bg\.wasm$/, (route) => route.abort()), pause: 300 };

test("a link to Solo shows its page before the wasm arrives, with everything where the app will keep it", async () => {
  for (const fragment of ["#/solo", "#/solo/pack/solitaire-1"]) {
    const early = await session.open(fragment, WITHOUT_WASM);
    const before = await places(early);
    for (const [id, box] of Object.entries(before)) assert.ok(box, `${fragment}: #${id} is shown before the wasm`);
    assert.match(await early.textContent(`${$(solo.PAGE)} .keys`), /Drag a piece onto a piece it can capture/);
    assert.ok(await early.locator($(solo.RULES_TEXT)).isVisible(), "the rules are there (under the texts the app fills)");
    if (fragment === "#/solo") await screenshot(early, "first-screen-before-wasm-phone");
    await early.close();
    session.errors = []; // the held-back wasm is reported as an uncaught failure to start

    const page = await session.open(fragment, { options: PHONE, ready: soloDrawn });
    assert.equal(await page.locator($(solo.PAGE)).count(), 1, "the app adopts the page rather than building another");
    assert.deepEqual(await places(page), before, `${fragment}: nothing moved when the app took over`);
  }
});

test("the adopted page works and the router shows and hides it", async () => {
  const page = await session.open("#/solo/pack/solitaire-1", { options: PHONE, ready: soloDrawn });
  // The controls of the adopted page are bound: Hint answers (pack puzzle 1 starts with the rook).
  await page.click($(solo.HINT));
  await waitForText(page, $(solo.STATUS), /Hint: move the rook on d4/);
  await navigate(page, "queens");
  await page.locator($(queens.PAGE)).waitFor();
  assert.equal(await page.locator($(solo.PAGE)).isHidden(), true, "Solo is hidden on another page");
  await page.goBack();
  await page.locator($(solo.PAGE)).waitFor();
  assert.equal(await page.locator($(solo.PAGE)).isVisible(), true);
});

test("the home page does not show the Solo page, before or after the wasm", async () => {
  const early = await session.open("", WITHOUT_WASM);
  assert.equal(await early.locator($(solo.PAGE)).isHidden(), true, "before the wasm");
  await early.close();
  session.errors = [];
  const page = await session.open("#/", { options: PHONE });
  await page.locator($(home.CARD_SOLO)).waitFor();
  assert.equal(await page.locator($(solo.PAGE)).isHidden(), true, "after the wasm");
});
