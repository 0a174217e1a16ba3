// End-to-end: playing Queens by hand, by taps on a phone and on a laptop, in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, browserSession, clickSquare, hasText, screenshot, waitForText } from "./harness.mjs";
import { $, queens } from "./ids.mjs";

const session = browserSession();
const EIGHT = { width: 8, height: 8 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
// The second of the 92 solutions in lexicographic order (each row's column from the top: 0 5 7 2 6 3 1 4).
const SECOND_SOLUTION = ["a8", "f7", "h6", "c5", "g4", "d3", "b2", "e1"];

/** How a person opens a page: in a context of its own, Play's state line written, the pieces drawn. */
const asPerson = (options = LAPTOP) => ({ context: true, options, shown: queens.PAGE, ready: hasText($(queens.PLAY_STATE)), pause: 300 });

const state = (page) => page.locator($(queens.PLAY_STATE)).textContent();

async function tap(page, squares) {
  for (const square of squares) await clickSquare(page, $(queens.BOARD), square, EIGHT);
}

for (const [device, options] of [["phone", PHONE], ["laptop", LAPTOP]]) {
  test(`on a ${device}: the page opens on play, taps place queens and two that attack each other are named`, async () => {
    const page = await session.open("#/queens/8", asPerson(options));
    assert.match(await state(page), /Place 8 queens so that none attacks another/);
    assert.equal(await page.locator($(queens.MODE_PLAY)).getAttribute("aria-pressed"), "true");
    await tap(page, ["b2"]);
    await waitForText(page, $(queens.PLAY_STATE), /1 queen placed, none attacked: 7 to go/);
    await tap(page, ["d4"]);
    await waitForText(page, $(queens.PLAY_STATE), /Queens on d4 and b2 attack each other/);
    assert.match(await page.locator($(queens.ANNOUNCE)).textContent(), /Queen on d4\. .*attack each other/);
    await page.waitForURL(/#\/queens\/8\?queens=5\.4,7\.2$/);
    // The board draws the attacks: b2's shaded file square a... c3 lies between them, tinted red.
    await screenshot(page, `queens-play-attacks-${device}`);
    await page.click($(queens.HINT));
    await waitForText(page, $(queens.STATUS), /No solution keeps all your queens: lift the one on d4/);
    await screenshot(page, `queens-play-hint-${device}`);
    assert.deepEqual(await audit(page), [], "axe on the play page");
  });

  test(`on a ${device}: the eight queens are recognised as solution 2 of 92`, async () => {
    const page = await session.open("#/queens/8", asPerson(options));
    await tap(page, SECOND_SOLUTION);
    await waitForText(page, $(queens.PLAY_STATE), /Solved: 8 queens, none attacked\. This is solution 2 of 92\./);
    assert.equal(await page.locator($(queens.HINT)).isDisabled(), true);
    await screenshot(page, `queens-play-solved-${device}`);
  });
}

test("a hint to place appears, Undo and Clear step back, and a try's link reopens the same try", async () => {
  const page = await session.open("#/queens/8", asPerson());
  await tap(page, ["b2"]);
  await page.click($(queens.HINT));
  await waitForText(page, $(queens.STATUS), /Hint: a queen on [a-h][1-8] is in a solution with your queens/);
  await tap(page, ["e5", "g7"]);
  await page.click($(queens.UNDO));
  await waitForText(page, $(queens.PLAY_STATE), /2 queens placed/);
  const link = page.url();
  assert.match(link, /#\/queens\/8\?queens=4\.5,7\.2$/);
  const words = await state(page);
  const again = await session.open(link.slice(link.indexOf("#")), asPerson());
  assert.equal(await state(again), words);
  assert.match(await again.locator($(queens.BOARD_TEXT)).textContent(), /Queens on e5, b2\./);
  await again.click($(queens.CLEAR_QUEENS));
  await waitForText(again, $(queens.PLAY_STATE), /Place 8 queens/);
  await again.click($(queens.UNDO));
  await waitForText(again, $(queens.PLAY_STATE), /2 queens placed/);
});

test("the keyboard places a queen and says the cursor's square", async () => {
  const page = await session.open("#/queens/8", asPerson());
  await page.focus($(queens.BOARD));
  await page.keyboard.press("Enter");
  await waitForText(page, $(queens.ANNOUNCE), /Queen on a1\./);
  await page.keyboard.press("ArrowUp");
  await waitForText(page, $(queens.ANNOUNCE), /^a2: empty, attacked/);
});

test("Block squares blocks on a tap, Solutions counts, and the daily Queens opens, in dark too", async () => {
  const page = await session.open("#/queens/8", asPerson({ ...LAPTOP, colorScheme: "dark" }));
  await page.check($(queens.BLOCK));
  await tap(page, ["e5"]);
  await page.waitForURL(/#\/queens\/8\?blocked=4\.5$/);
  await page.uncheck($(queens.BLOCK));
  await tap(page, ["e5"]);
  await waitForText(page, $(queens.STATUS), /e5 is blocked/);
  await page.click($(queens.MODE_SOLUTIONS));
  await page.click($(queens.COUNT));
  await waitForText(page, $(queens.RESULT), /N = 8: \d+ solutions/);
  assert.equal(await page.locator($(queens.MODE_SOLUTIONS)).getAttribute("aria-pressed"), "true");
  await page.click($(queens.MODE_PLAY));
  await page.click($(queens.DAILY));
  await waitForText(page, $(queens.DAILY_TITLE), /Daily Queens · \d{4}-\d\d-\d\d · (easy|medium|hard)/);
  await page.waitForURL(/#\/queens\/daily\/\d{4}-\d\d-\d\d$/);
  await screenshot(page, "queens-daily-dark");
  assert.deepEqual(await audit(page), [], "axe on the daily in dark");
});

test("on a phone, Play shows only what playing needs; the solver's controls are in Solutions", async () => {
  const page = await session.open("#/queens/8", asPerson(PHONE));
  const shown = async (selectors) => Promise.all(selectors.map((selector) => page.locator(selector).isVisible()));
  const SOLVER = [$(queens.SIZE), $(queens.COUNT), $(queens.TEXT), $(queens.USE_TEXT)];
  assert.deepEqual(await shown(SOLVER), [false, false, false, false], "no N, Count or board to paste in Play");
  assert.deepEqual(await shown([$(queens.HINT), $(queens.BLOCK), $(queens.DAILY)]), [true, true, true]);
  // An open board has no blocked squares: nothing explains them, under the board or beside it.
  assert.equal(await page.locator($(queens.BLOCK_NOTE)).isVisible(), false);
  assert.doesNotMatch(await page.locator(`${$(queens.PAGE)} .board-notes`).textContent(), /[Bb]locked/);
  assert.doesNotMatch(await page.locator($(queens.RULES_TEXT)).textContent(), /How many ways/);
  await screenshot(page, "queens-play-phone-first-screen");
  await page.check($(queens.BLOCK));
  await waitForText(page, $(queens.BLOCK_NOTE), /^Blocked squares .* A tap blocks a square or frees it\.$/);
  await page.click($(queens.MODE_SOLUTIONS));
  assert.deepEqual(await shown(SOLVER), [true, true, true, true], "Solutions has them");
  await page.click($(queens.MODE_PLAY));
  assert.deepEqual(await shown(SOLVER), [false, false, false, false]);
});

test("on the daily Queens, Block squares is off and says why; Solutions says when a tap leaves the daily", async () => {
  const page = await session.open("#/queens/daily/2026-11-27", asPerson(PHONE));
  await waitForText(page, $(queens.DAILY_TITLE), /Daily Queens · 2026-11-27/);
  assert.equal(await page.locator($(queens.BLOCK)).isDisabled(), true);
  await waitForText(page, $(queens.BLOCK_NOTE), /Block squares is off on the daily: its blocked squares are the puzzle\./);
  await screenshot(page, "queens-daily-block-off");
  await page.click($(queens.MODE_SOLUTIONS));
  // A free square of the daily's board (its text shows the blocked ones).
  const rows = (await page.locator($(queens.TEXT)).inputValue()).split("\n");
  const row = rows.findIndex((line) => line.includes("."));
  const square = `${String.fromCharCode(97 + rows[row].indexOf("."))}${8 - row}`;
  await tap(page, [square]);
  await waitForText(page, $(queens.STATUS), /This is no longer the daily of 2026-11-27: the board is your own now\. Daily Queens brings the daily back\./);
  await page.waitForURL(/#\/queens\/8\?blocked=/);
});

test("on a phone, the daily Queens solved by its hints gives a result to copy", async () => {
  const page = await session.open("#/queens/daily/2026-11-27", asPerson(PHONE));
  await waitForText(page, $(queens.DAILY_TITLE), /Daily Queens · 2026-11-27/);
  await screenshot(page, "queens-daily-phone");
  for (let queen = 0; queen < 8; queen += 1) {
    await page.click($(queens.HINT));
    await waitForText(page, $(queens.STATUS), /Hint: a queen on [a-h][1-8]/);
    const [, square] = (await page.locator($(queens.STATUS)).textContent()).match(/on ([a-h][1-8])/);
    await tap(page, [square]);
  }
  await waitForText(page, $(queens.PLAY_STATE), /This is solution 1 of 1\./);
  assert.match(await page.locator($(queens.SHARE_TEXT)).inputValue(),
    /^Chess Puzzle Lab · Daily Queens, 2026-11-27 \((easy|medium|hard)\): solved with 8 hints\.\nhttp.*#\/queens\/daily\/2026-11-27$/);
  await screenshot(page, "queens-daily-solved-phone");
});
