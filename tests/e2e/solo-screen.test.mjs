// End-to-end: the Solo play screen is the game. On a phone and a laptop the
// first screen holds the board, what is being played, the status and the
// actions of play, and at most 8 controls; everything else is one tap away in
// the New puzzle dialog, the Tools menu and its dialogs, which Esc closes,
// giving the keyboard back to the control that opened them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, clickSquare, fillNewPuzzle, screenshot, soloDrawn, soloTool, waitForText } from "./harness.mjs";
import { $, solo, site } from "./ids.mjs";

const session = browserSession();

const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } };
const PUZZLES = {
  solo: "#/solo",
  "pack-4x4": "#/solo/pack/solitaire-1",
  "pack-8x8": "#/solo/pack/solo-1",
};

/**
 * What the first screen holds: every control (link, button, field, select,
 * anything focusable) that shows and lies at least partly in the viewport,
 * as `{ id, tag, type, text }`. The board itself is the game, counted apart.
 */
function firstScreen(page) {
  return page.evaluate((board) => {
    const inView = (element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight
        && box.right > 0 && box.left < innerWidth && element.checkVisibility({ visibilityProperty: true });
    };
    const selector = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
    return [...document.querySelectorAll(selector)]
      .filter((element) => element.id !== board && inView(element))
      .map((element) => ({ id: element.id, tag: element.localName, type: element.type ?? "", text: element.textContent.trim() }));
  }, solo.BOARD);
}

/** Whether `selector` lies wholly inside the viewport. */
async function whollyShown(page, selector) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

for (const [device, viewport] of Object.entries(SIZES)) {
  for (const [name, fragment] of Object.entries(PUZZLES)) {
    test(`${device}, ${name}: the board and the actions of play fill the first screen, with at most 8 controls`, async () => {
      const page = await session.open(fragment, { options: { viewport }, ready: soloDrawn });
      await waitForText(page, $(solo.PLAYING), /\S/);
      // The clock and the move box come after the texts, which grow (see layout.test.mjs): on a
      // phone they may be a short scroll away; the controls above them never move.
      const shown = [$(solo.BOARD), $(solo.UNDO), $(solo.RESTART), $(solo.HINT), $(solo.NEW_OPEN), $(solo.MENU_BUTTON),
        $(solo.PLAYING), $(solo.STATUS), ...(device === "laptop" ? [$(solo.CLOCK)] : [])];
      for (const selector of shown) {
        assert.ok(await whollyShown(page, selector), `${selector} is wholly on the first screen`);
      }
      const controls = await firstScreen(page);
      const names = controls.map((control) => control.id || control.text).join(", ");
      assert.ok(controls.length <= 8, `${controls.length} controls on the first screen: ${names}`);
      if (name.startsWith("pack")) {
        const settings = controls.filter((control) => control.tag === "select"
          || (["input", "textarea"].includes(control.tag) && control.id !== solo.MOVE_BOX));
        assert.deepEqual(settings, [], "no settings field while a pack puzzle is played");
        assert.match(await page.locator($(solo.PLAYING)).textContent(), /pack · level 1 · puzzle 1 of 200/);
      }
      await screenshot(page, `solo-screen-${device}-${name}`);
    });
  }
}

