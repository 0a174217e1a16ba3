// End-to-end: a Solo puzzle is an identity with its own link, and nothing a
// player did is lost. (a) An 8×8 pack puzzle with a move, left through the
// menu and reopened at #/solo: the same puzzle, rules and move. (b) A reload
// mid-puzzle keeps the moves and the clock. (c) A reload mid-run keeps the
// puzzle, moves, mistakes and run clock; a stored run edited by hand is
// refused and kept aside. (d) The daily's link reloads as the daily and its
// shared link opens it in a fresh browser. (e) Next puzzle beside the board
// after the win card is closed; the pack's Continue. (g) Back and Forward
// walk the puzzles played. (f, out of mistakes, is in solo-challenge.)
// Phone-sized pages with touch, as players open shared links.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, navigate, screenshot, soloDrawn, soloTool, waitForText } from "./harness.mjs";
import { $, solo } from "./ids.mjs";

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const RUN = "#/solo/challenge?seed=abc123";
// Puzzle 1 of the run seeded abc123 and a move after which it cannot be won (see solo-challenge).
const LOSING = "Bb1xc2";

const text = (page, selector) => page.locator(selector).textContent();
const boardLabel = (page) => page.locator($(solo.BOARD)).getAttribute("aria-label");
const moves = (page) => page.locator(`${$(solo.MOVES)} li`).allTextContents();
const stored = (page, key) => page.evaluate((name) => localStorage.getItem(name), key);

/** Types `move` in the move box and presses Enter. */
async function type(page, move) {
  await page.fill($(solo.MOVE_BOX), move);
  await page.press($(solo.MOVE_BOX), "Enter");
}

/** The solver's first move from the board (Hint twice shows it), typed as a player would. */
async function playHintedMove(page) {
  await page.click($(solo.HINT));
  await waitForText(page, $(solo.STATUS), /Hint: move the/);
  await page.click($(solo.HINT));
  await waitForText(page, $(solo.STATUS), /Hint: \S+ — it takes/);
  const [, move] = (await text(page, $(solo.STATUS))).match(/Hint: (\S+) —/);
  await type(page, move);
  await waitForText(page, $(solo.STATUS), /pieces left|Solved in/);
  return move;
}

/** Wins the puzzle on the board with hints. */
async function winWithHints(page) {
  while (!/Solved in/.test(await text(page, $(solo.STATUS)))) await playHintedMove(page);
}

