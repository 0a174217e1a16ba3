// End-to-end: the Coverage page's searches, split over one worker per core, in
// real Chromium on the built dist/. The page is given two cores whatever the
// machine has, so the split is always over several workers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, screenshot, waitForText, withCores } from "./harness.mjs";
import { $, coverage } from "./ids.mjs";

const WORKERS = 2;
const session = browserSession();
let page;

// The page opens on Play: these tests watch the solver.
const SOLVER = { prepare: withCores(WORKERS), shown: coverage.PAGE, ready: (page) => page.click($(coverage.MODE_SOLVER)) };

const waitForStatus = (pattern, timeout = 120000) => waitForText(page, $(coverage.STATUS), pattern, timeout);
const running = new RegExp(`(\\d+)% of this pass, ([\\d.]+) s on ${WORKERS} workers`);
const seed = "#/coverage?pieces=KQRRBBNN&board=8&bishops=opposite&goal=max";

test("the seed's maximum shows one bar over several workers; Cancel stops them all and a new search runs", async () => {
  page = await session.open(seed, SOLVER);
  await waitForText(page, $(coverage.RESULT), running);
  assert.ok(await page.locator($(coverage.PROGRESS)).isVisible(), "the bar shows");
  assert.ok(page.workers().length >= WORKERS, `${page.workers().length} workers run`);
  const first = await page.locator($(coverage.RESULT)).textContent();
  await page.waitForFunction(({ selector, before }) => document.querySelector(selector).textContent !== before,
    { selector: $(coverage.RESULT), before: first });
  await screenshot(page, "coverage-split-running");
  await page.click($(coverage.CANCEL));
  await waitForStatus(/^Cancelled\.$/);
  assert.equal(await page.locator($(coverage.CANCEL)).isVisible(), false);
  assert.equal(await page.locator($(coverage.PROGRESS)).isVisible(), false);
  // No worker's late reply brings the search back.
  await page.waitForTimeout(1000);
  assert.doesNotMatch(await page.locator($(coverage.RESULT)).textContent(), running);
  assert.equal(await page.locator($(coverage.STATUS)).textContent(), "Cancelled.");
  // The page stays usable: a new search on the same workers runs to its end.
  await page.selectOption($(coverage.GOAL), "min");
  await page.fill($(coverage.PIECES), "KQN");
  await page.selectOption($(coverage.SIDE), "5");
  await page.click($(coverage.RUN));
  await waitForStatus(/The fewest is 10 squares: 1 configuration up to symmetry \(8 placements\)/);
});

test("the seed's maximum split over the workers is the known one: 63 squares, 144 configurations", async () => {
  page = await session.open(seed, SOLVER);
  await waitForText(page, $(coverage.RESULT), running);
  await waitForStatus(/Proved in [\d.]+ s: these pieces cannot attack all 64 squares/);
  await waitForStatus(/The most is 63 squares: 144 configurations up to symmetry \(1\u202f152 placements\)/);
  const stats = await page.locator($(coverage.STATS)).textContent();
  // The same search as one run: the command line's figures (`chesslab cover max`).
  assert.match(stats, /Proof: 1\u202f018\u202f793 nodes, 884\u202f255 leaves, 0 boards surviving pass 1/);
  assert.match(stats, /Listing: 7\u202f160\u202f693 nodes, 6\u202f166\u202f107 leaves, 167 boards surviving pass 1, ([\d.]+) s\./);
  console.log(`the seed's maximum in the page on ${WORKERS} workers: ${stats.match(/Listing: .*?, ([\d.]+) s\./)[1]} s`);
  assert.match(await page.locator($(coverage.POSITION)).textContent(), /Configuration 1 of 144 shown \(144 up to symmetry\)/);
  assert.equal(await page.locator($(coverage.PROGRESS)).isVisible(), false);
  await screenshot(page, "coverage-split-done");
});

test("the unattacked table split over the workers: every square of the seed's board", async () => {
  page = await session.open("#/coverage?pieces=KQRRBBNN&board=8&bishops=opposite&goal=unattacked", SOLVER);
  await waitForText(page, $(coverage.RESULT), running);
  await waitForStatus(/64 of 64 squares can be the only one left unattacked/);
  assert.match(await page.locator($(coverage.STATS)).textContent(), /Search: 6\u202f141\u202f900 nodes/);
});
