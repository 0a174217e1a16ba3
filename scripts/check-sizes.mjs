// The size budgets of the built site, checked: `node scripts/check-sizes.mjs dist` reads each
// module of a built site, gzips it at level 9 and fails (exit 1), naming the module, its size and
// its budget, when one is over. `scripts/test.sh` runs it after the site's build.
//
// Why budgets: a phone's first Solo board waits for the page's own wasm (`app`); at Lighthouse's
// slow 4G every 10 KB of gzip is about 50 ms of largest paint (docs/first-load.md). A budget that
// fails CI by name keeps a well-meant clean-up from undoing a measured cut with every test green.
//
// The page module's rules, written once here (the cuts and their numbers: docs/first-load.md and
// the commit that made each):
// - No serde or serde_json in the page's crates (`crates/pages`, `src/`): JSON is read and written
//   by `crates/core/src/json/` (6.6 KB gzip less than serde_json's readers and writers).
// - No float text through `format!`/`Display`/`parse` (`{x:.1}` links Rust's exact float printer
//   and reader, about 25 KB of raw wasm): `json::float` writes and reads the page's numbers.
// - No `sort`/`sort_by`/`sort_unstable…`: lists are kept in order as they are built, as
//   `Position::legal_moves` does (the one sort the page had cost 1.6 KB gzip).
// - No `BTreeMap`/`BTreeSet`/`HashMap`/`HashSet`: `SortedMap` (crates/pages/src/sorted_map.rs)
//   is one small instantiation where each std map was several (about 12 KB of raw wasm).
// - No `console_error_panic_hook`: `dom::report_panics` names the panic's message and place.
// The sorts, the maps and serde_json are denied by clippy in the page's crates (`clippy.toml`'s
// `disallowed-methods` and `disallowed-types`; the core and the command line have their own
// `clippy.toml` without them); the float printer cannot be named there, so this budget guards it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1000;

/**
 * Each budget: a name, the files it counts (matched against the built site's file names) and the
 * most their gzip (level 9, as Node's zlib writes it: about 1 KB more than GNU gzip -9 on the
 * page's wasm) may weigh together. The page's wasm has its goal (issue 36: 145.6 KB on
 * 2026-11-29); the others are their size once every worker message crossed as the core's JSON
 * text, without serde (families 258.4 KB, worker 183.4 KB, scripts 17.2 KB, on 2026-11-29)
 * plus about 2 %, so that a growth is a decision, not a drift (serde back in the worker would
 * add some 24 KB). Raised once, by decision, on 2026-11-29 with issue 50's Solo Rush and rough
 * edges and issue 52's hints: the page's wasm 145.0 → 164.0 KB (the Rush's model, link, stored
 * run and their JSON, a worker runner for the stored run's check — its puzzles come from the
 * fetched pack files, not the wasm — and the rough edges' fixes), the families' 258.4 → 262.8 KB
 * (Exact's known placements, Coverage's challenge from the best), the worker's 185.1 → 190.4 KB
 * (the Rush's check, Exact's quick hint); the budgets are those sizes plus about 1.5 %. Issue 51
 * asks the page's wasm back under 150 KB: the runs (challenge, Rush) are the first candidates
 * to load apart.
 */
export const BUDGETS = [
  { name: "page wasm (app)", files: /^app-[0-9a-f]+_bg\.wasm$/, gzip: 166.5 * KB },
  { name: "families module wasm", files: /^families(-[0-9a-f]+)?_bg\.wasm$/, gzip: 267 * KB },
  { name: "worker wasm", files: /^worker(-[0-9a-f]+)?_bg\.wasm$/, gzip: 193 * KB },
  { name: "page scripts (.js)", files: /\.js$/, gzip: 17.6 * KB },
];

/** The gzip (level 9) size of `bytes`. */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Each budget measured on the files of `dir`: `{ name, files, gzip, budget, over }`.
 * A budget whose files are missing is reported as over: a site without its page wasm is broken.
 */
export function measure(dir, budgets = BUDGETS) {
  const names = readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile());
  return budgets.map(({ name, files, gzip: budget }) => {
    const matched = names.filter((file) => files.test(file));
    const gzip = matched.reduce((sum, file) => sum + gzipSize(readFileSync(join(dir, file))), 0);
    return { name, files: matched, gzip, budget, over: matched.length === 0 || gzip > budget };
  });
}

/** The line that reports one measured budget. */
export function line({ name, files, gzip, budget, over }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  if (files.length === 0) return `OVER  ${name}: no file in the site matches (budget ${kb(budget)})`;
  const verdict = over ? `OVER by ${kb(gzip - budget)}` : "ok";
  return `${over ? "OVER " : "ok   "} ${name}: ${kb(gzip)} gzip -9 of ${kb(budget)} (${files.join(", ")})${over ? ` — ${verdict}` : ""}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir || !statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error("usage: node scripts/check-sizes.mjs DIR (a built site, e.g. dist after `trunk build --release`)");
    process.exit(2);
  }
  const results = measure(dir);
  for (const result of results) console.log(line(result));
  const over = results.filter((result) => result.over);
  if (over.length > 0) {
    console.error(`check-sizes: over budget: ${over.map((result) => result.name).join(", ")} (rules and budgets: scripts/check-sizes.mjs)`);
    process.exit(1);
  }
}
