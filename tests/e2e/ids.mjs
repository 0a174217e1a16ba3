// The pages' element ids, for the end-to-end tests. Each id is written once, where the app
// builds or finds its element: the tests read it from there, so a renamed id changes the tests
// with it, and a removed one fails loudly (an unknown key throws) instead of selecting "#undefined".
//
// Read at import time, one object per page (`solo.STATUS === "solo-status"`):
// - crates/pages/src/<page>/ids.rs: the page model's elements (`element_ids!`, every module of the file:
//   `move_box: Input = "solo-move"` is `solo.MOVE_BOX`);
// - crates/pages/src/page_section.rs: the shell every page shares (`{name}-status`: STATUS, BOARD…);
// - src/pager_row.rs: the row that steps through a list (FIRST…POSITION), on the pages that build one;
// - src/home.rs: the home page's (`home.STATUS`; its cards `home.CARD_SOLO`, `home.PREVIEW_SOLO`);
// - index.html: the frame around the pages (`site.PAGES_BUTTON === "pages-button"`).
// A key is the id without its page's prefix, in capitals: "solo-rules-text" is `solo.RULES_TEXT`.
// A selector is `$(solo.STATUS)` ("#solo-status"); more goes in a template: `${$(solo.MOVES)} li`.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const at = (path) => new URL(`../../${path}`, import.meta.url);
const read = (path) => readFileSync(at(path), "utf8");
const all = (text, pattern) => [...text.matchAll(pattern)].map((match) => match[1]);
const key = (part) => part.toUpperCase().replace(/-/g, "_");

/** `entries` ([key, id] pairs) as an object whose unknown keys throw. */
function strict(name, entries) {
  const ids = {};
  for (const [key, id] of entries) {
    if (key in ids && ids[key] !== id) throw new Error(`${name}.${key} is both "${ids[key]}" and "${id}"`);
    ids[key] = id;
  }
  return new Proxy(Object.freeze(ids), {
    get(target, key) {
      if (typeof key === "symbol" || key in target) return target[key];
      throw new Error(`${name} has no element id ${key} (tests/e2e/ids.mjs reads the pages' ids)`);
    },
  });
}

const NAMES = readdirSync(at("crates/pages/src/")).filter((name) => existsSync(at(`crates/pages/src/${name}/ids.rs`)));
const SHELL = [...new Set(all(read("crates/pages/src/page_section.rs"), /id=\\?"\{name\}-([a-z-]+)\\?"/g))];
const pagerRowRs = read("src/pager_row.rs");
const PAGER_ROW = [...all(pagerRowRs, /button\("([a-z]+)"/g), ...all(pagerRowRs, /"\{prefix\}-([a-z]+)"/g)];
const hasPagerRow = (name) => existsSync(at(`src/${name}/mod.rs`)) && read(`src/${name}/mod.rs`).includes("PagerRow::build");

/** Each page's ids, by its name: `pages.solo === solo`. */
export const pages = strict("pages", NAMES.map((name) => [name, strict(name, [
  ...[...read(`crates/pages/src/${name}/ids.rs`).matchAll(/^\s*([a-z][a-z0-9_]*): [A-Z][A-Za-z]* = "([^"]+)",/gm)].map((match) => [key(match[1]), match[2]]),
  ...[...SHELL, ...(hasPagerRow(name) ? PAGER_ROW : [])].map((part) => [key(part), `${name}-${part}`]),
])]));
export const { solo, queens, coverage, exact } = pages;

const homeRs = read("src/home.rs");
/** The home page's ids. */
export const home = strict("home", [
  ...all(homeRs, /"home-([a-z]+)"/g).map((part) => [key(part), `home-${part}`]),
  ...all(homeRs, /"home-([a-z]+)-\{\}"/g).flatMap((part) => NAMES.map((name) => [key(`${part}-${name}`), `home-${part}-${name}`])),
]);

/** The ids of index.html, the frame around the pages. */
export const site = strict("site", all(read("index.html"), / id="([^"]+)"/g).map((id) => [key(id), id]));

/** The CSS selector of the element with id `id`. */
export const $ = (id) => `#${id}`;
