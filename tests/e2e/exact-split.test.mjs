// End-to-end: the Exact attack page's proof of the fewest pieces and its count
// of every solution, split over one worker per core, in real Chromium on the
// built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browserSession, waitForText, withCores } from "./harness.mjs";
import { $, exact } from "./ids.mjs";

const table = JSON.parse(readFileSync(new URL("../../data/exact-table.json", import.meta.url), "utf8"));

const session = browserSession();
let page;


const waitForStatus = (pattern, timeout = 120000) => waitForText(page, $(exact.STATUS), pattern, timeout);
// Numbers are grouped with narrow no-break spaces (1 768 433) or written as 1.2 × 10⁷: [^,]+, not \S+.
const running = /(\d+)% of this round \(trying \d+ pieces, none with fewer: \d+ of \d+ shares in\), [^,]+ nodes at [^,]+\/s, ([\d.]+) s on \d+ workers?/;

test("a split proof shows one progress bar that moves, and Cancel stops every worker", async () => {
  page = await session.open("#/exact/5x5,k=3?find=min", { shown: exact.PAGE });
  await page.click($(exact.MIN));
  await waitForText(page, $(exact.RESULT), running);
  const first = await page.locator($(exact.RESULT)).textContent();
  assert.ok(await page.locator($(exact.PROGRESS)).isVisible(), "the bar shows");
  const workers = await page.evaluate(() => navigator.hardwareConcurrency);
  assert.match(first, new RegExp(`on ${Math.min(Math.max(workers, 1), 8)} workers?`));
  // The line moves on (its time at least) while the workers run.
  await page.waitForFunction(({ selector, before }) => document.querySelector(selector).textContent !== before,
    { selector: $(exact.RESULT), before: first });
  await page.click($(exact.CANCEL));
  await waitForStatus(/Cancelled after [\d.]+ s: no placement has fewer than \d+ pieces\./);
  assert.equal(await page.locator($(exact.CANCEL)).isVisible(), false);
  assert.equal(await page.locator($(exact.PROGRESS)).isVisible(), false);
  // No worker's late reply brings the search back.
  await page.waitForTimeout(1000);
  assert.doesNotMatch(await page.locator($(exact.RESULT)).textContent(), running);
  assert.match(await page.locator($(exact.STATUS)).textContent(), /Cancelled after/);
});

test("a split proof run to the end gives the results table's minimum", async () => {
  const entry = table.find((e) => e.problem === "5x5,k=3,vacant" && e.status === "proven");
  assert.ok(entry, "the table proves 5x5,k=3,vacant");
  page = await session.open("#/exact/5x5,k=3,vacant?find=min", { shown: exact.PAGE });
  await waitForStatus(/From the results table/);
  await page.click($(exact.MIN));
  await waitForText(page, $(exact.RESULT), running);
  await waitForStatus(new RegExp(`Proven: the fewest pieces is ${entry.lower_bound}\\. `));
  assert.match(await page.locator($(exact.RESULT)).textContent(), new RegExp(`Fewest pieces: ${entry.lower_bound}`));
  assert.match(await page.locator($(exact.STATS)).textContent(), /Search: .* nodes, [\d.]+ s here/);
  assert.match(await page.locator($(exact.POSITION)).textContent(), /Placement 1 of \d+ listed/);
  assert.equal(await page.locator($(exact.CANCEL)).isVisible(), false);
});

const counting = /(\d+)% of this round \(([\d\u202f]+) solutions? so far: \d+ of \d+ shares in\), [^,]+ nodes at [^,]+\/s, ([\d.]+) s on 2 workers/;

test("a split count shows one bar over the workers, and Cancel stops them all", async () => {
  page = await session.open("#/exact/6x6,k=2?find=all", { prepare: withCores(2), shown: exact.PAGE });
  await waitForText(page, $(exact.RESULT), counting);
  assert.ok(page.workers().length >= 2, `${page.workers().length} workers run`);
  const first = await page.locator($(exact.RESULT)).textContent();
  await page.waitForFunction(({ selector, before }) => document.querySelector(selector).textContent !== before,
    { selector: $(exact.RESULT), before: first });
  await page.click($(exact.CANCEL));
  await waitForStatus(/^Cancelled\.$/);
  assert.equal(await page.locator($(exact.PROGRESS)).isVisible(), false);
  await page.waitForTimeout(1000);
  assert.doesNotMatch(await page.locator($(exact.RESULT)).textContent(), counting);
  assert.equal(await page.locator($(exact.STATUS)).textContent(), "Cancelled.");
});

test("a split count run to the end is one run's count", async () => {
  // `chesslab exact count 5x5 --k 2 --max-pieces 9`: 45 solutions, 22 up to symmetry.
  page = await session.open("#/exact/5x5,k=2?find=all&max=9", { prepare: withCores(2), shown: exact.PAGE });
  await waitForStatus(/45 solutions with at most 9 pieces, 22 up to symmetry\./);
  assert.equal(await page.locator($(exact.RESULT)).textContent(), "By number of pieces — 8 pieces: 11, 9 pieces: 34");
  assert.match(await page.locator($(exact.STATS)).textContent(), /Search: .* nodes, [\d.]+ s here/);
  assert.match(await page.locator($(exact.POSITION)).textContent(), /Placement 1 of 45 listed/);
  assert.equal(await page.locator($(exact.CANCEL)).isVisible(), false);
});
