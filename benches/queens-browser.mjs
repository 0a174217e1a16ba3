// Benchmark (not a test): N-queens counts in the built web app, in headless Chromium,
// with one worker (per-thread wasm speed) and with one worker per core.
// Usage: trunk build --release && node benches/queens-browser.mjs [N ...]
import { serve, launch } from "../tests/e2e/harness.mjs";

const sizes = process.argv.slice(2).map(Number);
const server = await serve(new URL("../dist/", import.meta.url).pathname);
const browser = await launch();

async function countOnce(n, workers) {
  const page = await browser.newPage();
  if (workers) {
    await page.addInitScript((count) => {
      Object.defineProperty(navigator, "hardwareConcurrency", { get: () => count });
    }, workers);
  }
  await page.goto(`${server.url}#/queens/${n}`);
  await page.waitForSelector("#queens-page:not([hidden])");
  await page.waitForTimeout(300); // let the workers load before timing
  await page.click("#queens-count");
  await page.waitForFunction((size) => document.querySelector("#queens-result").textContent.startsWith(`N = ${size}:`),
    n, { timeout: 600000 });
  const text = await page.locator("#queens-result").textContent();
  await page.close();
  return text;
}

for (const n of sizes.length ? sizes : [14, 15, 16]) {
  for (const workers of [1, 0]) {
    // Best of three: the page's own timing, from the click to the last worker's answer.
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await countOnce(n, workers));
    const seconds = runs.map((text) => Number(/\(([\d.]+) s/.exec(text)[1]));
    console.log(`${runs[0].replace(/\(.*\)/, "")} ${workers ? "1 worker" : "all workers"}: best ${Math.min(...seconds).toFixed(3)} s`);
  }
}
await browser.close();
await server.close();
