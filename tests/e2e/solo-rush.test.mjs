// End-to-end: a Solo Rush. Rush 3:00 from the New puzzle dialog; a seeded
// Rush played by typed moves (the moves found by the tests' own solver):
// right captures build a combo, a capture that loses the puzzle costs 10 s
// and names its reason, then the next puzzle comes; a reload takes the run
// up with its puzzle, score and clock; a Streak's end card lists the failed
// puzzle as a link that opens it; the race link shows the friend as a ghost.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, screenshot, soloDrawn, waitForText } from "./harness.mjs";
import { $, solo } from "./ids.mjs";
import { blunder, solve } from "./solitaire-solver.mjs";

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 } };

const LETTERS = { king: "K", queen: "Q", rook: "R", bishop: "B", knight: "N", pawn: "P" };

/** The position on the board: its puzzle's code, its size, and its pieces as they stand (from the board's description). */
async function board(page) {
  const label = await page.locator($(solo.BOARD)).getAttribute("aria-label");
  const [, size, code] = label.match(/(\d+) by \d+\. Position: (\S+)$/);
  const text = await page.locator($(solo.BOARD_TEXT)).textContent();
  // Under Solo rules a piece that has captured says what it has left: "rook c3 (1 capture left)".
  const limit = Number(size) === 8 ? 2 : Infinity;
  const found = text.matchAll(/(king|queen|rook|bishop|knight|pawn) ([a-h]\d)(?: \((\d|no) captures? left\))?/g);
  const pieces = new Map([...found].map(([, kind, square, left]) => [square, { kind: LETTERS[kind], left: left === undefined ? limit : left === "no" ? 0 : Number(left) }]));
  return { code, size: Number(size), pieces };
}

/** Types `from``to` in the move box until the page takes it (while the last capture's verdict is due, it waits). */
async function type(page, [from, to]) {
  for (let tries = 0; tries < 100; tries += 1) {
    await page.fill($(solo.MOVE_BOX), `${from}${to}`);
    await page.press($(solo.MOVE_BOX), "Enter");
    const taken = await page.waitForFunction((selector) => document.querySelector(selector).value === "", $(solo.MOVE_BOX), { timeout: 200 }).then(() => true, () => false);
    if (taken) return;
    const why = await page.locator($(solo.MOVE_ERROR)).textContent();
    assert.match(why, /being checked|next one comes/, `${from}${to} refused: ${why}`);
  }
  throw new Error(`${from}${to} never taken`);
}

const clock = (page) => page.locator($(solo.CLOCK)).textContent();
const playing = (page) => page.locator($(solo.PLAYING)).textContent();

/** Plays winning captures until a capture that loses is possible; gives that puzzle's number and
 * the times (ms) from each winning capture to the next puzzle on the board. */
async function playToADeadEnd(page) {
  const waits = [];
  for (let number = 1; number < 40; number += 1) {
    await waitForText(page, $(solo.PLAYING), new RegExp(`· puzzle ${number} ·`));
    for (;;) {
      const { size, pieces } = await board(page);
      if (blunder(size, pieces)) return { number, waits };
      const [move] = solve(size, pieces);
      await type(page, move);
      if (pieces.size === 2) {
        const started = Date.now();
        await waitForText(page, $(solo.PLAYING), new RegExp(`· puzzle ${number + 1} ·`));
        waits.push(Date.now() - started);
        break;
      }
      await page.waitForFunction(
        ({ selector, count }) => document.querySelector(selector).textContent.split(",").length < count,
        { selector: $(solo.BOARD_TEXT), count: pieces.size },
      );
    }
  }
  throw new Error("no puzzle with a losing capture");
}

