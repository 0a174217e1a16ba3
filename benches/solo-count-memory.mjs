// Benchmark (not a test): the memory the page's "Count solutions" takes on a full 8×8
// board of each piece kind (Solitaire rules), and that Cancel stops it. Memory is the
// resident size of Chromium's processes (the worker's wasm memory lives in the
// renderer), sampled every 100 ms while the count runs, above what they held before.
// Usage: trunk build --release && node benches/solo-count-memory.mjs [SECONDS]
import { execFileSync } from "node:child_process";
import { serve, launch } from "../tests/e2e/harness.mjs";

const limitSeconds = Number(process.argv[2] ?? 60);
const server = await serve(new URL("../dist/", import.meta.url).pathname);
const browser = await launch();

/** Resident memory of every Chromium process, in MB. */
function chromiumMegabytes() {
  const out = execFileSync("ps", ["-C", "chromium", "-o", "rss="], { encoding: "utf8" });
  return out.split("\n").map(Number).filter((kb) => kb > 0).reduce((sum, kb) => sum + kb, 0) / 1024;
}

const status = (page) => page.locator("#solo-status").textContent();

async function countOnce(kind) {
  const page = await browser.newPage();
  const code = Array(8).fill(kind.repeat(8)).join("/");
  await page.goto(`${server.url}#/solo/${code}`);
  await page.waitForFunction(() => document.querySelector("#solo-status")?.textContent.length > 0);
  await page.waitForTimeout(500); // the worker loads before the baseline is taken
  const before = chromiumMegabytes();
  let peak = before;
  const started = Date.now();
  await page.click("#solo-menu-button");
  await page.click("#solo-count");
  let text = "";
  while (Date.now() - started < limitSeconds * 1000) {
    peak = Math.max(peak, chromiumMegabytes());
    text = await status(page);
    if (/From here|No solution/.test(text)) break;
    await page.waitForTimeout(100);
  }
  const seconds = (Date.now() - started) / 1000;
  await page.close();
  return { before, peak, seconds, text };
}

for (const kind of "NBKRPQ") {
  const { before, peak, seconds, text } = await countOnce(kind);
  console.log(`${kind}: +${(peak - before).toFixed(0)} MB over ${before.toFixed(0)} MB, ${seconds.toFixed(1)} s: ${text}`);
}

// Cancel: a count of a full board of queens, cancelled after a second.
const page = await browser.newPage();
await page.goto(`${server.url}#/solo/${Array(8).fill("QQQQQQQQ").join("/")}`);
await page.waitForFunction(() => document.querySelector("#solo-status")?.textContent.length > 0);
await page.waitForTimeout(500);
await page.click("#solo-menu-button");
await page.click("#solo-count");
await page.waitForTimeout(1000);
const busy = await page.locator("#solo-cancel").isVisible();
const cancelledAt = Date.now();
await page.click("#solo-cancel");
await page.waitForFunction(() => document.querySelector("#solo-status").textContent === "Cancelled.");
const answered = await page.evaluate(() => new Promise((resolve) => {
  // The page must answer at once: a frame is drawn within 100 ms.
  const asked = performance.now();
  requestAnimationFrame(() => resolve(performance.now() - asked));
}));
console.log(`Cancel: the count ran (${busy}), "Cancelled." after ${Date.now() - cancelledAt} ms, next frame in ${answered.toFixed(0)} ms, Count enabled again: ${await page.locator("#solo-count").isEnabled()}`);
await browser.close();
await server.close();
