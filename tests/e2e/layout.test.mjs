// End-to-end: the layout holds on a phone and under zoom. On a 390×844 phone (about 750 px
// visible under a browser's bars) Solo's Undo, Restart, Hint, New puzzle and Tools stand in
// the same place, above 750 px, whatever the puzzle and however long its texts; no page
// scrolls sideways at 320 CSS px (a phone at 200% zoom, WCAG 1.4.10); and with text at 200%
// (the browser's font size doubled, WCAG 1.4.4) every page's text wraps inside the screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, screenshot, soloDrawn, soloTool } from "./harness.mjs";
import { $, solo } from "./ids.mjs";

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 } };
const CONTROLS = [solo.UNDO, solo.RESTART, solo.HINT, solo.NEW_OPEN, solo.MENU_BUTTON];

/** Every kind of Solo puzzle, by its link. */
const PUZZLES = {
  example: "#/solo",
  "4×4 pack": "#/solo/pack/solitaire-1",
  "8×8 pack": "#/solo/pack/solo-1",
  daily: "#/solo/daily/2026-11-27?rules=solo",
  challenge: "#/solo/challenge?seed=abc123&puzzle=1",
  generated: "#/solo/new/k3x9?rules=solo&size=8&level=expert&pieces=10&unique",
  shared: "#/solo/2Q1/2R1/N3/1P2?rules=solo",
};

/** The board's and the five controls' boxes on the page (not the screen, which may have scrolled), in whole pixels. */
async function places(page) {
  return page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
    const box = document.getElementById(id).getBoundingClientRect();
    return [id, [box.left + scrollX, box.top + scrollY, box.width, box.height].map(Math.round)];
  })), [solo.BOARD, ...CONTROLS]);
}

test("Solo's board and five controls stand in one place above 750 px on a phone, for every kind of puzzle", async () => {
  let first;
  for (const [kind, fragment] of Object.entries(PUZZLES)) {
    const page = await session.open(fragment, { options: PHONE, ready: soloDrawn });
    const seen = await places(page);
    for (const id of CONTROLS) {
      const [, top, , height] = seen[id];
      assert.ok(top + height <= 750, `${kind}: ${id} ends at ${top + height} px, below 750`);
    }
    first ??= seen;
    assert.deepEqual(seen, first, `${kind}: the board and controls stand where the example's do`);
    console.log(`${kind}: controls end at ${Math.max(...CONTROLS.map((id) => seen[id][1] + seen[id][3]))} px`);
    if (kind === "8×8 pack") await screenshot(page, "layout-phone-8x8-pack");
    await page.close();
  }
  // An edited position, played: the same places; the editor keeps the board where it was.
  const page = await session.open("#/solo", { options: PHONE, ready: soloDrawn });
  await soloTool(page, solo.EDIT);
  await page.locator($(solo.EDITOR)).waitFor();
  assert.deepEqual((await places(page))[solo.BOARD], first[solo.BOARD], "the editor's board");
  await page.click($(solo.EDIT_PLAY));
  await page.locator($(solo.UNDO)).waitFor();
  assert.deepEqual(await places(page), first, "an edited position, played");
});

test("after a win the way on appears below the controls, which do not move", async () => {
  // Solitaire pack puzzle 1 (1B1R/1P2/P3/4): Rd4xb4 Rb4xb3 Pa2xb3.
  const page = await session.open("#/solo/pack/solitaire-1", { options: PHONE, ready: soloDrawn });
  const before = await places(page);
  for (const move of ["Rxb4", "b4b3", "axb3"]) {
    await page.fill($(solo.MOVE_BOX), move);
    await page.press($(solo.MOVE_BOX), "Enter");
  }
  await page.locator($(solo.WIN)).waitFor();
  await page.click($(solo.WIN_CLOSE));
  await page.locator($(solo.AFTER_NEXT)).waitFor();
  assert.deepEqual(await places(page), before);
  const next = await page.locator($(solo.AFTER_NEXT)).boundingBox();
  assert.ok(next.y + next.height <= 750, `Next puzzle ends at ${next.y + next.height} px`);
});

/** The pages, and the Solo screens that are pages of their own. */
const PAGES = ["#/", "#/solo", "#/solo/pack/solo", "#/queens", "#/coverage", "#/exact"];

/** Elements whose box reaches past the screen's left or right edge (at most 5, described). */
async function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element) => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    const out = [];
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest("[hidden], dialog:not([open]), [popover]:not(:popover-open)")) continue;
      // Inside a box that scrolls on its own (a wide table), it does not make the page scroll.
      if (scrolls(element.parentElement)) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        out.push(`${element.tagName.toLowerCase()}#${element.id}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return { scroll: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });
}

/** A `ready` for `session.open`: the page is drawn (a section shown, or the home page). */
const pageDrawn = (page) => page.waitForFunction(() => document.querySelector("main section:not([hidden]), main .home"));

test("no page scrolls sideways at 320 CSS px", async () => {
  const problems = [];
  for (const fragment of PAGES) {
    const page = await session.open(fragment, { options: { viewport: { width: 320, height: 640 } }, ready: pageDrawn, pause: 400 });
    const seen = await overflowing(page);
    if (seen.scroll > seen.width || seen.out.length) problems.push(`${fragment} is ${seen.scroll} px wide: ${seen.out.join(", ")}`);
    await page.close();
  }
  assert.deepEqual(problems, []);
});

test("with text at 200% every page wraps inside the screen, on a phone and a laptop", async () => {
  const doubled = (page) => page.addInitScript(() => {
    // What a browser's "font size: very large" does: the root size doubles, and every rem with it.
    document.addEventListener("DOMContentLoaded", () => { document.documentElement.style.fontSize = "200%"; });
  });
  const problems = [];
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    for (const fragment of PAGES) {
      const page = await session.open(fragment, { options: { viewport }, prepare: doubled, ready: pageDrawn, pause: 400 });
      const seen = await overflowing(page);
      if (seen.scroll > seen.width || seen.out.length) {
        problems.push(`${fragment} at ${viewport.width} px is ${seen.scroll} px wide: ${seen.out.join(", ")}`);
      }
      if (fragment === "#/solo" && viewport.width === 390) await screenshot(page, "layout-phone-text-200");
      await page.close();
    }
  }
  assert.deepEqual(problems, []);
});
