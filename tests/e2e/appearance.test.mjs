// End-to-end: the look. Dark when the system is dark, or as Theme sets it (on the home page and
// in Solo's Settings; kept across visits, with Solo's switches, in one settings record); board
// themes and high contrast drawn on the canvases too; axe-core's WCAG 2.1 A/AA audit in dark and
// in high contrast.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, browserSession, openProgress, screenshot, soloSettled, waitForText } from "./harness.mjs";

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
  return page.evaluate((name) => {
    const canvas = document.getElementById("solo-board");
    const side = canvas.width / 4;
    const file = name.charCodeAt(0) - 97;
    const rank = Number(name.slice(1)) - 1;
    const pixel = canvas.getContext("2d").getImageData((file + 0.5) * side, (3 - rank + 0.5) * side, 1, 1).data;
    return [pixel[0], pixel[1], pixel[2]];
  }, name);
}

/** Opens `fragment` in a fresh context (`colorScheme`: the system's), its storage as `stored`. */
async function open(fragment, { colorScheme = "light", stored = {}, viewport = { width: 390, height: 844 } } = {}) {
  const context = await session.browser.newContext({ viewport, colorScheme, serviceWorkers: "block" });
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem("seeded")) return; // once: a reload keeps what the page stored
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(session.server.url + fragment);
  if (fragment.startsWith("#/solo")) await soloSettled(page);
  else await waitForText(page, "body", /\S/);
  return { page, context, errors };
}

/** Chooses `value` for the look's `setting` ("theme" or "board") in Solo's Settings dialog. */
async function choose(page, setting, value) {
  await page.click("#solo-menu-button");
  await page.click("#solo-settings-open");
  await page.selectOption(setting === "theme" ? "#solo-theme" : "#solo-board-theme", value);
  await page.click("#solo-settings .dialog-close");
}


test("a dark system gets a dark page; Theme overrides it, and the choice is kept", async () => {
  const { page, context, errors } = await open("#/solo", { colorScheme: "dark" });
  assert.ok(dark(await background(page)), `dark system: ${await background(page)}`);
  assert.equal(await page.inputValue("#solo-theme"), "system");
  await screenshot(page, "appearance-dark-phone");
  await choose(page, "theme", "light");
  assert.ok(!dark(await background(page)), "Light, whatever the system says");
  await page.reload();
  await waitForText(page, "#solo-status", /\S/);
  assert.ok(!dark(await background(page)), "still light after a reload");
  assert.equal(await page.inputValue("#solo-theme"), "light");
  // The home page's select shows the same, and changes the same.
  await page.click(".brand");
  assert.equal(await page.inputValue("#home-theme"), "light");
  await page.selectOption("#home-theme", "dark");
  assert.ok(dark(await background(page)), "Dark from the home page");
  await page.click("#home-card-solo");
  assert.equal(await page.inputValue("#solo-theme"), "dark");
  assert.match(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY), /^theme=dark;board=green;/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("every page is dark from the first paint, from the system and from the setting; axe finds nothing in dark", async () => {
  const ways = { system: { colorScheme: "dark" }, setting: { stored: { [SETTINGS_KEY]: "theme=dark" } } };
  for (const fragment of ["#/", "#/solo", "#/solo/pack/solo", "#/queens", "#/coverage", "#/exact"]) {
    for (const [way, options] of Object.entries(ways)) {
      const { page, context, errors } = await open(fragment, options);
      assert.ok(dark(await background(page)), `${fragment} (${way}): ${await background(page)}`);
      // The setting gives the palette the system's dark gives (one set of custom properties):
      // axe audits it once per page.
      if (way === "system") assert.deepEqual(await audit(page), [], `axe in dark on ${fragment}`);
      const name = fragment.replace(/^#\/?/, "").replace(/\//g, "-") || "home";
      await screenshot(page, `appearance-dark-${way}-${name}-phone`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
  const { page, context } = await open("#/solo", { stored: { [SETTINGS_KEY]: "theme=dark" }, viewport: { width: 1280, height: 900 } });
  await screenshot(page, "appearance-dark-laptop");
  await context.close();
});

test("board themes and high contrast colour the board; axe finds nothing in high contrast", async () => {
  const { page, context, errors } = await open("#/solo");
  // a4 of the example puzzle (2Q1/2R1/N3/1P2) is an empty light square.
  assert.deepEqual(await squareColor(page, "a4"), [0xee, 0xee, 0xd2], "green, the default");
  await page.click("#solo-menu-button");
  await page.click("#solo-settings-open");
  assert.deepEqual(await audit(page), [], "axe with Settings open");
  await screenshot(page, "appearance-settings-phone");
  await page.click("#solo-settings .dialog-close");
  await choose(page, "board", "brown");
  assert.deepEqual(await squareColor(page, "a4"), [0xf0, 0xd9, 0xb5], "brown");
  assert.deepEqual(await squareColor(page, "b4"), [0xb5, 0x88, 0x63], "brown's dark square");
  await choose(page, "theme", "contrast");
  assert.deepEqual(await squareColor(page, "b4"), [0x8c, 0x8c, 0x8c], "high contrast's board");
  assert.deepEqual(await background(page), [255, 255, 255]);
  assert.deepEqual(await audit(page), [], "axe in high contrast");
  await screenshot(page, "appearance-contrast-phone");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Solo's switches stored before the settings record are read into it", async () => {
  const { page, context, errors } = await open("#/solo", { stored: { "chess-puzzle-lab.solo.sound": "off" } });
  assert.equal(await page.$eval("#solo-sound", (input) => input.checked), false, "muted as stored before");
  await choose(page, "board", "blue");
  const stored = await page.evaluate(() => [localStorage.getItem("chess-puzzle-lab.settings"), localStorage.getItem("chess-puzzle-lab.solo.sound")]);
  assert.deepEqual(stored, ["theme=system;board=blue;sound=off;warn=on", null]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the rating chart is drawn in the sheet's colours, light and dark (its band green, not black)", async () => {
  const record = JSON.stringify({
    solved: { other: 3 }, rating: { rating: 1540, deviation: 96, volatility: 0.06 },
    rating_history: [1500, 1520, 1540].map((rating, index) => ({ at_ms: 1795435200000 + index, rating, deviation: 200 - 50 * index })),
  });
  for (const colorScheme of ["light", "dark"]) {
    const { page, context, errors } = await open("#/solo", { colorScheme, stored: { "chess-puzzle-lab.solo.record": record } });
    await openProgress(page);
    await waitForText(page, "#solo-record", /give or take/);
    // Inside the band, below the rating's line at the chart's middle: the band's colour over the chart's.
    const [r, g, b] = await page.evaluate(() => {
      const canvas = document.getElementById("solo-rating-chart");
      const pixel = canvas.getContext("2d").getImageData(canvas.width / 2, canvas.height / 2 + 14, 1, 1).data;
      return [pixel[0], pixel[1], pixel[2]];
    });
    assert.ok(g > r && g > b, `${colorScheme}: the band is green (${r}, ${g}, ${b})`);
    assert.ok(r + g + b > 3 * 25, `${colorScheme}: the band is not black (${r}, ${g}, ${b})`);
    await screenshot(page, `rating-chart-${colorScheme}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
