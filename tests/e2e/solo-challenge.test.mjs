// End-to-end: a challenge run at #/solo/challenge. A seeded link opens
// "puzzle 1 of 30", made in the worker; the same seed gives the same first
// puzzle; a losing move counts a mistake (with the "warn me" switch off too);
// three end the run with its card, whose result to share has the run's link
// and no position. Screenshots of a run and of its end card on a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, screenshot, soloDrawn, waitForText } from "./harness.mjs";
import { $, solo } from "./ids.mjs";

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 } };
const RUN = "#/solo/challenge?seed=abc123";

// Puzzle 1 of the run seeded abc123 (the page model's test
// `a_run_opened_by_its_link_asks_for_puzzle_1_with_the_runs_first_task`
// makes the same one from `challenge_task(abc123, 0)`; its legal moves tried
// there one by one with the dead-end check): b1c2 loses, c2c5 does not.
const PUZZLE_1 = "8/8/8/2N2N2/8/7R/2R5/1B6";
const LOSING = "b1c2";

const boardLabel = (page) => page.locator($(solo.BOARD)).getAttribute("aria-label");

/** Opens the run and waits for its first puzzle; gives the page and how long the puzzle took to appear. */
async function openRun(options) {
  const started = Date.now();
  const page = await session.open(RUN, { options: options, ready: soloDrawn });
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 3 mistakes left$/, 60000);
  return { page, ms: Date.now() - started };
}

/** Types `move` in the move box and presses Enter. */
async function type(page, move) {
  await page.fill($(solo.MOVE_BOX), move);
  await page.press($(solo.MOVE_BOX), "Enter");
}

test("a seeded challenge link opens puzzle 1 of 30, the same on every visit", async () => {
  const first = await openRun();
  console.log(`puzzle 1 of the run appeared ${first.ms} ms after the page was asked for`);
  const label = await boardLabel(first.page);
  assert.match(label, new RegExp(`Position: ${PUZZLE_1}$`));
  assert.match(await first.page.locator($(solo.STATUS)).textContent(), /^Challenge puzzle 1 of 30: 5 pieces, /);
  assert.match(await first.page.locator($(solo.CLOCK)).textContent(), /^0 moves · 0:\d\d · run 0:\d\d$/);
  assert.ok(first.page.url().endsWith(`${RUN}&puzzle=1`), "the run's puzzle is in the address bar");
  await first.page.close();
  const again = await openRun();
  assert.equal(await boardLabel(again.page), label, "the same seed, the same first puzzle");
});

test("puzzle 1 solved with hints moves the run to puzzle 2; auto-solve is off in a run", async () => {
  const { page } = await openRun();
  assert.equal(await page.locator($(solo.AUTO)).isDisabled(), true);
  // The hints name each move of the line (press twice: the piece, then its target), counted by the run.
  while (!(await page.locator($(solo.WIN)).isVisible())) {
    await page.click($(solo.HINT));
    await waitForText(page, $(solo.STATUS), /^Hint: move the /);
    await page.click($(solo.HINT));
    await waitForText(page, $(solo.STATUS), /^Hint: \S+ — it takes /);
    const [, move] = (await page.locator($(solo.STATUS)).textContent()).match(/^Hint: (\S+) — /);
    await type(page, move);
    await page.waitForFunction((selector) => !/^Hint/.test(document.querySelector(selector).textContent), $(solo.STATUS));
  }
  assert.equal(await page.locator($(solo.NEXT)).textContent(), "Next puzzle (2 of 30)");
  const asked = Date.now();
  await page.click($(solo.NEXT));
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 2 of 30 · 3 mistakes left$/, 60000);
  console.log(`puzzle 2 appeared ${Date.now() - asked} ms after Next puzzle`);
  assert.notEqual(await boardLabel(page), `Solo chess board, 8 by 8. Position: ${PUZZLE_1}`);
  assert.match(await page.locator($(solo.CLOCK)).textContent(), /^0 moves · 0:\d\d · run \d+:\d\d$/);
});

test("the New puzzle dialog's Challenge starts a run with a seed in the address, Daily challenge the day's run", async () => {
  const page = await session.open("#/solo", { ready: soloDrawn });
  await page.click($(solo.NEW_OPEN));
  await page.click($(solo.CHALLENGE));
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 3 mistakes left$/, 60000);
  assert.match(page.url(), /#\/solo\/challenge\?seed=[0-9a-z]+&puzzle=1$/);
  await page.click($(solo.NEW_OPEN));
  await page.click($(solo.DAILY_CHALLENGE));
  await page.waitForURL(/#\/solo\/challenge\?daily=\d{4}-\d\d-\d\d(&puzzle=1)?$/);
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 3 mistakes left$/, 60000);
});

