// End-to-end: the Exact attack page's proof of the fewest pieces survives a
// reload. Its finished shares are kept in IndexedDB; after the reload the same
// proof goes on where it stopped, says how many shares it kept, and ends with
// the result and node total of one uninterrupted run (made first, in a fresh
// browser context, on the same number of workers).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { browserSession, waitForText, withCores } from "./harness.mjs";
import { $, exact } from "./ids.mjs";

const ARTIFACTS = new URL("./artifacts/", import.meta.url).pathname;

const table = JSON.parse(readFileSync(new URL("../../data/exact-table.json", import.meta.url), "utf8"));

const session = browserSession();
const PROBLEM = "5x5,k=3";
const proven = /Proven: the fewest pieces is \d+\./;

/** The problem, on two workers, and how it opens: once the results table's entry shows. */
const PROBLEM_LINK = `#/exact/${PROBLEM}?find=min`;
const FROM_TABLE = { prepare: withCores(2), shown: exact.PAGE, ready: (page) => waitForText(page, $(exact.STATUS), /From the results table/) };

/** What a finished proof shows: status, result, node total, placements listed. */
async function outcome(page) {
  const text = (selector) => page.locator(selector).textContent();
  const stats = await text($(exact.STATS));
  const nodes = stats.match(/Search: ([\d\s\u202f\u202f]+) nodes/)?.[1].replace(/\D/g, "");
  assert.ok(nodes, stats);
  return { status: await text($(exact.STATUS)), result: await text($(exact.RESULT)), nodes, listed: await text($(exact.POSITION)) };
}

/** The replies kept in the page's IndexedDB store. */
const keptKeys = (page) => page.evaluate(() => new Promise((resolve, reject) => {
  const open = indexedDB.open("chess-puzzle-lab");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const keys = open.result.transaction("exact-proof-shares").objectStore("exact-proof-shares").getAllKeys();
    keys.onsuccess = () => { open.result.close(); resolve(keys.result); };
    keys.onerror = () => reject(keys.error);
  };
}));

test("a proof stopped by a reload goes on where it stopped, with one run's result and nodes", async () => {
  const started = Date.now();
  // One uninterrupted run, in a fresh context: the reference.
  const fresh = await session.open(PROBLEM_LINK, FROM_TABLE);
  const before = Date.now();
  await fresh.click($(exact.MIN));
  await waitForText(fresh, $(exact.STATUS), proven, 60000);
  const whole = await outcome(fresh);
  const wholeSeconds = (Date.now() - before) / 1000;
  // The same search as the results table's (`chesslab exact min 5x5 --k 3`): the same nodes.
  const entry = table.find((e) => e.problem === PROBLEM && e.status === "proven");
  assert.equal(whole.nodes, String(entry.nodes));
  await fresh.context().close();

  // The same proof in another fresh context, stopped by a reload once some caps are in.
  const page = await session.open(PROBLEM_LINK, FROM_TABLE);
  await page.click($(exact.MIN));
  await waitForText(page, $(exact.RESULT), /trying 10 pieces/, 60000);
  const stoppedAt = await page.locator($(exact.RESULT)).textContent();
  const kept = await keptKeys(page);
  assert.ok(kept.length >= 10, `${kept.length} shares kept before the reload`);
  assert.ok(kept.every((key) => key.startsWith(`${PROBLEM} 32 `)), kept[0]);
  // A damaged reply under the problem's keys is refused (and removed), never trusted.
  await page.evaluate((key) => new Promise((resolve) => {
    const open = indexedDB.open("chess-puzzle-lab");
    open.onsuccess = () => {
      const put = open.result.transaction("exact-proof-shares", "readwrite").objectStore("exact-proof-shares")
        .put('{"problem":"5x5,k=3","shares":32,"cap":5,"share":3,"reply":{"total":99', key);
      put.onsuccess = () => { open.result.close(); resolve(); };
    };
  }), `${PROBLEM} 32 5 3`);
  await page.reload();
  await page.waitForSelector(`${$(exact.PAGE)}:not([hidden])`);
  await waitForText(page, $(exact.STATUS), /From the results table/);
  await page.click($(exact.MIN));
  await waitForText(page, $(exact.STATUS), /resumed: \d+ shares kept from an earlier run/);
  const resumed = Number((await page.locator($(exact.STATUS)).textContent()).match(/resumed: (\d+) shares/)[1]);
  assert.ok(resumed >= kept.length - 1, `${resumed} of the ${kept.length} shares kept are resumed`);
  await waitForText(page, $(exact.RESULT), new RegExp(`nodes; resumed: ${resumed} shares kept from an earlier run, then [^,]+ nodes/s for [\\d.]+ s on 2 workers`));
  const line = await page.locator($(exact.RESULT)).textContent();
  // How it reads on a phone and a laptop: the first screen from the status line down.
  await mkdir(ARTIFACTS, { recursive: true });
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await page.locator($(exact.STATUS)).evaluate((status) => status.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `${ARTIFACTS}exact-resumed-${width}.png` });
  }
  await waitForText(page, $(exact.STATUS), proven, 60000);
  const after = await outcome(page);
  assert.deepEqual(after, { ...whole }, "one run's minimum, counts, placements and nodes");
  assert.match(await page.locator($(exact.STATS)).textContent(), new RegExp(`going on from ${resumed} shares kept from an earlier run`));
  assert.deepEqual(await keptKeys(page), [], "a finished proof's shares are forgotten");
  console.log(`# reference ${wholeSeconds.toFixed(1)} s, ${whole.nodes} nodes; stopped at "${stoppedAt}"; ` +
    `${kept.length} shares stored, ${resumed} resumed; line "${line}"; test ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test("without IndexedDB a proof just runs from the start", async () => {
  // As in a browser that refuses storage: reading window.indexedDB throws.
  const page = await session.open("#/exact/4x4,k=2,vacant?find=min", {
    prepare: (page) => page.addInitScript(() => {
      Object.defineProperty(window, "indexedDB", { get: () => { throw new DOMException("refused", "SecurityError"); } });
    }),
    shown: exact.PAGE,
  });
  await page.click($(exact.MIN));
  await waitForText(page, $(exact.STATUS), /Proven: the fewest pieces is \d+\./);
  assert.match(await page.locator($(exact.STATS)).textContent(), /Search: .* nodes, [\d.]+ s here\.$/);
});