const left = (text) => { const [, m, s] = text.match(/^(\d+):(\d\d) left/); return Number(m) * 60 + Number(s); };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test("Rush 3:00 from the New puzzle dialog: the clock waits for the first capture", async () => {
  const page = await session.open("#/solo", { ready: soloDrawn });
  await page.click($(solo.NEW_OPEN));
  await page.click($(solo.RUSH_THREE));
  await waitForText(page, $(solo.PLAYING), /^Rush 3:00 · puzzle 1 · step 1 of 11$/);
  assert.match(page.url(), /#\/solo\/rush\?mode=3&seed=[0-9a-z]+$/);
  assert.equal(await clock(page), "3:00 left · 0 solved · combo 0");
  await page.waitForTimeout(1500);
  assert.equal(await clock(page), "3:00 left · 0 solved · combo 0", "no capture yet, no time gone");
  assert.equal(await page.locator($(solo.HINT)).isDisabled(), true, "no hints in a Rush");
});

test("a Rush: right captures build a combo, a losing one costs 10 s with its reason, a reload takes it up", async () => {
  const page = await session.open("#/solo/rush?mode=3&seed=7", { options: PHONE, ready: soloDrawn });
  const { number, waits } = await playToADeadEnd(page);
  console.log(`the next puzzle on the board after a win: median ${median(waits)} ms, worst ${Math.max(...waits)} ms (${waits.length} wins, the test's typing included)`);
  const before = await clock(page);
  const [, combo] = before.match(/combo (\d+)/);
  assert.ok(Number(combo) >= 5, `a combo of ${combo} after ${number - 1} puzzles: ${before}`);
  const { size, pieces } = await board(page);
  await type(page, blunder(size, pieces));
  await waitForText(page, $(solo.STATUS), /^Mistake \(−10 s\): .+\. Next puzzle…$/);
  await screenshot(page, "solo-rush-mistake-phone");
  const status = await page.locator($(solo.STATUS)).textContent();
  console.log(`after ${number - 1} puzzles: ${before}; then ${status}`);
  await waitForText(page, $(solo.PLAYING), new RegExp(`· puzzle ${number + 1} ·`), 5000);
  const after = await clock(page);
  assert.match(after, /combo 0/);
  assert.ok(left(before) > 180, `the combo's bonuses put the clock above 3:00 in a quick run: ${before}`);
  assert.ok(left(before) - left(after) >= 10, `${before} → ${after}`);
  await screenshot(page, "solo-rush-phone");

  // A reload: the same puzzle, score and clock (±1 s).
  const code = (await board(page)).code;
  await page.reload();
  await waitForText(page, $(solo.STATUS), /^Your Rush is back: /, 20000);
  assert.equal((await board(page)).code, code);
  assert.match(await playing(page), new RegExp(`^Rush 3:00 · puzzle ${number + 1} · `));
  const back = await clock(page);
  assert.ok(Math.abs(left(back) - left(after)) <= 1, `${after} → ${back}`);
  assert.equal(back.replace(/^\S+ left/, ""), after.replace(/^\S+ left/, ""));
});

test("a Streak ends at its first mistake; its card links the failed puzzle; its race link shows the ghost", async () => {
  const page = await session.open("#/solo/rush?mode=streak&seed=7", { ready: soloDrawn });
  const { number } = await playToADeadEnd(page);
  const { size, pieces } = await board(page);
  await type(page, blunder(size, pieces));
  await page.waitForSelector(`${$(solo.WIN)}:not([hidden])`);
  assert.equal(await page.locator($(solo.WIN_TITLE)).textContent(), "Streak over");
  const stats = await page.locator($(solo.WIN_STATS)).textContent();
  assert.match(stats, new RegExp(`Score: ${number - 1}`));
  assert.match(stats, /Best today: \d+ · this week: \d+ · all time: \d+/);
  await screenshot(page, "solo-rush-end");
  const share = await page.locator($(solo.SHARE_TEXT)).inputValue();
  const link = share.match(/https?:\/\/\S+/)[0];
  assert.ok(link.length <= 300, link);
  assert.match(link, /#\/solo\/rush\?mode=streak&seed=7&race=/);
  const failed = page.locator(`${$(solo.WIN_LINKS)} a`);
  assert.equal(await failed.count(), 1);
  const href = await failed.getAttribute("href");
  assert.match(href, /^#\/solo\/pack\/(solitaire|solo)-\d+$/);

  // The friend opens the race link in a fresh browser: the same first puzzle, the ghost beside the score.
  const friend = await session.open(link.slice(link.indexOf("#")), { context: true, ready: soloDrawn });
  await waitForText(friend, $(solo.PLAYING), /^Streak · puzzle 1 · /);
  assert.match(await clock(friend), /· friend: 0$/);
  assert.match(await friend.locator($(solo.STATUS)).textContent(), /nothing can check them/);
  await screenshot(friend, "solo-rush-ghost");
  await friend.close();

  // The failed puzzle's link opens it.
  await failed.click();
  await waitForText(page, $(solo.PLAYING), /^(Classic 4×4|Two-capture 8×8) pack · level \d+ · puzzle \d+ of 200/);
});

test("Rush 5:00 in the dark: a losing capture is a strike, not time", async () => {
  const page = await session.open("#/solo/rush?mode=5&seed=7", { options: { colorScheme: "dark" }, ready: soloDrawn });
  assert.equal(await clock(page), "5:00 left · 0 solved · combo 0 · ○○○");
  await playToADeadEnd(page);
  const before = await clock(page);
  const { size, pieces } = await board(page);
  await type(page, blunder(size, pieces));
  await waitForText(page, $(solo.STATUS), /^Mistake: .+\. Next puzzle…$/);
  await screenshot(page, "solo-rush-strike-dark");
  const after = await clock(page);
  assert.match(after, /combo 0 · ✕○○$/);
  assert.ok(left(before) - left(after) <= 1, `no time taken: ${before} → ${after}`);
});

test("the Rush screen at phone and laptop sizes, light and dark, with no sideways scroll", async () => {
  for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["laptop", { width: 1280, height: 800 }]]) {
    for (const colorScheme of ["light", "dark"]) {
      const page = await session.open("#/solo/rush?mode=survival&seed=11", { options: { viewport, colorScheme }, ready: soloDrawn });
      await waitForText(page, $(solo.PLAYING), /^Survival · puzzle 1 · step 1 of 11$/);
      assert.equal(await clock(page), "0 solved · combo 0 · ○○○");
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(wide, false, `no sideways scroll (${size}, ${colorScheme})`);
      // The board and the run's line are on the first screen.
      const line = await page.locator($(solo.CLOCK)).boundingBox();
      assert.ok(line.y + line.height <= viewport.height, `the run's line is in view (${size}): ${JSON.stringify(line)}`);
      await screenshot(page, `solo-rush-${size}-${colorScheme}`);
      await page.close();
    }
  }
});
