// End-to-end: the Queens page in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, clickSquare, screenshot, waitForText } from "./harness.mjs";
import { $, solo, queens } from "./ids.mjs";

const CSES_SAMPLE = "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........";
const session = browserSession();
let page;

// Opened once the Queens page is shown and Solo's hidden, on Solutions (the page opens on Play,
// which shows none of the solver's controls).
const SHOWN = {
  shown: queens.PAGE,
  ready: async (page) => {
    await page.waitForSelector($(solo.PAGE), { state: "hidden" });
    await page.click($(queens.MODE_SOLUTIONS));
  },
};

const waitForResult = (pattern, timeout) => waitForText(page, $(queens.RESULT), pattern, timeout);

test("N = 10 counts 724 in total and 92 unique", async () => {
  page = await session.open("#/queens/10", SHOWN);
  await page.click($(queens.COUNT));
  await waitForResult(/N = 10: 724 solutions, 92 unique/);
  await page.waitForFunction((selector) => /Solution 1 of 724/.test(document.querySelector(selector).textContent), $(queens.POSITION));
  await page.click($(queens.NEXT));
  await page.click($(queens.NEXT));
  await page.click($(queens.PREVIOUS));
  assert.equal(await page.locator($(queens.POSITION)).textContent(), "Solution 2 of 724");
  await screenshot(page, "queens-10");
});

test("blocking a square changes the count and the link", async () => {
  page = await session.open("#/queens/8", SHOWN);
  await page.click($(queens.COUNT));
  await waitForResult(/N = 8: 92 solutions, 12 unique/);
  // Four of the 92 solutions use the corner a1.
  await clickSquare(page, $(queens.BOARD), "a1", { width: 8, height: 8 });
  await page.waitForURL(/#\/queens\/8\?blocked=8\.1$/);
  await page.click($(queens.COUNT));
  await waitForResult(/N = 8: 88 solutions/);
  await clickSquare(page, $(queens.BOARD), "a1", { width: 8, height: 8 });
  await page.waitForURL(/#\/queens\/8$/);
});

test("the CSES sample board, pasted, counts 65", async () => {
  page = await session.open("#/queens/8", SHOWN);
  await page.fill($(queens.TEXT), CSES_SAMPLE);
  await page.click($(queens.USE_TEXT));
  await page.click($(queens.COUNT));
  await waitForResult(/N = 8: 65 solutions/);
  await page.fill($(queens.TEXT), "...\n.#.\n...");
  await page.click($(queens.USE_TEXT));
  assert.match(await page.locator($(queens.STATUS)).textContent(), /line 2, column 2: '#' is not '\.' or '\*'/);
  assert.equal(await page.locator($(queens.TEXT)).inputValue(), "...\n.#.\n...", "the text stays for correcting");
});

test("a long count shows progress, can be cancelled, and the page answers at once", async () => {
  page = await session.open("#/queens/17", SHOWN);
  await page.click($(queens.COUNT));
  await waitForResult(/% done, [\d\u202f]+ solutions so far/);
  const ping = Date.now();
  await page.evaluate(() => 1 + 1);
  assert.ok(Date.now() - ping < 500, "the main thread is free during the count");
  await page.click($(queens.CANCEL));
  await waitForResult(/Cancelled after/);
  assert.equal(await page.locator($(queens.COUNT)).isEnabled(), true);
  await page.fill($(queens.SIZE), "6");
  await page.press($(queens.SIZE), "Enter");
  await waitForResult(/N = 6: 4 solutions, 1 unique/);
});

test("a count of N = 27, far beyond a session, shows progress that moves within five seconds", async () => {
  page = await session.open("#/queens/27", SHOWN);
  await page.click($(queens.COUNT));
  const start = Date.now();
  const seen = [];
  while (Date.now() - start < 5000) {
    const text = await page.locator($(queens.RESULT)).textContent();
    if (/solutions so far/.test(text) && !seen.includes(text)) seen.push(text);
    await page.waitForTimeout(250);
  }
  assert.ok(seen.length >= 2, `the progress line changed: ${JSON.stringify(seen)}`);
  await page.click($(queens.CANCEL));
  await waitForResult(/Cancelled after/);
});

test("large boards show a placement at once and bad links explain", async () => {
  page = await session.open("#/queens/27", SHOWN);
  await page.waitForFunction((selector) => /Solution 1 of the first 1000|explicit construction/.test(
    document.querySelector(selector).textContent), $(queens.POSITION));
  await page.evaluate(() => { location.hash = "#/queens/30"; });
  await page.waitForFunction((selector) => /'30' is not a board size: N is from 1 to 27/.test(
    document.querySelector(selector).textContent), $(queens.STATUS));
  assert.equal(await page.locator($(queens.SIZE)).inputValue(), "27", "the board stays");
});
