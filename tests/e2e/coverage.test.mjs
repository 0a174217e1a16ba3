// End-to-end: the Coverage page in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, clickSquare, screenshot, waitForText } from "./harness.mjs";
import { $, coverage } from "./ids.mjs";

const session = browserSession();
let page;

// The page opens on Play: these tests watch the solver.
const SOLVER = { shown: coverage.PAGE, ready: (page) => page.click($(coverage.MODE_SOLVER)) };

const waitForStatus = (pattern, timeout = 60000) => waitForText(page, $(coverage.STATUS), pattern, timeout);

test("the seed's puzzle: the proof that 64 squares are out of reach, then the 63-square configurations", async () => {
  page = await session.open("#/coverage", SOLVER);
  await waitForStatus(/Proved in [\d.]+ s: these pieces cannot attack all 64 squares/);
  const proof = Number((await page.locator($(coverage.STATUS)).textContent()).match(/Proved in ([\d.]+) s/)[1]);
  console.log(`proof in the page: ${proof} s`);
  await waitForStatus(/The most is 63 squares: 144 configurations up to symmetry \(1\u202f152 placements\)/);
  assert.match(await page.locator($(coverage.STATS)).textContent(), /Proof: .* nodes, .* 0 boards surviving pass 1/);
  assert.match(await page.locator($(coverage.STATS)).textContent(), /1\.03 × 10⁸ nodes, 75 minutes/);
  assert.match(await page.locator($(coverage.POSITION)).textContent(), /Configuration 1 of 144 shown \(144 up to symmetry\)/);
  await page.click($(coverage.NEXT));
  assert.match(await page.locator($(coverage.POSITION)).textContent(), /Configuration 2 of 144/);
  await page.waitForURL(/#\/coverage\?pieces=KQRRBBNN&board=8&bishops=opposite&goal=max$/);
  await screenshot(page, "coverage-63");
});

test("same-coloured bishops cover the board three ways; a bad piece set keeps its text", async () => {
  page = await session.open("#/coverage?pieces=KQRRBBNN&board=8&bishops=same&goal=max", SOLVER);
  await waitForStatus(/All 64 squares can be attacked/);
  assert.match(await page.locator($(coverage.RESULT)).textContent(), /Most squares attacked: 64 of 64/);
  assert.match(await page.locator($(coverage.POSITION)).textContent(), /of 3 shown \(3 up to symmetry\)/);
  await page.fill($(coverage.PIECES), "KQP");
  await page.click($(coverage.RUN));
  await waitForStatus(/Cannot search: 'P' at character 3 is not a piece of this puzzle/);
  assert.equal(await page.locator($(coverage.PIECES)).inputValue(), "KQP");
});

test("the fewest squares, and each square left alone unattacked, on a small board", async () => {
  page = await session.open("#/coverage?pieces=KQN&board=5&bishops=opposite&goal=min", SOLVER);
  await waitForStatus(/The fewest is 10 squares: 1 configuration up to symmetry \(8 placements\)/);
  await page.selectOption($(coverage.GOAL), "unattacked");
  await page.fill($(coverage.PIECES), "KQRN");
  await page.click($(coverage.RUN));
  await waitForStatus(/20 of 25 squares can be the only one left unattacked/);
  assert.match(await page.locator($(coverage.POSITION)).textContent(), /Only [a-e][1-5] unattacked/);
  await clickSquare(page, $(coverage.BOARD), "c3", { width: 5, height: 5 });
  const shown = await page.locator($(coverage.POSITION)).textContent();
  const status = await page.locator($(coverage.STATUS)).textContent();
  assert.ok(/Only c3 unattacked/.test(shown) || /No configuration leaves only c3 unattacked/.test(status), `${shown} / ${status}`);
  await screenshot(page, "coverage-unattacked");
});

test("a long search shows progress and can be cancelled", async () => {
  page = await session.open("#/coverage?pieces=KQRRBBNN&board=8&bishops=opposite&goal=min", SOLVER);
  await waitForText(page, $(coverage.RESULT), /% of this pass/);
  await page.click($(coverage.CANCEL));
  await waitForStatus(/Cancelled/);
  assert.equal(await page.locator($(coverage.RUN)).isEnabled(), true);
});

test("Cancel keeps the result already shown, with its form and its link", async () => {
  page = await session.open("#/coverage?pieces=KQN&board=5&bishops=opposite&goal=min", SOLVER);
  await waitForStatus(/The fewest is 10 squares/);
  const shown = async () => Promise.all([coverage.RESULT, coverage.STATS, coverage.POSITION].map((id) => page.locator($(id)).textContent()));
  const before = await shown();
  const link = page.url();
  // A long search of other pieces, cancelled while it runs.
  await page.fill($(coverage.PIECES), "KQRRBBNN");
  await page.selectOption($(coverage.SIDE), "8");
  await page.click($(coverage.RUN));
  await waitForText(page, $(coverage.RESULT), /% of this pass/);
  await page.click($(coverage.CANCEL));
  await waitForStatus(/^Cancelled: the result shown before stays\.$/);
  assert.deepEqual(await shown(), before);
  assert.match(before[0], /10/, "a result was shown");
  assert.equal(await page.locator($(coverage.PIECES)).inputValue(), "KQN");
  assert.equal(page.url(), link);
  await screenshot(page, "coverage-cancel-keeps");
});
