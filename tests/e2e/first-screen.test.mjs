// End-to-end: the first screen comes before the wasm. A link to Solo paints the Solo page from
// the site's HTML (www/first-screen/solo.html, inlined by index.html): the title, the board's place,
// the five controls where they will stand once the app runs, how to play and the rules; the app then
// adopts that page (one Solo page, its controls working) and its router shows and hides it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, navigate, openSolo, screenshot, waitForText } from "./harness.mjs";

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 } };
const PARTS = ["solo-title", "solo-board", "solo-undo", "solo-restart", "solo-hint", "solo-new-open",
  "solo-menu-button"];

/** Where each of `PARTS` stands on the page, in whole pixels; `null` for one not shown. */
async function places(page) {
  return page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
    const element = document.getElementById(id);
    const box = element?.getBoundingClientRect();
    return [id, box && box.width > 0 ? [box.left + scrollX, box.top + scrollY, box.width, box.height].map(Math.round) : null];
  })), PARTS);
}

/** Opens `fragment` with the app's wasm held back: what a phone shows while it downloads. */
async function openWithoutWasm(fragment) {
  return session.open(fragment, PHONE, (page) => page.route(/\/app-[^/]*_bg\.wasm$/, (route) => route.abort()));
}

test("a link to Solo shows its page before the wasm arrives, with everything where the app will keep it", async () => {
  for (const fragment of ["#/solo", "#/solo/pack/solitaire-1"]) {
    const early = await openWithoutWasm(fragment);
    await early.waitForTimeout(300);
    const before = await places(early);
    for (const [id, box] of Object.entries(before)) assert.ok(box, `${fragment}: #${id} is shown before the wasm`);
    assert.match(await early.textContent("#solo-page .keys"), /Drag a piece onto a piece it can capture/);
    assert.ok(await early.locator("#solo-rules-text").isVisible(), "the rules are there (under the texts the app fills)");
    if (fragment === "#/solo") await screenshot(early, "first-screen-before-wasm-phone");
    await early.close();
    session.errors = []; // the held-back wasm is reported as an uncaught failure to start

    const page = await openSolo(session, fragment, PHONE);
    assert.equal(await page.locator("#solo-page").count(), 1, "the app adopts the page rather than building another");
    assert.deepEqual(await places(page), before, `${fragment}: nothing moved when the app took over`);
  }
});

test("the adopted page works and the router shows and hides it", async () => {
  const page = await openSolo(session, "#/solo/pack/solitaire-1", PHONE);
  // The controls of the adopted page are bound: Hint answers (pack puzzle 1 starts with the rook).
  await page.click("#solo-hint");
  await waitForText(page, "#solo-status", /Hint: move the rook on d4/);
  await navigate(page, "queens");
  await page.locator("#queens-page").waitFor();
  assert.equal(await page.locator("#solo-page").isHidden(), true, "Solo is hidden on another page");
  await page.goBack();
  await page.locator("#solo-page").waitFor();
  assert.equal(await page.locator("#solo-page").isVisible(), true);
});

test("the home page does not show the Solo page, before or after the wasm", async () => {
  const early = await openWithoutWasm("");
  await early.waitForTimeout(300);
  assert.equal(await early.locator("#solo-page").isHidden(), true, "before the wasm");
  await early.close();
  session.errors = [];
  const page = await session.open("#/", PHONE);
  await page.locator("#home-card-solo").waitFor();
  assert.equal(await page.locator("#solo-page").isHidden(), true, "after the wasm");
});
