// End-to-end: the Exact attack page's proof of the fewest pieces and its count
// of every solution, split over one worker per core, in real Chromium on the
// built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browserSession, waitForText, withCores } from "./harness.mjs";

const table = JSON.parse(readFileSync(new URL("../../data/exact-table.json", import.meta.url), "utf8"));

const session = browserSession();
let page;

async function open(fragment, options) {
  page = await session.open(fragment, options);
  await page.waitForSelector("#exact-page:not([hidden])");
}

const waitForStatus = (pattern, timeout = 120000) => waitForText(page, "#exact-status", pattern, timeout);
// Numbers are grouped with narrow no-break spaces (1 768 433) or written as 1.2 × 10⁷: [^,]+, not \S+.
const running = /(\d+)% of this round \(trying \d+ pieces, none with fewer: \d+ of \d+ shares in\), [^,]+ nodes at [^,]+\/s, ([\d.]+) s on \d+ workers?/;

test("a split proof shows one progress bar that moves, and Cancel stops every worker", async () => {
  await open("#/exact/5x5,k=3?find=min");
  await page.click("#exact-min");
  await waitForText(page, "#exact-result", running);
  const first = await page.locator("#exact-result").textContent();
  assert.ok(await page.locator("#exact-progress").isVisible(), "the bar shows");
  const workers = await page.evaluate(() => navigator.hardwareConcurrency);
  assert.match(first, new RegExp(`on ${Math.min(Math.max(workers, 1), 8)} workers?`));
  // The line moves on (its time at least) while the workers run.
  await page.waitForFunction((before) => document.querySelector("#exact-result").textContent !== before, first);
  await page.click("#exact-cancel");
  await waitForStatus(/Cancelled after [\d.]+ s: no placement has fewer than \d+ pieces\./);
  assert.equal(await page.locator("#exact-cancel").isVisible(), false);
  assert.equal(await page.locator("#exact-progress").isVisible(), false);
  // No worker's late reply brings the search back.
  await page.waitForTimeout(1000);
  assert.doesNotMatch(await page.locator("#exact-result").textContent(), running);
  assert.match(await page.locator("#exact-status").textContent(), /Cancelled after/);
});

test("a split proof run to the end gives the results table's minimum", async () => {
  const entry = table.find((e) => e.problem === "5x5,k=3,vacant" && e.status === "proven");
  assert.ok(entry, "the table proves 5x5,k=3,vacant");
  await open("#/exact/5x5,k=3,vacant?find=min");
  await waitForStatus(/From the results table/);
  await page.click("#exact-min");
  await waitForText(page, "#exact-result", running);
  await waitForStatus(new RegExp(`Proven: the fewest pieces is ${entry.lower_bound}\\. `));
  assert.match(await page.locator("#exact-result").textContent(), new RegExp(`Fewest pieces: ${entry.lower_bound}`));
  assert.match(await page.locator("#exact-stats").textContent(), /Search: .* nodes, [\d.]+ s here/);
  assert.match(await page.locator("#exact-position").textContent(), /Placement 1 of \d+ listed/);
  assert.equal(await page.locator("#exact-cancel").isVisible(), false);
});

const counting = /(\d+)% of this round \(([\d\u202f]+) solutions? so far: \d+ of \d+ shares in\), [^,]+ nodes at [^,]+\/s, ([\d.]+) s on 2 workers/;

test("a split count shows one bar over the workers, and Cancel stops them all", async () => {
  page = await session.open("#/exact/6x6,k=2?find=all", {}, withCores(2));
  await page.waitForSelector("#exact-page:not([hidden])");
  await waitForText(page, "#exact-result", counting);
  assert.ok(page.workers().length >= 2, `${page.workers().length} workers run`);
  const first = await page.locator("#exact-result").textContent();
  await page.waitForFunction((before) => document.querySelector("#exact-result").textContent !== before, first);
  await page.click("#exact-cancel");
  await waitForStatus(/^Cancelled\.$/);
  assert.equal(await page.locator("#exact-progress").isVisible(), false);
  await page.waitForTimeout(1000);
  assert.doesNotMatch(await page.locator("#exact-result").textContent(), counting);
  assert.equal(await page.locator("#exact-status").textContent(), "Cancelled.");
});

test("a split count run to the end is one run's count", async () => {
  // `chesslab exact count 5x5 --k 2 --max-pieces 9`: 45 solutions, 22 up to symmetry.
  page = await session.open("#/exact/5x5,k=2?find=all&max=9", {}, withCores(2));
  await page.waitForSelector("#exact-page:not([hidden])");
  await waitForStatus(/45 solutions with at most 9 pieces, 22 up to symmetry\./);
  assert.equal(await page.locator("#exact-result").textContent(), "By number of pieces — 8 pieces: 11, 9 pieces: 34");
  assert.match(await page.locator("#exact-stats").textContent(), /Search: .* nodes, [\d.]+ s here/);
  assert.match(await page.locator("#exact-position").textContent(), /Placement 1 of 45 listed/);
  assert.equal(await page.locator("#exact-cancel").isVisible(), false);
});
