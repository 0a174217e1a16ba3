// End-to-end: the rough edges a player met on the Solo page (issue 50, item 5) that only a
// browser shows — where the keyboard goes, Esc on the win card, one primary button, the Tools
// menu's keys, the packs page's layout shift, the clock on another page, and a quiet console.
// The page model's side of each is tested natively (crates/pages/src/solo/tests/edges.rs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, clickSquare, navigate, soloDrawn, waitForText } from "./harness.mjs";
import { $, solo } from "./ids.mjs";

const session = browserSession();
let page;

/** Collects the page's console errors and warnings, from before it loads. */
function consoleOf(messages) {
  return (page) => page.on("console", (message) => {
    // Playwright's own blocking of the service worker (the harness asks it to) is no fault of the page.
    if (/Service Worker registration blocked by Playwright/.test(message.text())) return;
    if (["error", "warning"].includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
}

const focused = () => page.evaluate(() => document.activeElement?.id ?? "");
const primaries = () => page.evaluate(() =>
  [...document.querySelectorAll("#solo-page .primary")].filter((element) => element.getClientRects().length > 0).map((element) => element.id));

test("Hint keeps the keyboard; Esc closes the win card; one primary button at a time", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  assert.deepEqual(await primaries(), [solo.NEW_OPEN]);
  await page.focus($(solo.HINT));
  await page.keyboard.press("Enter");
  await waitForText(page, $(solo.STATUS), /^Hint: move the/);
  assert.equal(await focused(), solo.HINT, "the keyboard stays on Hint while its search runs and after");
  for (const [from, to] of [["c4", "c3"], ["a2", "c3"], ["c3", "b1"]]) {
    await clickSquare(page, $(solo.BOARD), from);
    await clickSquare(page, $(solo.BOARD), to);
  }
  await page.locator($(solo.WIN)).waitFor({ state: "visible" });
  assert.equal(await focused(), solo.NEXT);
  assert.deepEqual(await primaries(), [solo.NEXT], "Next puzzle alone is primary");
  await page.keyboard.press("Escape");
  await page.locator($(solo.WIN)).waitFor({ state: "hidden" });
  assert.equal(await focused(), solo.AFTER_NEXT, "the keyboard goes on to Next puzzle beside the board");
  assert.deepEqual(await primaries(), [solo.AFTER_NEXT]);
});

test("the Tools menu's arrow keys move between its items and log nothing", async () => {
  const messages = [];
  page = await session.open("#/solo", { ready: soloDrawn, prepare: consoleOf(messages) });
  await page.click($(solo.MENU_BUTTON));
  await page.waitForFunction((id) => document.activeElement?.id === id, solo.AUTO);
  await page.keyboard.press("ArrowDown");
  assert.equal(await focused(), solo.COUNT);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("End");
  assert.equal(await focused(), solo.ABOUT_OPEN);
  assert.deepEqual(messages, []);
});

test("a pack's page opened by its link on a laptop shifts by 0.05 at most (CLS)", async () => {
  page = await session.open("#/solo/pack/solo", {
    options: { viewport: { width: 1280, height: 800 } },
    prepare: (page) => page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    }),
    ready: soloDrawn,
  });
  await page.locator(`${$(solo.PACK_LEVELS)} .tile`).first().waitFor();
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => window.layoutShift);
  console.log(`packs page CLS: ${shift.toFixed(3)}`);
  assert.ok(shift <= 0.05, `CLS ${shift}`);
});

test("a puzzle's clock stands still on another page and in a hidden tab", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  await clickSquare(page, $(solo.BOARD), "c4");
  await clickSquare(page, $(solo.BOARD), "c3");
  await navigate(page, "queens");
  await page.waitForTimeout(3500);
  await navigate(page, "solo");
  await soloDrawn(page);
  assert.match(await page.locator($(solo.CLOCK)).textContent(), /^1 move · 0:0[01]$/, "the time on Queens is not counted");
  const setHidden = (hidden) => page.evaluate((hidden) => {
    Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
  await setHidden(true);
  await page.waitForTimeout(3500);
  await setHidden(false);
  assert.match(await page.locator($(solo.CLOCK)).textContent(), /^1 move · 0:0[0-2]$/, "nor the time in a hidden tab");
});

for (const fragment of ["#/solo", "#/solo/pack/solo", "#/solo/pack/solo-1", "#/solo/challenge", "#/solo/daily"]) {
  test(`${fragment} loads with no console error or warning`, async () => {
    const messages = [];
    page = await session.open(fragment, { ready: soloDrawn, prepare: consoleOf(messages) });
    // The searches' workers have started (the challenge and the daily make their puzzle in one).
    await page.waitForFunction((id) => !/…$/.test(document.getElementById(id)?.textContent ?? ""), solo.PLAYING);
    await page.waitForTimeout(500);
    assert.deepEqual(messages, []);
  });
}
