// The element ids the end-to-end tests select by (tests/e2e/ids.mjs) are the pages' own: every
// page model's ids.rs is read whole, an unknown key throws, and each id read is in the site's HTML.
// No browser: this reads files only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { $, exact, home, pages, site, solo } from "./ids.mjs";

const root = new URL("../../", import.meta.url);
const read = (path) => readFileSync(new URL(path, root), "utf8");
const idsIn = (html) => new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
const NAMES = readdirSync(new URL("crates/pages/src/", root)).filter((name) => existsSync(new URL(`crates/pages/src/${name}/ids.rs`, root)));
/** The ids an ids.rs declares, found more loosely than the reader does: every string after " = ". */
const declared = (name) => [...read(`crates/pages/src/${name}/ids.rs`).matchAll(/ = "([^"]+)"/g)].map((match) => match[1]);
/** The built page if there is one, else what it is built from (index.html inlines Solo's first screen). */
const siteHtml = existsSync(new URL("dist/index.html", root))
  ? read("dist/index.html") : read("index.html") + read("www/first-screen/solo.html");

test("every page model's ids are read, from every element_ids! module of its ids.rs", () => {
  assert.deepEqual(Object.keys(pages).sort(), [...NAMES].sort());
  for (const name of NAMES) {
    const found = new Set(Object.values(pages[name]));
    const ids = declared(name);
    assert.ok(ids.length > 0, `${name}: ids.rs declares ids`);
    assert.deepEqual(ids.filter((id) => !found.has(id)), [], `${name}: every id of ids.rs is read`);
  }
  // Exact's ids.rs has two modules: the form's controls and the elements under the board.
  assert.equal(exact.MODE_PLAY, "exact-mode-play");
  assert.equal(exact.TABLE, "exact-table");
});

test("a key is the id without its page's prefix, and `$` makes its selector", () => {
  assert.equal(solo.STATUS, "solo-status");
  assert.equal(solo.RULES_TEXT, "solo-rules-text");
  assert.equal(pages.queens.SIZE, "queens-n");
  assert.equal(home.CARD_SOLO, "home-card-solo");
  assert.equal(site.PAGES_BUTTON, "pages-button");
  assert.equal($(solo.STATUS), "#solo-status");
});

test("an unknown key throws rather than giving undefined", () => {
  assert.throws(() => solo.STATUSS, /solo has no element id STATUSS/);
  assert.throws(() => pages.chess, /pages has no element id chess/);
  assert.throws(() => home.NOWHERE, /home has no element id NOWHERE/);
  assert.throws(() => site.APPS, /site has no element id APPS/);
  assert.throws(() => { solo.STATUS = "x"; }, TypeError, "the ids are frozen");
});

test("each id read is in the site's HTML: the templates, index.html and Solo's first screen", () => {
  const templates = new Set(readdirSync(new URL("www/templates/", root)).flatMap((file) => [...idsIn(read(`www/templates/${file}`))]));
  const built = idsIn(siteHtml);
  const missing = [];
  for (const name of NAMES) {
    for (const id of declared(name)) if (!templates.has(id)) missing.push(`${id} (${name}/ids.rs) is in no template`);
  }
  // The shell every page shares is HTML only once the app runs, except Solo's, which the site
  // carries (the first screen): Solo's shell ids are in it, and every page has the same shell.
  const shell = Object.values(solo).filter((id) => !declared("solo").includes(id)).map((id) => id.slice("solo-".length));
  assert.ok(shell.includes("status") && shell.includes("board") && shell.includes("page"), shell.join(", "));
  for (const part of shell) if (!built.has(`solo-${part}`)) missing.push(`solo-${part} (the shell) is not in the site's HTML`);
  for (const name of NAMES) {
    for (const part of shell) if (!Object.values(pages[name]).includes(`${name}-${part}`)) missing.push(`${name} has no ${name}-${part}`);
  }
  for (const id of Object.values(site)) if (!built.has(id)) missing.push(`${id} (index.html) is not in the site's HTML`);
  assert.deepEqual(missing, []);
  // The rest are made at run time (the home page, the rows that step through a list): the
  // end-to-end tests that use them wait for them in the browser.
});
