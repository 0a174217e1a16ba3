// Shared end-to-end helpers: a static server for dist/ and a headless Debian Chromium.
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { before, after, afterEach } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import { $, solo, site } from "./ids.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};

/** Serves `dir` on a free loopback port; resolves to { url, close }. */
export async function serve(dir) {
  const server = createServer(async (request, response) => {
    try {
      const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
      const file = join(dir, path.endsWith("/") ? `${path}index.html` : path);
      const body = await readFile(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end("not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Starts headless Chromium with the flags this machine needs. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--no-first-run", "--disable-sync"],
  });
}

/** Clicks the centre of square `name` (e.g. "c4") on the board canvas `selector`. */
export async function clickSquare(page, selector, name, size = { width: 4, height: 4 }) {
  await page.mouse.click(...(await squarePoint(page, selector, name, size)));
}

/** The page coordinates of square `name`'s centre on the board `selector` of `size` squares. */
export async function squarePoint(page, selector, name, size = { width: 4, height: 4 }) {
  const box = await page.locator(selector).boundingBox();
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1)) - 1;
  return [box.x + ((file + 0.5) * box.width) / size.width, box.y + ((size.height - 1 - rank + 0.5) * box.height) / size.height];
}

/** The page coordinates of the centre of the element `selector`, scrolled into view. */
export async function centreOf(page, selector) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  const box = await page.locator(selector).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Drags from the point `from` to the point `to` ([x, y] each) with the mouse, or with a finger when `touch`. */
export async function drag(page, from, to, { touch = false, steps = 10 } = {}) {
  if (!touch) {
    await page.mouse.move(...from);
    await page.mouse.down();
    await page.mouse.move(...to, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const send = (type, [x, y]) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await send("touchStart", from);
  for (let step = 1; step <= steps; step += 1) {
    await send("touchMove", [from[0] + ((to[0] - from[0]) * step) / steps, from[1] + ((to[1] - from[1]) * step) / steps]);
  }
  await send("touchEnd", to);
  await cdp.detach();
}

/** Saves a screenshot under tests/e2e/artifacts. */
export async function screenshot(page, name) {
  const dir = new URL("./artifacts/", import.meta.url).pathname;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * Registers the hooks of one test file: a server for dist/ and a browser for the
 * whole file; after each test, a screenshot if it failed, a check that the page
 * threw no uncaught error, and the page closed. `session.open(fragment, how)` opens a page.
 */
export function browserSession() {
  const session = { server: undefined, browser: undefined, page: undefined, errors: [] };
  before(async () => {
    session.server = await serve(new URL("../../dist/", import.meta.url).pathname);
    session.browser = await launch();
  });
  after(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  afterEach(async (context) => {
    const { page, errors } = session;
    if (!page) return;
    session.page = undefined;
    if (context.passed === false) await screenshot(page, `failed-${context.name.replace(/\W+/g, "-")}`);
    await page.close();
    assert.deepEqual(errors, [], "no uncaught errors in the page");
  });
  /**
   * Opens `fragment` in a new page, `session.page`, and waits until the test may begin. `how` may give:
   * - `options`: Playwright's options for the page (viewport, colorScheme, hasTouch…);
   * - `prepare(page)`: what runs before the page loads (an init script, a route, a listener);
   * - `context`: true for a browser context of its own (axe-core's runner wants one);
   * - `shown`: the id of the page section to wait for, shown (`queens.PAGE`);
   * - `ready(page, fragment)`: what else to wait for, or do, once it is shown (`soloDrawn`);
   * - `pause`: milliseconds to wait last (the piece images load: screenshots show pieces).
   * Service workers are blocked unless `options` allows them (the offline test does):
   * requests they answer from their cache would bypass `page.route`.
   */
  session.open = async (fragment, { options = {}, prepare, context = false, shown, ready, pause = 0 } = {}) => {
    const settings = { viewport: { width: 1100, height: 900 }, serviceWorkers: "block", ...options };
    const page = await (context ? (await session.browser.newContext(settings)).newPage() : session.browser.newPage(settings));
    session.page = page;
    session.errors = [];
    page.on("pageerror", (error) => session.errors.push(error.message));
    await prepare?.(page);
    await page.goto(session.server.url + fragment);
    if (shown) await page.waitForSelector(`${$(shown)}:not([hidden])`);
    await ready?.(page, fragment);
    if (pause) await page.waitForTimeout(pause);
    return page;
  };
  return session;
}

/** Makes `page`, before it loads, report `cores` cores, so its split searches use that many workers. */
export function withCores(cores) {
  return (page) => page.addInitScript((count) => {
    Object.defineProperty(navigator, "hardwareConcurrency", { get: () => count });
  }, cores);
}

/** Waits until the text of `selector` matches `pattern`. */
export async function waitForText(page, selector, pattern, timeout = 20000) {
  await page.waitForFunction(
    ({ selector, source }) => new RegExp(source).test(document.querySelector(selector)?.textContent ?? ""),
    { selector, source: pattern.source },
    { timeout },
  );
}

/** Waits until the Solo page's status line speaks of the puzzle: not empty, and no pack on its way. */
export async function soloSettled(page) {
  await page.waitForFunction((selector) => /^(?!Opening the .* pack…)\S/.test(document.querySelector(selector)?.textContent ?? ""), $(solo.STATUS));
}

/** A `ready` for `session.open`: the Solo page's status line speaks of the puzzle, and its piece images have loaded. */
export async function soloDrawn(page) {
  await soloSettled(page);
  // The piece images have loaded, so screenshots show pieces rather than letters.
  await page.waitForTimeout(300);
}

/** A `ready` for `session.open`: the text of `selector` is not empty. */
export const hasText = (selector) => (page) =>
  page.waitForFunction((selector) => document.querySelector(selector)?.textContent.length > 0, selector);

/** Follows the navigation to page `name` (the "Puzzles" menu, then its link). */
export async function navigate(page, name) {
  await page.click($(site.PAGES_BUTTON));
  await page.click(`${$(site.PAGES)} a[href="#/${name}"]`);
}

/** Chooses the item with id `item` in the Solo page's Tools menu. */
export async function soloTool(page, item) {
  await page.click($(solo.MENU_BUTTON));
  await page.click($(item));
}

/**
 * Opens "Your progress" from the Tools menu and waits until it is drawn: the page's second
 * module draws it, and loads the first time the panel opens.
 */
export async function openProgress(page) {
  await soloTool(page, solo.RECORD_OPEN);
  await page.waitForFunction((id) => !/^Loading/.test(document.getElementById(id).textContent), solo.RATING_LINE);
}

/**
 * Opens the Solo page's New puzzle dialog and fills it in: `choices` may set
 * `rules`, `size`, `level`, `pieces` and `unique`; the rest stays as the dialog opens.
 */
export async function fillNewPuzzle(page, choices = {}) {
  await page.click($(solo.NEW_OPEN));
  await page.locator($(solo.NEW_DIALOG)).waitFor();
  if (choices.rules) await page.selectOption($(solo.NEW_RULES), choices.rules);
  if (choices.size) await page.selectOption($(solo.SIZE), String(choices.size));
  if (choices.level) await page.selectOption($(solo.LEVEL), choices.level);
  if (choices.pieces !== undefined) await page.fill($(solo.PIECES), String(choices.pieces));
  if (choices.unique !== undefined) await page.setChecked($(solo.UNIQUE), choices.unique);
}

/** Makes a new Solo puzzle through the New puzzle dialog (see `fillNewPuzzle`). */
export async function makeNewPuzzle(page, choices = {}) {
  await fillNewPuzzle(page, choices);
  await page.click($(solo.NEW));
}

/** axe-core's WCAG 2.1 A and AA rules on the page as it is now: one line per violation. */
export async function audit(page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * Runs `action` while Chromium traces, and resolves to the page's main-thread tasks of at least
 * 1 ms as `{ wall, cpu }` milliseconds. A task's CPU time is the work the page gave that thread;
 * its wall time also holds the time the thread waited for a core. On this 2-core machine a
 * worker's search, Chromium's other threads and the test runner share the cores, and a 10 ms task
 * was seen to take 78 ms of wall time under load: a budget is judged on CPU time.
 */
export async function mainThreadTasks(page, action) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReturnAsStream" });
  let text = "";
  try {
    await action();
  } finally {
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    const { stream } = await complete;
    for (let eof = false; !eof;) {
      const chunk = await cdp.send("IO.read", { handle: stream });
      text += chunk.data;
      eof = chunk.eof;
    }
    await cdp.detach();
  }
  const trace = JSON.parse(text);
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && main.has(`${e.pid}:${e.tid}`) && e.dur >= 1000)
    .map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}
