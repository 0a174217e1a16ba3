// Benchmark (not a test): the Coverage page's full maximum of the seed's pieces
// (K Q 2R 2N 2B on 8×8: the proof that 64 squares are out of reach, then the
// listing of the 63-square configurations) and Exact attack counts, in the built
// web app in headless Chromium, on one worker and split over two; median and
// worst of the runs, by the page's own timing (from the click to the last share's
// reply), with the workers already loaded.
// Usage: trunk build --release && node benches/coverage-browser.mjs [runs] [case name filter]
import { loadavg } from "node:os";
import { serve, launch, withCores } from "../tests/e2e/harness.mjs";

const runs = Number(process.argv[2] ?? 3);
const server = await serve(new URL("../dist/", import.meta.url).pathname);
const browser = await launch();

const cases = [
  {
    name: "Coverage max, K Q 2R 2N 2B on 8×8 (proof + listing)",
    fragment: "#/coverage?pieces=KQRRBBNN&board=8&bishops=opposite&goal=max",
    page: "#coverage-page",
    button: "#coverage-run",
    mode: "#coverage-mode-solver",
    done: /The most is 63 squares: 144 configurations/,
    status: "#coverage-status",
    // The listing's time includes the proof's pass, which it takes over.
    seconds: () => Number(/Listing: .*, ([\d.]+) s\./.exec(document.querySelector("#coverage-stats").textContent)?.[1]),
  },
  {
    // Its first parts run alone, in one share, for the bound the others prune with.
    name: "Coverage min, K Q 2R 2N 2B on 8×8",
    fragment: "#/coverage?pieces=KQRRBBNN&board=8&bishops=opposite&goal=min",
    page: "#coverage-page",
    button: "#coverage-run",
    mode: "#coverage-mode-solver",
    done: /The fewest is 16 squares/,
    status: "#coverage-status",
    seconds: () => Number(/Listing: .*, ([\d.]+) s\./.exec(document.querySelector("#coverage-stats").textContent)?.[1]),
  },
  {
    name: "Exact count, 5x5,k=2 with at most 9 pieces (45 solutions)",
    fragment: "#/exact/5x5,k=2?find=all&max=9",
    page: "#exact-page",
    button: "#exact-all",
    mode: "#exact-mode-solutions",
    done: /45 solutions with at most 9 pieces/,
    status: "#exact-status",
    seconds: () => Number(/([\d.]+) s here/.exec(document.querySelector("#exact-stats").textContent)?.[1]),
  },
  {
    name: "Exact count, 5x5,k=2,vacant with at most 6 pieces (1558 solutions)",
    fragment: "#/exact/5x5,k=2,vacant?find=all&max=6",
    page: "#exact-page",
    button: "#exact-all",
    mode: "#exact-mode-solutions",
    done: /1\u202f558 solutions with at most 6 pieces/,
    status: "#exact-status",
    seconds: () => Number(/([\d.]+) s here/.exec(document.querySelector("#exact-stats").textContent)?.[1]),
  },
];

/** Waits until the status line says the search is done, and clears it for the next run. */
async function finished(page, which) {
  await page.waitForFunction(({ selector, source }) => {
    const status = document.querySelector(selector);
    return new RegExp(source).test(status?.textContent ?? "");
  }, { selector: which.status, source: which.done.source }, { timeout: 600000 });
  const seconds = await page.evaluate(`(${which.seconds})()`);
  await page.evaluate((selector) => { document.querySelector(selector).textContent = ""; }, which.status);
  return seconds;
}

/** The page's seconds for `runs` runs of `which` on `workers` workers, after one run that loads them. */
async function time(which, workers) {
  const page = await browser.newPage();
  await withCores(workers)(page);
  await page.goto(server.url + which.fragment);
  await page.waitForSelector(`${which.page}:not([hidden])`);
  await finished(page, which);
  // The page opens on Play; its solver's buttons are one tap away.
  await page.click(which.mode);
  const seconds = [];
  for (let i = 0; i < runs; i += 1) {
    await page.click(which.button);
    seconds.push(await finished(page, which));
  }
  await page.close();
  return seconds;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const which of cases.filter((which) => which.name.includes(process.argv[3] ?? ""))) {
  const line = [];
  let one;
  for (const workers of [1, 2]) {
    const load = loadavg()[0].toFixed(2);
    const seconds = await time(which, workers);
    const [mid, worst] = [median(seconds), Math.max(...seconds)];
    one ??= mid;
    line.push(`${workers} worker${workers === 1 ? "" : "s"}: median ${mid.toFixed(2)} s, worst ${worst.toFixed(2)} s `
      + `(runs ${seconds.map((s) => s.toFixed(2)).join(", ")}; load ${load})`
      + (workers > 1 ? `, ${(mid / one).toFixed(2)}× one worker` : ""));
  }
  console.log(`${which.name}\n  ${line.join("\n  ")}`);
}
await browser.close();
await server.close();
