// End-to-end: the app shell — home page, navigation, links of every registered page,
// bad links explained on the page they were meant for, and the app working offline.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browserSession, navigate, screenshot, soloTool, waitForText } from "./harness.mjs";
import { $, coverage, exact, home, pages, queens, site, solo } from "./ids.mjs";

const session = browserSession();

// One row per registered page: a good link, what it shows, a bad link and its message.
// The first test checks this table against the navigation, so a new page must add a row.
const PAGES = [
  {
    name: "solo", title: "Solo Chess", card: /^Every move captures/,
    link: "#/solo/R3/1B2/2N1/3P?rules=solo", shows: [$(solo.BOARD), "aria-label", /Position: R3\/1B2\/2N1\/3P/],
    bad: "#/solo/9/4/4/4", message: /rank 1 from the top is 9 squares wide/,
  },
  {
    name: "queens", title: "Queens", card: /^Place N queens/,
    link: "#/queens/6?blocked=1.1", shows: [$(queens.SIZE), "value", /^6$/],
    bad: "#/queens/99", message: /'99' is not a board size: N is from 1 to 27/,
  },
  {
    name: "coverage", title: "Coverage", card: /^Place eight pieces to attack/,
    link: "#/coverage?pieces=KQN&board=5&bishops=any&goal=min", shows: [$(coverage.PIECES), "value", /^KQN$/],
    bad: "#/coverage?pieces=KQRRBBNNNNN", message: /11 pieces is too many: at most 10/,
  },
  {
    name: "exact", title: "Exact attack", card: /^Place pieces so every square/,
    link: "#/exact/4x4,k=2,vacant?find=min", shows: [$(exact.TEXT), "value", /^4x4,k=2,vacant$/],
    bad: "#/exact/5x5,k=99", message: /A cell cannot be attacked 99 times: the most is 16/,
  },
];

