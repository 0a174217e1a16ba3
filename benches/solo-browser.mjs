// Benchmark (not a test): the Solo solver in the built web app's worker, in headless
// Chromium: the time from pressing Hint to the answer (a full solve in the worker, wasm),
// for each Solo-rules position in a file of codes (default: the hard 24-piece set).
// Usage: trunk build --release && node benches/solo-browser.mjs [FILE]
import { readFileSync } from "node:fs";
import { serve, launch } from "../tests/e2e/harness.mjs";

const file = process.argv[2] ?? new URL("solo_hard_24.txt", import.meta.url).pathname;
const codes = readFileSync(file, "utf8").split("\n").map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const server = await serve(new URL("../dist/", import.meta.url).pathname);
const browser = await launch();

async function hintOnce(code) {
  const page = await browser.newPage();
  await page.goto(`${server.url}#/solo/${code}?rules=solo`);
  await page.waitForFunction(() => document.querySelector("#solo-status")?.textContent.length > 0);
  await page.waitForTimeout(300); // let the worker load before timing
  const started = Date.now();
  await page.click("#solo-hint");
  await page.waitForFunction(() => /Hint: |No solution|Already solved/.test(document.querySelector("#solo-status").textContent),
    null, { timeout: 600000 });
  const elapsed = Date.now() - started;
  const answer = (await page.locator("#solo-status").textContent()).startsWith("Hint") ? "won" : "dead";
  await page.close();
  return { elapsed, answer };
}

const times = [];
for (const code of codes) {
  const { elapsed, answer } = await hintOnce(code);
  times.push(elapsed);
  console.log(`${String(elapsed).padStart(7)} ms  ${answer.padEnd(4)}  ${code}`);
}
times.sort((a, b) => a - b);
console.log(`${codes.length} positions: median ${times[Math.floor(times.length / 2)]} ms, worst ${times[times.length - 1]} ms`);
await browser.close();
await server.close();