test("the New puzzle dialog makes a puzzle with the chosen rules, board and level", async () => {
  const page = await session.open("#/solo", { options: { viewport: SIZES.phone }, ready: soloDrawn });
  await fillNewPuzzle(page, { rules: "solo", size: 6, level: "intermediate" });
  await screenshot(page, "solo-screen-new-puzzle-dialog");
  await page.click($(solo.NEW));
  await waitForText(page, $(solo.STATUS), /New intermediate puzzle/, 30000);
  assert.equal(await page.locator($(solo.NEW_DIALOG)).isVisible(), false, "the dialog closes");
  assert.match(await page.locator($(solo.BOARD)).getAttribute("aria-label"), /6 by 6/);
  assert.match(await page.locator($(solo.PLAYING)).textContent(), /^New puzzle · Intermediate · Two-capture rules · [★☆]{5}$/);
  await page.waitForURL(/#\/solo\/new\/[0-9a-z]+\?rules=solo&size=6&level=intermediate$/);
  // Opened again, the dialog shows the puzzle on the board: it never contradicts it.
  await page.click($(solo.NEW_OPEN));
  assert.equal(await page.locator($(solo.NEW_RULES)).inputValue(), "solo");
  assert.equal(await page.locator($(solo.SIZE)).inputValue(), "6");
});

test("Esc closes the New puzzle dialog and the keyboard is back on its button", async () => {
  const page = await session.open("#/solo", { ready: soloDrawn });
  await page.focus($(solo.NEW_OPEN));
  await page.keyboard.press("Enter");
  await page.locator($(solo.NEW_DIALOG)).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.closest("dialog")?.id), solo.NEW_DIALOG, "focus is in the dialog");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator($(solo.NEW_DIALOG)).isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), solo.NEW_OPEN);
});

test("the Tools menu opens by keyboard, Esc closes it, and its dialogs give the keyboard back to it", async () => {
  const page = await session.open("#/solo", { options: { viewport: SIZES.phone }, ready: soloDrawn });
  await page.focus($(solo.MENU_BUTTON));
  await page.keyboard.press("Enter");
  await page.locator($(solo.MENU)).waitFor();
  await screenshot(page, "solo-screen-tools-menu");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator($(solo.MENU)).isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), solo.MENU_BUTTON);
  for (const [opener, dialog] of [[solo.SETTINGS_OPEN, solo.SETTINGS], [solo.RECORD_OPEN, solo.RECORD],
    [solo.ABOUT_OPEN, solo.ABOUT], [solo.CODE_OPEN, solo.CODE_DIALOG]]) {
    await soloTool(page, opener);
    await page.locator($(dialog)).waitFor();
    assert.equal(await page.locator($(solo.MENU)).isVisible(), false, "choosing an item closes the menu");
    if (dialog === solo.SETTINGS) await screenshot(page, "solo-screen-settings");
    await page.keyboard.press("Escape");
    assert.equal(await page.locator($(dialog)).isVisible(), false, `Esc closes ${$(dialog)}`);
    // The dialog's close event (a task after Esc) gives the keyboard back.
    await page.waitForFunction((id) => document.activeElement.id === id, solo.MENU_BUTTON, { timeout: 2000 });
  }
});

test("the keyboard meets the first screen's controls in the order they are seen", async () => {
  for (const viewport of Object.values(SIZES)) {
    const page = await session.open("#/solo/2Q1/2R1/N3/1P2", { options: { viewport }, ready: soloDrawn });
    // One move, so that Undo and Restart can be pressed (a disabled button takes no focus).
    await clickSquare(page, $(solo.BOARD), "c4");
    await clickSquare(page, $(solo.BOARD), "c3");
    const stops = [];
    for (const start of [$(site.PAGES_BUTTON), $(solo.BOARD)]) {
      await page.focus(start);
      await page.keyboard.press("Tab");
      stops.push(await focused(page));
    }
    assert.equal(stops[0].id, solo.BOARD, "after the navigation comes the board");
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press("Tab");
      stops.push(await focused(page));
    }
    assert.deepEqual(stops.slice(1).map((stop) => stop.id),
      [solo.UNDO, solo.RESTART, solo.HINT, solo.NEW_OPEN, solo.MENU_BUTTON, solo.MOVE_BOX]);
    // Each control is below, or on the same row and to the right of, the one before.
    for (let index = 2; index < stops.length; index += 1) {
      const [before, after] = [stops[index - 1], stops[index]];
      assert.ok(after.top > before.top || (after.top === before.top && after.left > before.left),
        `${after.id} comes after ${before.id} on the screen (${viewport.width}×${viewport.height})`);
    }
    await page.close();
  }
});

/** The focused element's id and place. */
function focused(page) {
  return page.evaluate(() => {
    const box = document.activeElement.getBoundingClientRect();
    return { id: document.activeElement.id, top: Math.round(box.top), left: Math.round(box.left) };
  });
}