test("losing moves count mistakes with the warning off; the third ends the run with its card", async () => {
  const { page } = await openRun(PHONE);
  // Mistakes are counted whatever the player's "warn me" switch (in the settings) says.
  await page.evaluate((selector) => {
    const warn = document.querySelector(selector);
    if (warn.checked) warn.click();
  }, $(solo.WARN));
  assert.equal(await page.locator($(solo.WARN)).isChecked(), false);
  for (const [count, left] of [[1, "2 mistakes left"], [2, "1 mistake left"]]) {
    await type(page, LOSING);
    await waitForText(page, $(solo.STATUS), new RegExp(`^No win from here: .* Mistake ${count} of 3: ${left}\\.$`));
    await waitForText(page, $(solo.PLAYING), new RegExp(`^Challenge · puzzle 1 of 30 · ${left}$`));
    if (count === 1) {
      await page.waitForTimeout(400); // the move's slide has landed
      await screenshot(page, "solo-challenge-run");
    }
    await page.click($(solo.UNDO));
    await waitForText(page, $(solo.MOVES), /^$/);
  }
  await screenshot(page, "solo-challenge-mistakes");
  await type(page, LOSING);
  await page.locator($(solo.WIN)).waitFor();
  assert.equal(await page.locator($(solo.WIN_TITLE)).textContent(), "Out of mistakes");
  assert.deepEqual(await page.locator(`${$(solo.WIN_STATS)} li`).allTextContents(),
    ["Solved: 0 of 30", "Mistakes: 3", (await page.locator(`${$(solo.WIN_STATS)} li`).nth(2).textContent()), "Hints: 0"]);
  assert.match(await page.locator(`${$(solo.WIN_STATS)} li`).nth(2).textContent(), /^Time: \d+:\d\d$/);
  assert.equal(await page.locator($(solo.NEXT)).textContent(), "New run");
  assert.equal(await page.locator($(solo.WIN_AGAIN)).isVisible(), false);
  assert.match(await page.locator($(solo.PLAYING)).textContent(), /^Challenge over · 0 of 30 solved$/);
  const share = await page.locator($(solo.SHARE_TEXT)).inputValue();
  console.log(`share: ${JSON.stringify(share)}`);
  assert.match(share, /^Chess Puzzle Lab challenge · 0\/30 solved · 3 mistakes · \d+:\d\d · 0 hints\nhttp:\/\/127\.0\.0\.1:\d+\/#\/solo\/challenge\?seed=abc123$/);
  const card = await page.locator($(solo.WIN)).textContent();
  for (const text of [share, card]) {
    assert.ok(!text.includes(PUZZLE_1) && !/[a-h][1-8]/.test(text.replace(/seed=\w+/, "")), `no spoilers: ${text}`);
  }
  await screenshot(page, "solo-challenge-end");
  // (f) Out of mistakes: the game's controls are off and the lost run cannot be played on;
  // closed, the card comes back with Result, and New run stays beside the board.
  await page.click($(solo.WIN_CLOSE));
  for (const control of [$(solo.UNDO), $(solo.RESTART), $(solo.HINT)]) {
    assert.equal(await page.locator(control).isDisabled(), true, `${control} is off`);
  }
  await type(page, "Nc5xh3");
  assert.match(await page.locator($(solo.MOVE_ERROR)).textContent(), /^The run is over/);
  assert.deepEqual(await page.locator(`${$(solo.MOVES)} li`).allTextContents(), ["Bb1xc2"]);
  assert.equal(await page.locator($(solo.AFTER_NEXT)).textContent(), "New run");
  await screenshot(page, "solo-challenge-over-closed");
  await page.click($(solo.AFTER_CARD));
  await page.locator($(solo.WIN)).waitFor();
  // The run is among the best runs in "Your progress".
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  assert.match(stored, /best_runs/);
  // New run: a fresh seed, puzzle 1 again.
  await page.click($(solo.NEXT));
  await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 3 mistakes left$/, 60000);
  assert.doesNotMatch(page.url(), /seed=abc123(&|$)/);
});
