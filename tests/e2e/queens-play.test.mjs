// End-to-end: playing Queens by hand, by taps on a phone and on a laptop, in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, browserSession, clickSquare, openInContext, screenshot, waitForText } from "./harness.mjs";

const session = browserSession();
const EIGHT = { width: 8, height: 8 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
// The second of the 92 solutions in lexicographic order (each row's column from the top: 0 5 7 2 6 3 1 4).
const SECOND_SOLUTION = ["a8", "f7", "h6", "c5", "g4", "d3", "b2", "e1"];

/** Opens `fragment` as a person would, in a context of its own. */
const open = (fragment, options = LAPTOP) => openInContext(session, fragment, options, "queens-page", "#queens-play-state");

const state = (page) => page.locator("#queens-play-state").textContent();

async function tap(page, squares) {
  for (const square of squares) await clickSquare(page, "#queens-board", square, EIGHT);
}

for (const [device, options] of [["phone", PHONE], ["laptop", LAPTOP]]) {
  test(`on a ${device}: the page opens on play, taps place queens and two that attack each other are named`, async () => {
    const page = await open("#/queens/8", options);
    assert.match(await state(page), /Place 8 queens so that none attacks another/);
    assert.equal(await page.locator("#queens-mode-play").getAttribute("aria-pressed"), "true");
    await tap(page, ["b2"]);
    await waitForText(page, "#queens-play-state", /1 queen placed, none attacked: 7 to go/);
    await tap(page, ["d4"]);
    await waitForText(page, "#queens-play-state", /Queens on d4 and b2 attack each other/);
    assert.match(await page.locator("#queens-announce").textContent(), /Queen on d4\. .*attack each other/);
    await page.waitForURL(/#\/queens\/8\?queens=5\.4,7\.2$/);
    // The board draws the attacks: b2's shaded file square a... c3 lies between them, tinted red.
    await screenshot(page, `queens-play-attacks-${device}`);
    await page.click("#queens-hint");
    await waitForText(page, "#queens-status", /No solution keeps all your queens: lift the one on d4/);
    await screenshot(page, `queens-play-hint-${device}`);
    assert.deepEqual(await audit(page), [], "axe on the play page");
  });

  test(`on a ${device}: the eight queens are recognised as solution 2 of 92`, async () => {
    const page = await open("#/queens/8", options);
    await tap(page, SECOND_SOLUTION);
    await waitForText(page, "#queens-play-state", /Solved: 8 queens, none attacked\. This is solution 2 of 92\./);
    assert.equal(await page.locator("#queens-hint").isDisabled(), true);
    await screenshot(page, `queens-play-solved-${device}`);
  });
}

test("a hint to place appears, Undo and Clear step back, and a try's link reopens the same try", async () => {
  const page = await open("#/queens/8");
  await tap(page, ["b2"]);
  await page.click("#queens-hint");
  await waitForText(page, "#queens-status", /Hint: a queen on [a-h][1-8] is in a solution with your queens/);
  await tap(page, ["e5", "g7"]);
  await page.click("#queens-undo");
  await waitForText(page, "#queens-play-state", /2 queens placed/);
  const link = page.url();
  assert.match(link, /#\/queens\/8\?queens=4\.5,7\.2$/);
  const words = await state(page);
  const again = await open(link.slice(link.indexOf("#")));
  assert.equal(await state(again), words);
  assert.match(await again.locator("#queens-board-text").textContent(), /Queens on e5, b2\./);
  await again.click("#queens-clear-queens");
  await waitForText(again, "#queens-play-state", /Place 8 queens/);
  await again.click("#queens-undo");
  await waitForText(again, "#queens-play-state", /2 queens placed/);
});

test("the keyboard places a queen and says the cursor's square", async () => {
  const page = await open("#/queens/8");
  await page.focus("#queens-board");
  await page.keyboard.press("Enter");
  await waitForText(page, "#queens-announce", /Queen on a1\./);
  await page.keyboard.press("ArrowUp");
  await waitForText(page, "#queens-announce", /^a2: empty, attacked/);
});

test("Block squares blocks on a tap, Solutions counts, and the daily Queens opens, in dark too", async () => {
  const page = await open("#/queens/8", { ...LAPTOP, colorScheme: "dark" });
  await page.check("#queens-block");
  await tap(page, ["e5"]);
  await page.waitForURL(/#\/queens\/8\?blocked=4\.5$/);
  await page.uncheck("#queens-block");
  await tap(page, ["e5"]);
  await waitForText(page, "#queens-status", /e5 is blocked/);
  await page.click("#queens-count");
  await waitForText(page, "#queens-result", /N = 8: \d+ solutions/);
  assert.equal(await page.locator("#queens-mode-solutions").getAttribute("aria-pressed"), "true");
  await page.click("#queens-mode-play");
  await page.click("#queens-daily");
  await waitForText(page, "#queens-daily-title", /Daily Queens · \d{4}-\d\d-\d\d · (easy|medium|hard)/);
  await page.waitForURL(/#\/queens\/daily\/\d{4}-\d\d-\d\d$/);
  await screenshot(page, "queens-daily-dark");
  assert.deepEqual(await audit(page), [], "axe on the daily in dark");
});

test("on a phone, the daily Queens solved by its hints gives a result to copy", async () => {
  const page = await open("#/queens/daily/2026-11-27", PHONE);
  await waitForText(page, "#queens-daily-title", /Daily Queens · 2026-11-27/);
  await screenshot(page, "queens-daily-phone");
  for (let queen = 0; queen < 8; queen += 1) {
    await page.click("#queens-hint");
    await waitForText(page, "#queens-status", /Hint: a queen on [a-h][1-8]/);
    const [, square] = (await page.locator("#queens-status").textContent()).match(/on ([a-h][1-8])/);
    await tap(page, [square]);
  }
  await waitForText(page, "#queens-play-state", /This is solution 1 of 1\./);
  assert.match(await page.locator("#queens-share-text").inputValue(),
    /^Chess Puzzle Lab · Daily Queens, 2026-11-27 \((easy|medium|hard)\): solved with 8 hints\.\nhttp.*#\/queens\/daily\/2026-11-27$/);
  await screenshot(page, "queens-daily-solved-phone");
});