test("(a) an 8×8 pack puzzle with a move, left through the menu and reopened at #/solo, keeps its rules and move", async () => {
  const page = await session.open("#/solo/pack/solo-5", { options: PHONE, ready: soloDrawn });
  const title = await text(page, $(solo.PLAYING));
  assert.match(title, /^Two-capture 8×8 pack · level 1 · puzzle 5 of 200/);
  const move = await playHintedMove(page);
  await navigate(page, "queens");
  await page.waitForURL(/#\/queens/);
  await navigate(page, "solo");
  await page.waitForURL(/#\/solo\/pack\/solo-5$/);
  assert.equal(await text(page, $(solo.PLAYING)), title, "the same puzzle in its pack, under its rules");
  assert.deepEqual(await moves(page), [move]);
  assert.match(await boardLabel(page), /8 by 8/);
  await screenshot(page, "solo-memory-back-from-the-menu");
});

test("(b) a reload mid-puzzle keeps the moves and the clock, which starts at the first move", async () => {
  const page = await session.open("#/solo/pack/solitaire-12", { options: PHONE, ready: soloDrawn });
  await page.waitForTimeout(1500);
  assert.match(await text(page, $(solo.CLOCK)), /^0 moves · 0:00$/, "no clock before the first move");
  const move = await playHintedMove(page);
  await page.waitForTimeout(2200);
  await page.reload();
  await waitForText(page, $(solo.STATUS), /Your game is back: 1 move, 0:0\d on the clock\./);
  assert.deepEqual(await moves(page), [move]);
  assert.match(await text(page, $(solo.CLOCK)), /^1 move · 0:0[2-9]$/, "the clock did not restart");
  assert.match(page.url(), /#\/solo\/pack\/solitaire-12$/);
  // A fresh load of #/solo (a bookmark, the menu of another tab) comes back to the same puzzle.
  const base = page.url().replace(/#.*/, "");
  await page.goto("about:blank");
  await page.goto(`${base}#/solo`);
  await waitForText(page, $(solo.STATUS), /Your game is back/);
  await page.waitForURL(/#\/solo\/pack\/solitaire-12$/);
  assert.deepEqual(await moves(page), [move]);
  await screenshot(page, "solo-memory-reloaded");
});

test("(c) a reload mid-run keeps its puzzle, moves, mistakes and clock; a run edited by hand is kept aside", async () => {
  const page = await session.open(RUN, { options: PHONE, ready: soloDrawn });
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 3 mistakes left$/, 60000);
  await type(page, LOSING);
  await waitForText(page, $(solo.STATUS), /Mistake 1 of 3: 2 mistakes left\./);
  await page.waitForTimeout(2000);
  await page.reload();
  // Said, then (the position being lost) followed by the check's verdict.
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 2 mistakes left$/, 60000);
  await waitForText(page, $(solo.STATUS), /^(Your run is back: puzzle 1 of 30, 1 move played|No win from here)/);
  assert.deepEqual(await moves(page), [LOSING]);
  const [, seconds] = (await text(page, $(solo.CLOCK))).match(/run 0:(\d\d)$/);
  assert.ok(Number(seconds) >= 2, `the run clock did not restart: ${await text(page, $(solo.CLOCK))}`);
  assert.match(page.url(), /#\/solo\/challenge\?seed=abc123&puzzle=1$/);
  await screenshot(page, "solo-memory-run-reloaded");

  // Edited by hand while the tab is closed (the page stores its run as it goes: the edit is
  // made as the next load starts): no mistakes. The check refuses it, keeps it aside and says so.
  const run = JSON.parse(await stored(page, "chess-puzzle-lab.solo.run"));
  assert.equal(run.run.mistakes, 1);
  run.run.mistakes = 0;
  await page.addInitScript((edited) => {
    if (sessionStorage.getItem("edited")) return;
    sessionStorage.setItem("edited", "yes");
    localStorage.setItem("chess-puzzle-lab.solo.run", edited);
  }, JSON.stringify(run));
  await page.reload();
  await waitForText(page, $(solo.STATUS), /does not check \(it claims 0 mistakes, its moves make 1\): it is kept aside/, 60000);
  assert.equal(JSON.parse(await stored(page, "chess-puzzle-lab.solo.run.unchecked")).run.mistakes, 0, "kept as it was");
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 3 mistakes left$/, 60000);
  assert.deepEqual(await moves(page), []);
});

test("(d) the daily's link reloads as the daily, and Share link opens it in a fresh browser", async () => {
  const page = await session.open("#/solo/daily?rules=solo", { options: PHONE, ready: soloDrawn });
  await waitForText(page, $(solo.STATUS), /The daily puzzle for \d{4}-\d\d-\d\d/, 30000);
  await page.waitForURL(/#\/solo\/daily\/\d{4}-\d\d-\d\d\?rules=solo$/);
  const title = await text(page, $(solo.PLAYING));
  assert.match(title, /^Daily puzzle · \d{4}-\d\d-\d\d · /);
  const board = await boardLabel(page);
  await page.reload();
  await waitForText(page, $(solo.PLAYING), /^Daily puzzle/, 30000);
  assert.equal(await boardLabel(page), board);
  await soloTool(page, solo.SHARE);
  const shared = await page.locator($(solo.LINK)).inputValue();
  assert.match(shared, /#\/solo\/daily\/\d{4}-\d\d-\d\d\?rules=solo$/, "the daily shares the daily");
  const friend = await session.browser.newPage({ viewport: PHONE.viewport });
  await friend.goto(shared);
  await waitForText(friend, $(solo.PLAYING), /^Daily puzzle/, 30000);
  assert.equal(await text(friend, $(solo.PLAYING)), title);
  assert.equal(await boardLabel(friend), board);
  await friend.close();
});

test("(e) after the win card is closed Next puzzle stays beside the board; the pack page continues", async () => {
  const page = await session.open("#/solo/pack/solitaire-1", { options: PHONE, ready: soloDrawn });
  await winWithHints(page);
  await page.locator($(solo.WIN)).waitFor();
  await page.click($(solo.WIN_CLOSE));
  const next = page.locator($(solo.AFTER_NEXT));
  await next.waitFor();
  assert.equal(await next.textContent(), "Next puzzle (2 of 200)");
  await screenshot(page, "solo-memory-next-beside-the-board");
  await page.click($(solo.AFTER_CARD));
  await page.locator($(solo.WIN)).waitFor();
  await page.click($(solo.WIN_CLOSE));
  await next.click();
  await page.waitForURL(/#\/solo\/pack\/solitaire-2$/);
  await page.click($(solo.NEW_OPEN));
  await page.click($(solo.PACKS));
  const proceed = page.locator($(solo.PACK_CONTINUE));
  await proceed.waitFor();
  assert.equal(await proceed.textContent(), "Continue: puzzle 2 of 200");
  await proceed.click();
  await page.waitForURL(/#\/solo\/pack\/solitaire-2$/);
  await waitForText(page, $(solo.PLAYING), /puzzle 2 of 200/);
});

test("(g) Back and Forward walk the puzzles played", async () => {
  const page = await session.open("#/solo/pack/solitaire-3", { options: PHONE, ready: soloDrawn });
  const third = await boardLabel(page);
  const move = await playHintedMove(page);
  await page.evaluate(() => { location.hash = "#/solo/pack/solitaire-4"; });
  await waitForText(page, $(solo.PLAYING), /puzzle 4 of 200/);
  const fourth = await boardLabel(page);
  assert.notEqual(fourth, third);
  await page.goBack();
  await waitForText(page, $(solo.PLAYING), /puzzle 3 of 200/);
  assert.equal(await boardLabel(page), third);
  assert.deepEqual(await moves(page), [move], "with its move");
  await page.goForward();
  await waitForText(page, $(solo.PLAYING), /puzzle 4 of 200/);
  assert.equal(await boardLabel(page), fourth);
});
