// End-to-end: a rated win moves the player's rating, and "Your progress" draws it:
// the rating with its deviation, its chart over time and the levels solved.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, openProgress, screenshot, soloDrawn, soloSettled, soloTool, waitForText } from "./harness.mjs";
import { $, solo } from "./ids.mjs";

const session = browserSession();

/** How many pixels of `selector` (a canvas) are drawn on. */
function inked(page, selector) {
  return page.locator(selector).evaluate((canvas) => {
    const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index] > 0) count += 1;
    return count;
  });
}

test("after a rated win, Your progress shows a rating, its chart and the level solved", async () => {
  const page = await session.open("#/solo/pack/solitaire-1", { options: { viewport: { width: 1280, height: 800 } }, ready: soloDrawn });
  await openProgress(page);
  assert.match(await page.locator($(solo.RATING_LINE)).textContent(), /starts with your first rated puzzle/);
  assert.match(await page.locator($(solo.RATING_CHART)).getAttribute("aria-label"), /no rated puzzle yet/);
  await page.keyboard.press("Escape");
  // Solitaire pack puzzle 1 (1B1R/1P2/P3/4), won unaided on the first attempt: Rd4xb4 Rb4xb3 Pa2xb3.
  for (const move of ["Rd4xb4", "Rb4xb3", "Pa2xb3"]) {
    await page.fill($(solo.MOVE_BOX), move);
    await page.press($(solo.MOVE_BOX), "Enter");
  }
  await page.locator($(solo.WIN)).waitFor();
  await page.click($(solo.WIN_CLOSE));
  await openProgress(page);
  const rating = await page.locator($(solo.RATING_LINE)).textContent();
  assert.match(rating, /^Your rating: \d{3,4}, give or take \d+$/);
  const [value] = rating.match(/\d+/);
  assert.ok(Number(value) > 1500, `a win raises the starting 1500: ${rating}`);
  assert.match(await page.locator($(solo.RATING_CHART)).getAttribute("aria-label"), /^Rating over time: 1 rated puzzle, from \d+ to \d+/);
  assert.ok(await inked(page, $(solo.RATING_CHART)) > 500, "the chart is drawn");
  assert.match(await page.locator($(solo.LEVEL_CHART)).getAttribute("aria-label"), /level \d+: 1/);
  await screenshot(page, "solo-progress-rating");
  // The rating is stored: a new visit shows it again.
  await page.reload();
  await waitForText(page, $(solo.STATUS), /\S/);
  await openProgress(page);
  assert.equal(await page.locator($(solo.RATING_LINE)).textContent(), rating);
});

test("a puzzle to retry opens from Your progress, which makes way for it", async () => {
  const record = JSON.stringify({
    to_retry: [{ link: "#/solo/R1R1/4/4/B1B1", title: "Shared puzzle · Classic rules", reason: "gave_up" }],
  });
  const page = await session.open("#/solo", {
    prepare: (page) => page.addInitScript((text) => {
      localStorage.setItem("chess-puzzle-lab.solo.record", text);
    }, record),
    ready: soloSettled,
  });
  await openProgress(page);
  const link = page.locator(`${$(solo.RETRY)} a`);
  assert.equal(await link.textContent(), "Shared puzzle · Classic rules — given up");
  await link.click();
  await page.waitForFunction(() => location.hash === "#/solo/R1R1/4/4/B1B1");
  assert.equal(await page.locator($(solo.RECORD)).isVisible(), false, "the dialog closed");
  await waitForText(page, $(solo.PLAYING), /Shared puzzle/);
});

test("Your progress says when its module cannot load, claims nothing meanwhile, and loads on the next opening", async () => {
  const page = await session.open("#/solo", { ready: soloDrawn });
  await page.route("**/families_bg.wasm", (route) => route.abort());
  await soloTool(page, solo.RECORD_OPEN);
  await waitForText(page, $(solo.RATING_LINE), /could not be loaded .*check the connection and open it again/);
  assert.equal(await page.locator($(solo.RECORD)).getAttribute("aria-busy"), "true");
  assert.equal(await page.locator($(solo.BEST_RUNS)).isVisible(), false, "no empty list saying 'none' while nothing is known");
  await page.keyboard.press("Escape");
  await page.unroute("**/families_bg.wasm");
  await openProgress(page);
  assert.match(await page.locator($(solo.RATING_LINE)).textContent(), /starts with your first rated puzzle/);
  assert.equal(await page.locator($(solo.RECORD)).getAttribute("aria-busy"), null);
  assert.equal(await page.locator($(solo.BEST_RUNS)).isVisible(), true);
});