test("index.html preloads the families module for exactly the pages the app does not build", async () => {
  // The app builds Solo (and the home page); src/registry.rs's FAMILY_VIEWS builds the rest. The
  // preload script in index.html names those pages again: this keeps the two lists the same.
  const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
  const named = html.match(/\^#\\\/\(([a-z|]+)\)/)?.[1]?.split("|");
  assert.deepEqual(named, PAGES.map((entry) => entry.name).filter((name) => name !== "solo"));
  const page = await session.open("#/exact/4x4,k=2,vacant", { shown: exact.PAGE });
  const preloaded = await page.evaluate(() => [...document.querySelectorAll("link[rel=preload]")].map((link) => link.getAttribute("href")));
  assert.ok(preloaded.includes("./families_bg.wasm"), `preloaded: ${preloaded}`);
});

const visible = (page, selector) => page.locator(selector).isVisible();
async function shows(page, [selector, attribute, pattern]) {
  await page.waitForFunction(
    ({ selector, attribute, source }) => {
      const element = document.querySelector(selector);
      const value = attribute === "value" ? element?.value : element?.getAttribute(attribute);
      return new RegExp(source).test(value ?? "");
    },
    { selector, attribute, source: pattern.source },
  );
}

test("the home page shows a card per page, and the navigation lists the same pages", async () => {
  const page = await session.open("#/", { shown: home.PAGE });
  const cards = await page.locator(".card h2").allTextContents();
  const nav = await page.locator(`${$(site.PAGES)} a`).allTextContents();
  assert.deepEqual(cards, nav);
  assert.deepEqual(nav, PAGES.map((entry) => entry.title), "every registered page has a row in this test");
  for (const entry of PAGES) {
    assert.equal(await page.locator($(home[`PREVIEW_${entry.name.toUpperCase()}`])).count(), 1, "a board picture per card");
    // Each card invites to the puzzle its page opens on (Play), not to watch a solver.
    const words = await page.locator(`${$(home[`CARD_${entry.name.toUpperCase()}`])} p`).textContent();
    assert.match(words, entry.card);
    assert.doesNotMatch(words, /\bwatch\b/i);
  }
  assert.equal(await page.title(), "Chess Puzzle Lab");
  await screenshot(page, "home");
  await page.click($(home.CARD_SOLO));
  await page.waitForSelector(`${$(solo.PAGE)}:not([hidden])`);
  assert.equal(await visible(page, $(home.PAGE)), false);
});

test("the bare address and index.html draw the home page's pictures, as #/ does", async () => {
  for (const address of ["", "index.html", "#/"]) {
    const page = await session.open(address, { shown: home.PAGE });
    for (const entry of PAGES) {
      // A drawn picture has pixels that are not transparent (a blank canvas has none).
      await page.waitForFunction((id) => {
        const canvas = document.getElementById(id);
        const pixels = canvas?.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        return pixels.some((value, index) => index % 4 === 3 && value > 0);
      }, home[`PREVIEW_${entry.name.toUpperCase()}`], { timeout: 5000 });
    }
    await session.page.close();
  }
});

test("every page opens by its link and by the navigation", async () => {
  for (const entry of PAGES) {
    const page = await session.open(entry.link, { shown: pages[entry.name].PAGE });
    await shows(page, entry.shows);
    assert.equal(await page.title(), `Chess Puzzle Lab — ${entry.title}`);
    for (const other of PAGES) {
      await navigate(page, other.name);
      await page.waitForSelector(`${$(pages[other.name].PAGE)}:not([hidden])`);
      assert.equal(await page.locator($(site.PAGES)).isVisible(), false, "the menu closes once a page is chosen");
      assert.equal(await page.getAttribute(`${$(site.PAGES)} a[href="#/${other.name}"]`, "aria-current"), "page");
      const shown = await page.locator("main > section:not([hidden])").count();
      assert.equal(shown, 1, "one page at a time");
    }
    // Back on the page the link named, it still shows what the link opened.
    await navigate(page, entry.name);
    await shows(page, entry.shows);
    await page.click(".brand");
    await page.waitForSelector(`${$(home.PAGE)}:not([hidden])`);
    await session.page.close();
  }
});

test("a bad link for each page shows that page with its message", async () => {
  for (const entry of PAGES) {
    const page = await session.open(entry.bad, { shown: pages[entry.name].PAGE });
    await waitForText(page, $(pages[entry.name].STATUS), entry.message);
    assert.equal(await page.getAttribute($(pages[entry.name].STATUS), "data-tone"), "error");
    // The message stays until the player acts: no first-visit search comes to replace it.
    await page.waitForTimeout(500);
    assert.match(await page.textContent($(pages[entry.name].STATUS)), entry.message);
    await screenshot(page, `bad-link-${entry.name}`);
    await session.page.close();
  }
  const page = await session.open("#/?rules=solo");
  await waitForText(page, $(home.STATUS), /unknown setting 'rules'/);
  await page.evaluate(() => { location.hash = "#/chess"; });
  await waitForText(page, $(home.STATUS), /unknown page 'chess'/);
  await page.evaluate(() => { location.hash = "#/"; });
  await page.waitForSelector($(home.STATUS), { state: "hidden" });
});

test("a visit to Solo never fetches the families module; a failed fetch of it is said on the home page", async () => {
  const requested = [];
  let page = await session.open("#/solo", { prepare: (page) => page.on("request", (request) => requested.push(request.url())) });
  await waitForText(page, $(solo.STATUS), /./);
  await page.click(".brand");
  await page.waitForSelector(`${$(home.PAGE)}:not([hidden])`);
  await page.waitForTimeout(500);
  assert.deepEqual(requested.filter((url) => /\/families/.test(url)), [], "Solo and home need only the app's wasm");
  await session.page.close();
  // Queens, Coverage and Exact are in the families module: without it, the home page says why.
  page = await session.open("#/queens", { prepare: (page) => page.route("**/families_bg.wasm", (route) => route.abort()) });
  await waitForText(page, $(home.STATUS), /This page could not be loaded .*check the connection/);
  assert.equal(await visible(page, $(home.PAGE)), true);
  assert.equal(await page.locator($(queens.PAGE)).count(), 0);
});

test("after one visit the app opens and every solver runs with the network off", async () => {
  const page = await session.open("#/", { options: { serviceWorkers: "allow" } });
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  }, null, { timeout: 20000 });
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector(`${$(home.PAGE)}:not([hidden])`);
  await navigate(page, "solo");
  await soloTool(page, solo.COUNT);
  await waitForText(page, $(solo.STATUS), / to win; /);
  await navigate(page, "queens");
  await page.click($(queens.MODE_SOLUTIONS));
  await page.fill($(queens.SIZE), "8");
  await page.press($(queens.SIZE), "Enter");
  await waitForText(page, $(queens.RESULT), /N = 8: 92 solutions, 12 unique/);
  await page.waitForFunction((selector) => /Solution 1 of 92/.test(document.querySelector(selector).textContent), $(queens.POSITION));
  await screenshot(page, "offline-queens");
  await page.context().setOffline(false);
});
