// End-to-end: the game around the solver — "No win from here" and why, the win panel and
// Next puzzle, the daily result to share, and the campaign's pack page and stored progress.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, clickSquare, fillNewPuzzle, screenshot, soloDrawn, soloTool, waitForText } from "./harness.mjs";
import { $, solo } from "./ids.mjs";

const session = browserSession();
let page;

const status = () => page.locator($(solo.STATUS)).textContent();
const waitForStatus = (pattern, timeout) => waitForText(page, $(solo.STATUS), pattern, timeout);

/** Plays the moves (like "Qc4xc3") by clicking their squares on a board `size` squares wide. */
async function play(moves, size = 4) {
  for (const move of moves) {
    const [from, to] = [move.slice(1, 3), move.slice(4, 6)];
    for (const square of [from, to]) await clickSquare(page, $(solo.BOARD), square, { width: size, height: size });
  }
}

/** Wins the puzzle on the board with the page's own hints: each pressed twice shows the move. */
async function winWithHints(size) {
  for (;;) {
    await page.click($(solo.HINT));
    await waitForStatus(/Hint: move the|Already solved/);
    if (/Already solved/.test(await status())) return;
    await page.click($(solo.HINT));
    await waitForStatus(/Hint: \S+ — it takes/);
    const [, move] = (await status()).match(/Hint: (\S+) —/);
    await play([move], size);
    await waitForStatus(/pieces left|Solved in/);
    if (/Solved in/.test(await status())) return;
  }
}

test("a losing move is told at once, with its reason, its pieces marked and Undo offered", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  await play(["Rc3xc4"]);
  await waitForStatus(/^No win from here: the pawn on b1 and the rook on c4 can no longer be captured/);
  assert.match(await page.locator($(solo.UNDO)).getAttribute("class"), /primary/, "Undo is what to press");
  const checkMs = Number(await page.locator($(solo.BOARD)).getAttribute("data-check-ms"));
  console.log(`dead-end check in the page: ${checkMs} ms`);
  await screenshot(page, "solo-dead-end");
  await page.click($(solo.UNDO));
  await waitForStatus(/Took back Rc3xc4/);
  assert.doesNotMatch((await page.locator($(solo.UNDO)).getAttribute("class")) ?? "", /primary/);
  // Switched off (and remembered), the same move says nothing more than the count of pieces.
  await soloTool(page, solo.SETTINGS_OPEN);
  await page.click($(solo.WARN));
  assert.equal(await page.locator($(solo.WARN)).isChecked(), false);
  await page.keyboard.press("Escape");
  await page.reload();
  await page.waitForTimeout(300);
  assert.equal(await page.locator($(solo.WARN)).isChecked(), false, "the switch is remembered");
  await play(["Rc3xc4"]);
  await page.waitForTimeout(500);
  assert.match(await status(), /^3 pieces left/);
});

test("a win shows the panel with moves, time, hints, undos and Next puzzle", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  assert.match(await page.locator($(solo.CLOCK)).textContent(), /^0 moves · 0:0\d$/);
  await play(["Qc4xc3", "Na2xc3"]);
  assert.match(await page.locator($(solo.CLOCK)).textContent(), /^2 moves · /);
  await play(["Nc3xb1"]);
  const card = page.locator($(solo.WIN));
  await card.waitFor({ state: "visible" });
  assert.equal(await page.locator($(solo.WIN_TITLE)).textContent(), "Solved!");
  const [moves, time, hints, undos] = await page.locator(`${$(solo.WIN_STATS)} li`).allTextContents();
  assert.deepEqual([moves, hints, undos], ["Moves: 3", "Hints: 0", "Undos: 0"]);
  assert.match(time, /^Time: 0:0\d$/);
  await page.waitForTimeout(700); // the card's pop-in has ended
  await screenshot(page, "solo-win");
  await page.click($(solo.NEXT));
  await waitForStatus(/^New beginner puzzle: \d+ pieces/);
  assert.equal(await card.isVisible(), false);
  assert.match(await page.locator($(solo.CLOCK)).textContent(), /^0 moves/);
});

