// Benchmark (not a test): the built web app's first load as a phone sees it. Builds nothing:
// serves dist/ on 127.0.0.1 with gzip (as a static host does) and runs Lighthouse 12 in its
// mobile profile (slow 4G, 4x CPU slowdown) twice on each page in each of its two ways of
// throttling, then prints every run and the best of two (highest score, then lowest LCP):
// - "sim": Lighthouse's default, simulated throttling: the page loads at full speed and its
//   trace is replayed on a model of a slow phone. The model takes every request that finished
//   before the observed largest paint as holding that paint back; on this fast local server the
//   app's wasm often finishes before the first paint, so the first screen that the HTML paints
//   (the Solo page, before its wasm) is counted as waiting for the wasm's slow download in some
//   runs and not in others.
// - "real": applied throttling (Lighthouse's `devtools` method): the page really loads through
//   a slow network and a slowed CPU; "pieces" is when a board first shows its pieces (the user
//   timing `board-with-pieces`, src/board_canvas.rs).
// Lighthouse stays out of package.json, so the tests' `npm ci` does not fetch its ~150 packages:
//   npm install --no-save lighthouse@12.2.3          (once, after every `npm ci`)
//   trunk build --release && node benches/first-load.mjs        (CHROME_PATH: default /usr/bin/chromium)
// Columns: perf = Lighthouse performance score (0..1); LCP = largest contentful paint; TBT =
// total blocking time (what each main-thread task over 50 ms adds beyond 50 ms, from first
// contentful paint to interactive); longest = the longest main-thread task after first contentful
// paint (Lighthouse's max-potential-fid). Other load on the machine inflates TBT and longest.
// Issue 36's goals: perf >= 0.95, LCP <= 2.0 s, page wasm <= 150 KB gzip.
import { createServer } from "node:http";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

// PAGES="#/solo" (comma-separated) and RUNS=1 narrow a run while a change is tried.
const PAGES = process.env.PAGES?.split(",") ?? ["#/solo", "#/solo/pack/solitaire-1", "#/solo/pack/solo-1"];
const RUNS = Number(process.env.RUNS ?? 2);
// DIST=<folder> measures another build (e.g. a copy of the one before a change), default dist/.
const dist = process.env.DIST ?? new URL("../dist/", import.meta.url).pathname;

let lighthouse, chromeLauncher;
try {
  lighthouse = (await import("lighthouse")).default;
  chromeLauncher = await import("chrome-launcher");
} catch {
  console.error("Lighthouse is not installed: run `npm install --no-save lighthouse@12.2.3` first.");
  process.exit(1);
}
const files = statSync(dist, { throwIfNoEntry: false }) ? readdirSync(dist) : [];
const wasm = [files.find((f) => /^app-.*_bg\.wasm$/.test(f)), files.find((f) => /^worker.*_bg\.wasm$/.test(f))];
const families = files.find((f) => /^families.*_bg\.wasm$/.test(f)); // Queens, Coverage, Exact: loaded on first need
if (wasm.includes(undefined)) {
  console.error("No built app in dist/: run `trunk build --release` first.");
  process.exit(1);
}
setTimeout(() => { console.error("first-load: gave up after 15 minutes"); process.exit(2); }, 15 * 60_000).unref();

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".json": "application/json", ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json" };
const gzipped = new Map(); // path -> gzip body, made once
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(dist, path.endsWith("/") ? `${path}index.html` : path);
  let body;
  try { body = readFileSync(file); } catch { response.writeHead(404).end("not found"); return; }
  const headers = { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-cache" };
  if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "") && !file.endsWith(".png")) {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(body));
    body = gzipped.get(file);
    Object.assign(headers, { "content-encoding": "gzip", vary: "accept-encoding" });
  }
  response.writeHead(200, headers).end(body);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const METHODS = { sim: "simulate", real: "devtools" };

async function audit(url, method) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" },
      { extends: "lighthouse:default", settings: { throttlingMethod: METHODS[method] } });
    const a = lhr.audits;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    // The `families` module (Queens, Coverage, Exact) must stay out of a Solo visit.
    const requests = a["network-requests"]?.details?.items ?? [];
    const families = requests.some((item) => /\/families/.test(item.url));
    const pieces = a["user-timings"]?.details?.items?.find((item) => item.name === "board-with-pieces")?.startTime;
    return { perf: lhr.categories.performance.score, lcp: a["largest-contentful-paint"].numericValue,
      tbt: a["total-blocking-time"].numericValue, longest: a["max-potential-fid"].numericValue, families,
      pieces: method === "real" ? pieces : undefined };
  } finally {
    await chrome.kill();
  }
}

const ms = (v) => `${Math.round(v)} ms`.padStart(8);
const seconds = (v) => (v === undefined ? "" : `${(v / 1000).toFixed(2)} s`).padStart(8);
const row = (label, r) => `${label.padEnd(34)} ${(r.perf?.toFixed(2) ?? "–").padStart(5)} ${seconds(r.lcp)} ${ms(r.tbt)} ${ms(r.longest)} ${seconds(r.pieces)}${r.families ? "  (fetched families!)" : ""}`;
console.log(`${"page / throttling / run".padEnd(34)}  perf      LCP      TBT  longest   pieces`);
for (const fragment of PAGES) {
  for (const method of Object.keys(METHODS)) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      runs.push(await audit(base + fragment, method));
      console.log(row(`${fragment} ${method} #${i}`, runs.at(-1)));
    }
    const best = runs.reduce((b, r) => (r.perf > b.perf || (r.perf === b.perf && r.lcp < b.lcp) ? r : b));
    console.log(row(`${fragment} ${method} best`, best));
  }
}
for (const name of [...wasm, ...(families ? [families] : [])]) {
  const raw = readFileSync(join(dist, name));
  console.log(`${name.padEnd(32)} ${(raw.length / 1000).toFixed(0).padStart(6)} KB raw ${(gzipSync(raw).length / 1000).toFixed(0).padStart(5)} KB gzip`);
}
server.close();
