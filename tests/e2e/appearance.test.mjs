// End-to-end: the look. Dark when the system is dark, or as Theme sets it (on the home page and
// in Solo's Settings; kept across visits, with Solo's switches, in one settings record); board
// themes and high contrast drawn on the canvases too; axe-core's WCAG 2.1 A/AA audit in dark and
// in high contrast.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, browserSession, openProgress, screenshot, soloSettled, waitForText } from "./harness.mjs";
import { $, solo, home } from "./ids.mjs";

const session = browserSession();
const SETTINGS_KEY = "chess-puzzle-lab.settings";

/** The page's background as [r, g, b]. */
async function background(page) {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return color.match(/\d+/g).slice(0, 3).map(Number);
}
const dark = ([r, g, b]) => r + g + b < 3 * 60;

/** The colour drawn at the centre of square `name` of the 4×4 Solo board, as [r, g, b]. */
async function squareColor(page, name) {
  return page.evaluate(({ name, id }) => {
    const canvas = document.getElementById(id);
    const side = canvas.width / 4;
    const file = name.charCodeAt(0) - 97;
    const rank = Number(name.slice(1)) - 1;
    const pixel = canvas.getContext("2d").getImageData((file + 0.5) * side, (3 - rank + 0.5) * side, 1, 1).data;
    return [pixel[0], pixel[1], pixel[2]];
  }, { name, id: solo.BOARD });
}

/** How this file opens a page: in a fresh context (`colorScheme`: the system's), its storage as `stored`. */
const fresh = ({ colorScheme = "light", stored = {}, viewport = { width: 390, height: 844 } } = {}) => ({
  context: true,
  options: { viewport, colorScheme },
  prepare: (page) => page.addInitScript((stored) => {
    if (sessionStorage.getItem("seeded")) return; // once: a reload keeps what the page stored
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, stored),
  ready: (page, fragment) => (fragment.startsWith("#/solo") ? soloSettled(page) : waitForText(page, "body", /\S/)),
});

/** Chooses `value` for the look's `setting` ("theme" or "board") in Solo's Settings dialog. */
async function choose(page, setting, value) {
  await page.click($(solo.MENU_BUTTON));
  await page.click($(solo.SETTINGS_OPEN));
  await page.selectOption(setting === "theme" ? $(solo.THEME) : $(solo.BOARD_THEME), value);
  await page.click(`${$(solo.SETTINGS)} .dialog-close`);
}


test("a dark system gets a dark page; Theme overrides it, and the choice is kept", async () => {
  const page = await session.open("#/solo", fresh({ colorScheme: "dark" }));
  assert.ok(dark(await background(page)), `dark system: ${await background(page)}`);
  assert.equal(await page.inputValue($(solo.THEME)), "system");
  await screenshot(page, "appearance-dark-phone");
  await choose(page, "theme", "light");
  assert.ok(!dark(await background(page)), "Light, whatever the system says");
  await page.reload();
  await waitForText(page, $(solo.STATUS), /\S/);
  assert.ok(!dark(await background(page)), "still light after a reload");
  assert.equal(await page.inputValue($(solo.THEME)), "light");
  // The home page's select shows the same, and changes the same.
  await page.click(".brand");
  assert.equal(await page.inputValue($(home.THEME)), "light");
  await page.selectOption($(home.THEME), "dark");
  assert.ok(dark(await background(page)), "Dark from the home page");
  await page.click($(home.CARD_SOLO));
  assert.equal(await page.inputValue($(solo.THEME)), "dark");
  assert.match(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY), /^theme=dark;board=green;/);
  assert.deepEqual(session.errors, []);
  await page.context().close();
});