test("the daily puzzle's result is copied as a short text with its link", async () => {
  page = await session.open("#/solo", { ready: soloDrawn });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await fillNewPuzzle(page);
  await page.click($(solo.DAILY));
  await waitForStatus(/^The daily puzzle for/);
  await winWithHints(4);
  await page.locator($(solo.WIN_SHARE)).waitFor({ state: "visible" });
  await page.click($(solo.SHARE_COPY));
  await waitForStatus(/Result copied|Copy the result/);
  const text = await page.locator($(solo.SHARE_TEXT)).inputValue();
  assert.match(text, /^Chess Puzzle Lab · Solo Chess daily puzzle \((Classic|Two-capture) rules\), \d{4}-\d{2}-\d{2}: solved in \d+:\d\d with \d+ hints?\. Difficulty: ★+☆*\n/);
  assert.match(text, /#\/solo\/[^\s]+$/, text);
  if (/Result copied/.test(await status())) {
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
  }
});

test("a pack puzzle solved is still marked on the pack page after a reload", async () => {
  page = await session.open("#/solo/pack/solitaire", { ready: soloDrawn });
  await page.locator($(solo.PACK_PAGE)).waitFor({ state: "visible" });
  assert.equal(await page.locator($(solo.BOARD)).isVisible(), false, "the pack page replaces the board");
  assert.equal(await page.locator(".tile").count(), 200);
  assert.match(await page.locator($(solo.PACK_SUMMARY)).textContent(), /^0 of 200 solved/);
  await page.locator('.tile[href="#/solo/pack/solitaire-2"]').click();
  await waitForStatus(/^Level 1, puzzle 2 of 200\./);
  await winWithHints(4);
  await page.locator($(solo.WIN)).waitFor({ state: "visible" });
  assert.equal(await page.locator($(solo.NEXT)).textContent(), "Next puzzle (3 of 200)");
  await page.click($(solo.NEXT));
  await waitForStatus(/puzzle 3 of 200/);
  assert.match(page.url(), /#\/solo\/pack\/solitaire-3$/);
  await page.goto(page.url().replace(/#.*/, "#/solo/pack/solitaire"));
  await page.reload();
  await page.locator($(solo.PACK_PAGE)).waitFor({ state: "visible" });
  const tile = page.locator('.tile[href="#/solo/pack/solitaire-2"]');
  assert.equal(await tile.getAttribute("data-state"), "solved", "solved with hints: marked, not unaided");
  assert.match(await tile.getAttribute("aria-label"), /best time \d+:\d\d/);
  assert.match(await page.locator($(solo.PACK_SUMMARY)).textContent(), /^1 of 200 solved, 0 without help/);
  await page.click(`${$(solo.PACK_TABS)} a:nth-child(2)`);
  await page.waitForFunction(() => document.querySelectorAll(".tile").length === 200 && location.hash === "#/solo/pack/solo");
  await screenshot(page, "solo-pack-page");
});

test("a pack whose file does not arrive is said, the game stays, and opening it again loads it", async () => {
  page = await session.open("#/solo/R1R1/4/4/B1B1", { ready: soloDrawn });
  await page.route("**/solo-pack-solo.txt", (route) => route.abort());
  await page.evaluate(() => { location.hash = "#/solo/pack/solo-5"; });
  await waitForStatus(/^The Two-capture 8×8 pack could not be loaded \(no connection\)\. Check the connection, then open it again\.$/);
  assert.match(await page.locator($(solo.BOARD)).getAttribute("aria-label"), /Position: R1R1\/4\/4\/B1B1/, "the game stays");
  await page.waitForURL(/#\/solo\/R1R1\/4\/4\/B1B1$/);
  await page.unroute("**/solo-pack-solo.txt");
  await page.evaluate(() => { location.hash = "#/solo/pack/solo-5"; });
  await waitForStatus(/^Level 1, puzzle 5 of 200\./);
  assert.match(await page.locator($(solo.PLAYING)).textContent(), /^Two-capture 8×8 pack · level 1 · puzzle 5 of 200/);
});

test("at #/solo the stored pack puzzle comes back, its pack fetched beside the wasm", async () => {
  page = await session.open("#/solo/pack/solitaire-1", { ready: soloDrawn });
  await page.fill($(solo.MOVE_BOX), "Rd4xb4");
  await page.press($(solo.MOVE_BOX), "Enter");
  await waitForStatus(/pieces left/);
  await page.goto(page.url().replace(/#.*/, "#/solo"));
  await page.reload();
  await page.waitForURL(/#\/solo\/pack\/solitaire-1$/);
  await waitForStatus(/^Level 1, puzzle 1 of 200\./);
  assert.equal(await page.locator('link[rel="preload"][href="./solo-pack-solitaire.txt"]').count(), 1, "asked for by index.html");
  assert.deepEqual(await page.locator(`${$(solo.MOVES)} li`).allTextContents(), ["Rd4xb4"]);
});

test("a link to no pack puzzle opens the pack page with a message; unreadable progress is kept aside", async () => {
  page = await session.open("#/solo/pack/solo-999", { ready: soloDrawn });
  await page.locator($(solo.PACK_PAGE)).waitFor({ state: "visible" });
  assert.match(await page.locator($(solo.PACK_NOTICE)).textContent(), /the solo pack has puzzles 1 to 200, not 999/);
  assert.match(page.url(), /#\/solo\/pack\/solo$/);
  await page.evaluate(() => localStorage.setItem("chess-puzzle-lab.solo.packs", '{"version":99,"x":1}'));
  await page.reload();
  await page.locator($(solo.PACK_PAGE)).waitFor({ state: "visible" });
  assert.match(await page.locator($(solo.PACK_NOTICE)).textContent(), /could not be read .*version 99.* kept aside/);
  const kept = await page.evaluate(() => localStorage.getItem("chess-puzzle-lab.solo.packs.unreadable"));
  assert.equal(kept, '{"version":99,"x":1}', "the unreadable text is kept, not lost");
  await page.click($(solo.PACK_CLOSE));
  await page.locator($(solo.BOARD)).waitFor({ state: "visible" });
});
