// End-to-end: the Exact attack page in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browserSession, clickSquare, screenshot, waitForText } from "./harness.mjs";
import { $, exact } from "./ids.mjs";

const table = JSON.parse(readFileSync(new URL("../../data/exact-table.json", import.meta.url), "utf8"));

const session = browserSession();
let page;

// The page opens on Play (tests/e2e/exact-play.test.mjs); these tests are the solver's.
const solver = (options) => ({
  options, shown: exact.PAGE, ready: async (page, fragment) => { if (!/find=/.test(fragment)) await page.click($(exact.MODE_SOLUTIONS)); },
});

const waitForStatus = (pattern, timeout = 60000) => waitForText(page, $(exact.STATUS), pattern, timeout);
const boardLabel = () => page.getAttribute($(exact.BOARD), "aria-label");

test("fewest pieces on 4x4, k = 2: proven in the worker, browsed with the counts drawn", async () => {
  page = await session.open("#/exact/4x4,k=2?find=min", solver());
  await page.click($(exact.MIN));
  await waitForStatus(/Proven: the fewest pieces is 6\. 20 placements with 6 pieces, 4 up to symmetry/);
  assert.match(await page.locator($(exact.RESULT)).textContent(), /Fewest pieces: 6/);
  assert.match(await page.locator($(exact.STATS)).textContent(), /Search: .* nodes, [\d.]+ s here/);
  assert.match(await page.locator($(exact.POSITION)).textContent(), /Placement 1 of 20 listed/);
  const first = await boardLabel();
  await page.click($(exact.NEXT));
  assert.match(await page.locator($(exact.POSITION)).textContent(), /Placement 2 of 20/);
  assert.notEqual(await boardLabel(), first, "the board shows the next placement");
  await page.waitForURL(/#\/exact\/4x4,k=2\?find=min$/);
  await screenshot(page, "exact-4x4-k2");
});

test("all solutions with a piece cap; a bad cap and a bad problem text are explained and kept", async () => {
  page = await session.open("#/exact/3x3,k=1?find=all&max=3", solver());
  await waitForStatus(/48 solutions with at most 3 pieces/);
  assert.match(await page.locator($(exact.RESULT)).textContent(), /2 pieces: 12, 3 pieces: 36/);
  await page.fill($(exact.MAX), "0");
  await page.click($(exact.ALL_SOLUTIONS));
  await waitForStatus(/Cannot count: '0' is not a piece count from 1 to 64/);
  assert.equal(await page.locator($(exact.MAX)).inputValue(), "0");
  await page.fill($(exact.TEXT), "3x3,k=1,pieces=QX");
  await page.click($(exact.OPEN));
  await waitForStatus(/Cannot read the problem: 'X' is not a piece letter/);
  assert.equal(await page.locator($(exact.TEXT)).inputValue(), "3x3,k=1,pieces=QX");
});

test("the form and clicks shape the board: size, mode, pieces, a cell switched off, a per-cell count", async () => {
  page = await session.open("#/exact", solver());
  await page.selectOption($(exact.COLUMNS), "3");
  await page.selectOption($(exact.ROWS), "2");
  await page.fill($(exact.K), "1");
  await page.dispatchEvent($(exact.K), "change");
  await page.selectOption($(exact.MODE), "vacant");
  await page.uncheck($(exact.PAWN));
  assert.equal(await page.locator($(exact.TEXT)).inputValue(), "3x2,k=1,vacant,pieces=KQRBN");
  await clickSquare(page, $(exact.BOARD), "b2", { width: 3, height: 2 });
  assert.equal(await page.locator($(exact.TEXT)).inputValue(), "3x2,cells=1-1/111,vacant,pieces=KQRBN");
  await page.selectOption($(exact.TOOL), "set");
  await page.fill($(exact.K), "2");
  await clickSquare(page, $(exact.BOARD), "a1", { width: 3, height: 2 });
  assert.equal(await page.locator($(exact.TEXT)).inputValue(), "3x2,cells=1-1/211,vacant,pieces=KQRBN");
  for (const id of [exact.KING, exact.QUEEN, exact.ROOK, exact.BISHOP]) await page.uncheck($(id));
  assert.equal(await page.locator($(exact.TEXT)).inputValue(), "3x2,cells=1-1/211,vacant,pieces=N");
  await page.locator($(exact.KNIGHT)).click();
  await waitForStatus(/Cannot change the board: no piece is allowed/);
  assert.equal(await page.isChecked($(exact.KNIGHT)), true, "the refused change is undone on the form");
  await page.click($(exact.MIN));
  await waitForStatus(/Proven: the fewest pieces is \d+|No placement of the allowed pieces/);
  await page.waitForURL(/#\/exact\/3x2,cells=1-1\/211,vacant,pieces=N\?find=min$/);
});

test("the results table opens a proven minimum at once, and a long search can be cancelled", async () => {
  page = await session.open("#/exact", solver());
  const cells = await page.locator(`${$(exact.TABLE)} button.entry`).count();
  const onTheBoard = table.filter((entry) => entry.width <= 8 && entry.height <= 8).length;
  assert.equal(cells, onTheBoard, "every entry of Friedman's and Rennhak's tables but the boards beyond 8×8");
  assert.equal(await page.locator(`${$(exact.TABLE)} table.exact-grid`).count(), 3, "every cell, vacant cells, Rennhak's 4×n");
  await page.click(`${$(exact.TABLE)} button[data-problem="5x5,k=2"]`);
  await waitForStatus(/From the results table: the fewest is 8 pieces, proven in [\d.]+ s \(native\)/);
  assert.equal(await page.locator($(exact.TEXT)).inputValue(), "5x5,k=2");
  assert.match(await boardLabel(), /Exact attack board: [KQRBNP1-5\/]+$/);
  await page.waitForURL(/#\/exact\/5x5,k=2\?find=min$/);
  await screenshot(page, "exact-results");
  await page.selectOption($(exact.COLUMNS), "7");
  await page.selectOption($(exact.ROWS), "7");
  await page.click($(exact.ALL_SOLUTIONS));
  await waitForText(page, $(exact.RESULT), /% of this round/);
  await page.click($(exact.CANCEL));
  await waitForStatus(/Cancelled/);
  assert.equal(await page.locator($(exact.CANCEL)).isVisible(), false);
  // Changing the board while a search runs stops it: its answer would be for another problem.
  await page.click($(exact.ALL_SOLUTIONS));
  await waitForText(page, $(exact.RESULT), /% of this round/);
  await page.selectOption($(exact.ROWS), "6");
  assert.equal(await page.locator($(exact.CANCEL)).isVisible(), false);
  assert.equal(await page.locator($(exact.PROGRESS)).isVisible(), false);
  assert.equal(await page.locator($(exact.TEXT)).inputValue(), "7x6,k=2");
});

test("a number of the results table opens its placement on the board, proven or bounded", async () => {
  page = await session.open("#/exact", solver());
  const proven = table.find((entry) => entry.problem === "4x4,k=2,vacant");
  const bounded = table.find((entry) => entry.status === "bounded" && entry.example);
  for (const entry of [proven, bounded].filter(Boolean)) {
    const button = page.locator(`${$(exact.TABLE)} button[data-problem="${entry.problem}"]`);
    // A bound breaks only after its comma (no-break spaces after the signs).
    assert.equal(await button.textContent(), entry.status === "proven" ? String(entry.lower_bound)
      : `≥\u00a0${entry.lower_bound}, ≤\u00a0${entry.upper_bound}`);
    await button.click();
    assert.equal(await boardLabel(), `Exact attack board: ${entry.example}`);
    assert.equal(await page.locator($(exact.TEXT)).inputValue(), entry.problem);
    await waitForStatus(/From the results table/);
  }
  assert.match(await page.locator($(exact.RESULT)).textContent(), /At least \d+ pieces, at most \d+|Fewest pieces/);
});

test("the entries beyond the page's 8×8 board open a drawing of their own size", async () => {
  page = await session.open("#/exact", solver({ viewport: { width: 1280, height: 800 } }));
  for (const problem of ["9x9,k=1", "9x4,k=1"]) {
    const entry = table.find((e) => e.problem === problem);
    assert.ok(entry && entry.example, `${problem} has a placement`);
    // Proven by the 128-cell search (9×4), or bounded where its node limit stopped it (9×9).
    const label = entry.proven
      ? new RegExp(`^${entry.lower_bound}$`)
      : new RegExp(`^≥\\s${entry.lower_bound}, ≤\\s${entry.upper_bound}$`);
    const details = page.locator(`${$(exact.TABLE)} details.wide-entry`)
      .filter({ has: page.locator("summary", { hasText: label }) });
    const summary = details.locator("summary");
    assert.equal(await details.count(), 1, problem);
    // Set in italics like the other bounded entries, unless proven.
    assert.equal(await details.getAttribute("data-open"), entry.proven ? null : "", problem);
    assert.equal(await details.locator("table.wide-board").isVisible(), false, "closed at first");
    await summary.first().click();
    const board = details.locator("table.wide-board");
    assert.ok(await board.isVisible());
    const rows = await board.locator("tr").count();
    const columns = await board.locator("tr").first().locator("td").count();
    assert.deepEqual([columns, rows], [entry.width, entry.height], problem);
    assert.equal(await board.locator("td.piece").count(), entry.upper_bound);
    assert.equal(await board.locator("td.count").filter({ hasNotText: "1" }).count(), 0, "each empty cell attacked once");
    assert.match(await board.locator("caption").textContent(), new RegExp(`a placement of ${entry.upper_bound} pieces`));
    if (problem === "9x9,k=1") {
      await board.scrollIntoViewIfNeeded();
      await screenshot(page, "exact-wide-9x9");
    }
  }
});

test("the page and its results table fit a phone screen", async () => {
  page = await session.open("#/exact/5x4,cells=2-222/22222/22232/22222,vacant?find=min", solver({ viewport: { width: 375, height: 740 } }));
  await waitForStatus(/Proven: the fewest pieces is 5/);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= 375, `no sideways scrolling (${scrollWidth})`);
  await screenshot(page, "exact-phone");
});

test("on a laptop the tables take the page's width and the vacant-cell table is whole", async () => {
  page = await session.open("#/exact", solver({ viewport: { width: 1280, height: 800 } }));
  await page.waitForSelector(`${$(exact.TABLE)} table.exact-grid`);
  const fits = await page.evaluate((selector) => [...document.querySelectorAll(selector)].map((table) => ({
    caption: table.caption?.textContent ?? "",
    right: Math.round(table.getBoundingClientRect().right),
    columns: table.rows[0].cells.length,
  })), `${$(exact.TABLE)} table.exact-grid`);
  const vacant = fits.find((entry) => /vacant/.test(entry.caption));
  assert.equal(vacant.columns, 17, "n and k = 1 to 16");
  for (const entry of fits) {
    assert.ok(entry.right <= 1280, `${entry.caption} ends at ${entry.right} px, inside the window`);
  }
  const column = await page.locator(`${$(exact.PAGE)} .board-column`).boundingBox();
  const tables = await page.locator(`${$(exact.PAGE)} .exact-results`).boundingBox();
  assert.ok(tables.width > column.width * 1.5, "wider than the board's column");
  await page.locator(`${$(exact.PAGE)} .exact-results`).scrollIntoViewIfNeeded();
  await screenshot(page, "exact-tables-laptop");
});