test("every page is dark from the first paint, from the system and from the setting; axe finds nothing in dark", async () => {
  const ways = { system: { colorScheme: "dark" }, setting: { stored: { [SETTINGS_KEY]: "theme=dark" } } };
  for (const fragment of ["#/", "#/solo", "#/solo/pack/solo", "#/queens", "#/coverage", "#/exact"]) {
    for (const [way, options] of Object.entries(ways)) {
      const page = await session.open(fragment, fresh(options));
      assert.ok(dark(await background(page)), `${fragment} (${way}): ${await background(page)}`);
      // The setting gives the palette the system's dark gives (one set of custom properties):
      // axe audits it once per page.
      if (way === "system") assert.deepEqual(await audit(page), [], `axe in dark on ${fragment}`);
      const name = fragment.replace(/^#\/?/, "").replace(/\//g, "-") || "home";
      await screenshot(page, `appearance-dark-${way}-${name}-phone`);
      assert.deepEqual(session.errors, []);
      await page.context().close();
    }
  }
  const page = await session.open("#/solo", fresh({ stored: { [SETTINGS_KEY]: "theme=dark" }, viewport: { width: 1280, height: 900 } }));
  await screenshot(page, "appearance-dark-laptop");
  await page.context().close();
});

test("board themes and high contrast colour the board; axe finds nothing in high contrast", async () => {
  const page = await session.open("#/solo", fresh());
  // a4 of the example puzzle (2Q1/2R1/N3/1P2) is an empty light square.
  assert.deepEqual(await squareColor(page, "a4"), [0xee, 0xee, 0xd2], "green, the default");
  await page.click($(solo.MENU_BUTTON));
  await page.click($(solo.SETTINGS_OPEN));
  assert.deepEqual(await audit(page), [], "axe with Settings open");
  await screenshot(page, "appearance-settings-phone");
  await page.click(`${$(solo.SETTINGS)} .dialog-close`);
  await choose(page, "board", "brown");
  assert.deepEqual(await squareColor(page, "a4"), [0xf0, 0xd9, 0xb5], "brown");
  assert.deepEqual(await squareColor(page, "b4"), [0xb5, 0x88, 0x63], "brown's dark square");
  await choose(page, "theme", "contrast");
  assert.deepEqual(await squareColor(page, "b4"), [0x8c, 0x8c, 0x8c], "high contrast's board");
  assert.deepEqual(await background(page), [255, 255, 255]);
  assert.deepEqual(await audit(page), [], "axe in high contrast");
  await screenshot(page, "appearance-contrast-phone");
  assert.deepEqual(session.errors, []);
  await page.context().close();
});

test("Solo's switches stored before the settings record are read into it", async () => {
  const page = await session.open("#/solo", fresh({ stored: { "chess-puzzle-lab.solo.sound": "off" } }));
  assert.equal(await page.$eval($(solo.SOUND), (input) => input.checked), false, "muted as stored before");
  await choose(page, "board", "blue");
  const stored = await page.evaluate(() => [localStorage.getItem("chess-puzzle-lab.settings"), localStorage.getItem("chess-puzzle-lab.solo.sound")]);
  assert.deepEqual(stored, ["theme=system;board=blue;sound=off;warn=on", null]);
  assert.deepEqual(session.errors, []);
  await page.context().close();
});

test("the rating chart is drawn in the sheet's colours, light and dark (its band green, not black)", async () => {
  const record = JSON.stringify({
    solved: { other: 3 }, rating: { rating: 1540, deviation: 96, volatility: 0.06 },
    rating_history: [1500, 1520, 1540].map((rating, index) => ({ at_ms: 1795435200000 + index, rating, deviation: 200 - 50 * index })),
  });
  for (const colorScheme of ["light", "dark"]) {
    const page = await session.open("#/solo", fresh({ colorScheme, stored: { "chess-puzzle-lab.solo.record": record } }));
    await openProgress(page);
    await waitForText(page, $(solo.RECORD), /give or take/);
    // Inside the band, below the rating's line at the chart's middle: the band's colour over the chart's.
    const [r, g, b] = await page.evaluate((id) => {
      const canvas = document.getElementById(id);
      const pixel = canvas.getContext("2d").getImageData(canvas.width / 2, canvas.height / 2 + 14, 1, 1).data;
      return [pixel[0], pixel[1], pixel[2]];
    }, solo.RATING_CHART);
    assert.ok(g > r && g > b, `${colorScheme}: the band is green (${r}, ${g}, ${b})`);
    assert.ok(r + g + b > 3 * 25, `${colorScheme}: the band is not black (${r}, ${g}, ${b})`);
    await screenshot(page, `rating-chart-${colorScheme}`);
    assert.deepEqual(session.errors, []);
    await page.context().close();
  }
});
