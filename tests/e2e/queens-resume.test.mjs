// End-to-end: a long Queens count (N ≥ 18) survives a reload. Its finished shares
// are kept in IndexedDB; after the reload, Count goes on from them (the bar does not
// start at 0, the line says how many were kept), Cancel keeps them for the next Count,
// a damaged stored reply is refused, and the count that goes on from kept shares ends
// with one run's total and unique count (OEIS A000170, A002562), then forgets them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, screenshot, waitForText, withCores } from "./harness.mjs";
import { $, queens } from "./ids.mjs";

const session = browserSession();
const STORE = "queens-count-shares";

// The replies of shares 0 to 13 of the 18×18 count dealt in 16 shares (two workers), made by
// `chesslab queens parts 18 --shares 16 | chesslab part` (about a minute on one core). The page
// deals the same shares: with these kept it runs only shares 14 and 15.
const KEPT_18 = [
  "part=0/16 split=1457 total=40313168 unique=5039254",
  "part=1/16 split=1457 total=42291784 unique=5286616",
  "part=2/16 split=1457 total=41154316 unique=5144443",
  "part=3/16 split=1457 total=39854616 unique=4981930",
  "part=4/16 split=1457 total=41370492 unique=5171467",
  "part=5/16 split=1457 total=41150796 unique=5144008",
  "part=6/16 split=1457 total=41122768 unique=5140486",
  "part=7/16 split=1457 total=41405760 unique=5175854",
  "part=8/16 split=1457 total=42895488 unique=5362067",
  "part=9/16 split=1457 total=41744728 unique=5218263",
  "part=10/16 split=1457 total=41409208 unique=5176275",
  "part=11/16 split=1457 total=42579360 unique=5322567",
  "part=12/16 split=1457 total=41526448 unique=5190953",
  "part=13/16 split=1457 total=41741924 unique=5217893",
].map((fields, share) => [`18 16 ${share}`, `queens-reply v1 18 ${fields}`]);

/** Runs `change(store)` on the page's store of kept counts and resolves to its request's result. */
const onStore = (page, mode, change) => page.evaluate(({ name, mode, change }) => new Promise((resolve, reject) => {
  const open = indexedDB.open("chess-puzzle-lab");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const transaction = open.result.transaction(name, mode);
    const request = new Function("store", change)(transaction.objectStore(name));
    transaction.oncomplete = () => { open.result.close(); resolve(request?.result); };
    transaction.onerror = () => reject(transaction.error);
  };
}), { name: STORE, mode, change });

/** The keys kept. */
const keptKeys = (page) => onStore(page, "readonly", "return store.getAllKeys();");

/** How the 18×18 board opens here: on two workers (16 shares), on Solutions. */
const TWO_WORKERS = { prepare: withCores(2), shown: queens.PAGE, ready: (page) => page.click($(queens.MODE_SOLUTIONS)) };

const result = (page) => page.locator($(queens.RESULT)).textContent();
const bar = async (page) => Number(await page.locator($(queens.PROGRESS)).getAttribute("value"));

test("a count of N = 18 stopped by a reload goes on from its kept shares, to one run's total", async () => {
  const started = Date.now();
  const page = await session.open("#/queens/18", TWO_WORKERS);
  await page.click($(queens.COUNT));
  await waitForText(page, $(queens.RESULT), /% done/);
  // Until both workers have finished a share (about 12 s on two cores).
  let kept = [];
  for (const waitUntil = Date.now() + 40000; kept.length < 2; await page.waitForTimeout(250)) {
    assert.ok(Date.now() < waitUntil, `two shares kept within 40 s: ${JSON.stringify(kept)}`);
    kept = await keptKeys(page);
  }
  assert.ok(kept.every((key) => /^18 16 \d+$/.test(key)), JSON.stringify(kept));
  const before = await result(page);

  await page.reload();
  await page.waitForSelector(`${$(queens.PAGE)}:not([hidden])`);
  await page.click($(queens.MODE_SOLUTIONS));
  await page.click($(queens.COUNT));
  await waitForText(page, $(queens.RESULT), /resumed: \d+ shares kept from an earlier run/);
  const line = await result(page);
  const resumed = Number(line.match(/resumed: (\d+) shares/)[1]);
  assert.ok(resumed >= kept.length, `${resumed} of the ${kept.length} shares kept are resumed: ${line}`);
  assert.ok(await bar(page) >= resumed / 16 - 1e-9, "the bar goes on from the kept shares, not from 0");
  assert.ok(Number(line.match(/^(\d+)% done/)[1]) >= Math.floor((100 * resumed) / 16), line);
  await screenshot(page, "queens-resumed");

  // Cancel keeps them for the next Count.
  await page.click($(queens.CANCEL));
  await waitForText(page, $(queens.RESULT), /finished shares? of 16 kept: Count goes on from them\./);
  assert.ok((await keptKeys(page)).length >= resumed, "a cancelled count's shares stay");

  // Fourteen shares kept (as a longer run would have left them) and a damaged one: the count
  // runs the last two and ends with one run's numbers.
  const damaged = ["18 16 15", "queens-reply v1 18 part=15/16 split=1457 total=99999999999999999999 unique=1"];
  await onStore(page, "readwrite", `store.clear(); for (const [key, text] of ${JSON.stringify([...KEPT_18, damaged])}) store.put(text, key);`);
  await page.click($(queens.COUNT));
  await waitForText(page, $(queens.RESULT), /resumed: 14 shares kept from an earlier run/);
  assert.ok(await bar(page) >= 14 / 16 - 1e-9);
  await waitForText(page, $(queens.RESULT), /N = 18:/, 40000);
  assert.match(await result(page),
    /^N = 18: 666\u202f090\u202f624 solutions, 83\u202f263\u202f591 unique \([\d.]+ s; going on from 14 of 16 shares kept from an earlier run\)$/);
  assert.deepEqual(await keptKeys(page), [], "a finished count's shares are forgotten");
  console.log(`# kept ${kept.length} before the reload ("${before}"); resumed ${resumed}: "${line}"; ` +
    `test ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test("a database of the first version, with an Exact proof's shares, is upgraded and keeps them", async () => {
  const page = await session.open("#/queens/18", TWO_WORKERS);
  // As an earlier version of the page left it: version 1, the Exact store, one kept share.
  await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open("chess-puzzle-lab", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("exact-proof-shares");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction("exact-proof-shares", "readwrite");
      transaction.objectStore("exact-proof-shares").put("a kept reply", "5x5,k=3 32 5 3");
      transaction.oncomplete = () => { open.result.close(); resolve(); };
    };
  }));
  // Count opens the database at the new version: the Queens store is made.
  await page.click($(queens.COUNT));
  await waitForText(page, $(queens.RESULT), /% done/);
  await page.click($(queens.CANCEL));
  const after = await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open("chess-puzzle-lab");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const database = open.result;
      const request = database.transaction("exact-proof-shares").objectStore("exact-proof-shares").getAllKeys();
      request.onsuccess = () => {
        const seen = { version: database.version, stores: [...database.objectStoreNames].sort(), exact: request.result };
        database.close();
        resolve(seen);
      };
    };
  }));
  assert.deepEqual(after, { version: 2, stores: ["exact-proof-shares", "queens-count-shares"], exact: ["5x5,k=3 32 5 3"] });
});
