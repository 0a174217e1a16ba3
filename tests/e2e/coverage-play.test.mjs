// End-to-end: playing Coverage by hand, by taps on a phone and on a laptop, in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, browserSession, centreOf, clickSquare, drag, openInContext, screenshot, squarePoint, waitForText } from "./harness.mjs";

const session = browserSession();
const EIGHT = { width: 8, height: 8 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
// One of the 144 configurations attacking 63 squares, in the tray's order: K, Q, R, R, B, B, N, N.
const SIXTY_THREE = ["f3", "a1", "h8", "b7", "e4", "f4", "c5", "b3"];

/** Opens `fragment` as a person would, in a context of its own. */
const open = (fragment, options = LAPTOP) => openInContext(session, fragment, options, "coverage-page", "#coverage-play-state");

const state = (page) => page.locator("#coverage-play-state").textContent();

async function tap(page, squares) {
  for (const square of squares) await clickSquare(page, "#coverage-board", square, EIGHT);
}

for (const [device, options] of [["phone", PHONE], ["laptop", LAPTOP]]) {
  test(`on a ${device}: the page opens on play, taps place pieces and the count is said against the proven best`, async () => {
    const page = await open("#/coverage", options);
    assert.equal(await page.locator("#coverage-mode-play").getAttribute("aria-pressed"), "true");
    // The best comes from the solver, which runs as the page opens.
    await waitForText(page, "#coverage-play-state", /^0 of 64 attacked; the most is 63: 63 to go\. 8 pieces to place\./, 60000);
    await tap(page, ["d4"]);
    await waitForText(page, "#coverage-play-state", /^8 of 64 attacked; the most is 63: 55 to go\. 7 pieces to place\./);
    assert.match(await page.locator("#coverage-announce").textContent(), /^King on d4\. 8 of 64 attacked/);
    await tap(page, ["a1"]);
    await waitForText(page, "#coverage-play-state", /^\d+ of 64 attacked; the most is 63: \d+ to go\. 6 pieces to place\./);
    await page.waitForURL(/#\/coverage\?pieces=KQRRBBNN&board=8&bishops=opposite&goal=max&placed=Kd4,Qa1$/);
    await screenshot(page, `coverage-play-count-${device}`);
    await page.click("#coverage-hint");
    await waitForText(page, "#coverage-status", /No placement with these pieces reaches 63: lift the|Hint: a [a-z]+ on [a-h][1-8] is in a placement of 63/);
    await screenshot(page, `coverage-play-hint-${device}`);
    assert.deepEqual(await audit(page), [], "axe on the play page");
    assert.deepEqual(session.errors, []);
  });

  test(`on a ${device}: a 63-square coverage by the eight pieces is recognised`, async () => {
    const page = await open("#/coverage", options);
    await waitForText(page, "#coverage-play-state", /the most is 63/, 60000);
    await tap(page, SIXTY_THREE);
    await waitForText(page, "#coverage-play-state", /^Solved: 63 of 64 attacked with every piece, the most there is\./);
    assert.match(await page.locator("#coverage-goals").textContent(), /Goals: 60 ✓ · 62 ✓ · 63 ✓/);
    assert.equal(await page.locator("#coverage-hint").isDisabled(), true);
    await screenshot(page, `coverage-play-solved-${device}`);
  });
}

for (const [device, options] of [["phone", PHONE], ["laptop", LAPTOP]]) {
  test(`on a ${device}: pieces are dragged from the tray, between squares and off the board`, async () => {
    const touch = device === "phone";
    const page = await open("#/coverage", options);
    await waitForText(page, "#coverage-play-state", /the most is 63/, 60000);
    const square = (name) => squarePoint(page, "#coverage-board", name, EIGHT);
    await drag(page, await centreOf(page, "#coverage-tray-q"), await square("d4"), { touch });
    await waitForText(page, "#coverage-play-state", /^27 of 64 attacked; the most is 63: 36 to go\. 7 pieces to place\./);
    assert.match(await page.locator("#coverage-announce").textContent(), /^Queen on d4\./);
    await drag(page, await square("d4"), await square("a1"), { touch });
    await waitForText(page, "#coverage-announce", /^Queen moved from d4 to a1\. 21 of 64 attacked/);
    await page.waitForURL(/&placed=Qa1$/);
    const box = await page.locator("#coverage-board").boundingBox();
    await drag(page, await square("a1"), [box.x + box.width / 2, box.y - 30], { touch });
    await waitForText(page, "#coverage-play-state", /^0 of 64 attacked/);
    // Each drag is one step back; the drop's click placed nothing more.
    await page.click("#coverage-undo");
    await waitForText(page, "#coverage-play-state", /^21 of 64 attacked/);
    await page.click("#coverage-undo");
    await waitForText(page, "#coverage-play-state", /^27 of 64 attacked/);
    assert.deepEqual(session.errors, []);
  });
}

test("a hint to place appears and is followed, Undo and Clear step back, and a try's link reopens the same try", async () => {
  const page = await open("#/coverage");
  await waitForText(page, "#coverage-play-state", /the most is 63/, 60000);
  await page.click("#coverage-hint");
  await waitForText(page, "#coverage-status", /Hint: a [a-z]+ on [a-h][1-8] is in a placement of 63 with your pieces/);
  await tap(page, ["c3", "e5"]);
  await page.click("#coverage-undo");
  await waitForText(page, "#coverage-play-state", /6 pieces to place|7 pieces to place/);
  await page.click("#coverage-clear-pieces");
  await waitForText(page, "#coverage-play-state", /^0 of 64 attacked/);
  await page.click("#coverage-undo");
  await tap(page, ["h1"]);
  await waitForText(page, "#coverage-play-state", /6 pieces to place/);
  await page.waitForURL(/&placed=[KQRBN][a-h][1-8],[KQRBN][a-h][1-8]$/);
  const link = page.url();
  assert.match(link, /&placed=[KQRBN][a-h][1-8](,[KQRBN][a-h][1-8])*$/);
  const words = await state(page);
  const again = await open(link.slice(link.indexOf("#")));
  await waitForText(again, "#coverage-play-state", /the most is 63/, 60000);
  assert.equal(await state(again), words);
  assert.equal(again.url(), link);
});

test("the keyboard: arrows and Enter place the chosen piece, a letter chooses one", async () => {
  const page = await open("#/coverage");
  await page.focus("#coverage-board");
  await page.keyboard.press("n");
  assert.match(await page.locator("#coverage-announce").textContent(), /Knight chosen: 2 left/);
  assert.equal(await page.locator("#coverage-tray-n").getAttribute("aria-pressed"), "true");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowRight");
  await waitForText(page, "#coverage-announce", /^b2: empty, not attacked$/);
  await page.keyboard.press("Enter");
  await waitForText(page, "#coverage-announce", /^Knight on b2\./);
  assert.match(await page.locator("#coverage-board-text").textContent(), /8×8 board\. Knight on b2\./);
});

test("a challenge: leave only one square unattacked, from the solver's table, solved by following hints", async () => {
  // K, Q, R and N on 5×5: 20 of the 25 squares can be the only one left unattacked.
  const page = await open("#/coverage?pieces=KQRN&board=5");
  await waitForText(page, "#coverage-play-state", /the most is \d+/, 60000);
  await page.click("#coverage-challenge");
  await waitForText(page, "#coverage-challenge-text", /Challenge: leave only [a-e][1-5] unattacked\./, 60000);
  const letters = { king: "k", queen: "q", rook: "r", knight: "n" };
  for (let i = 0; i < 4; i++) {
    await page.click("#coverage-hint");
    await waitForText(page, "#coverage-status", /Hint: a ([a-z]+) on ([a-e][1-5])/);
    const [, piece, square] = (await page.locator("#coverage-status").textContent()).match(/Hint: a ([a-z]+) on ([a-e][1-5])/);
    await page.click(`#coverage-tray-${letters[piece]}`);
    await clickSquare(page, "#coverage-board", square, { width: 5, height: 5 });
  }
  await waitForText(page, "#coverage-play-state", /^Solved: only [a-e][1-5] is left unattacked, 24 of 25 attacked\./);
  assert.match(page.url(), /&leave=[a-e][1-5]$/);
  await screenshot(page, "coverage-play-challenge");
  assert.deepEqual(await audit(page), [], "axe on a challenge");
});

test("the solver is one tap away", async () => {
  const page = await open("#/coverage");
  await page.click("#coverage-mode-solver");
  await waitForText(page, "#coverage-status", /The most is 63 squares/, 60000);
  assert.ok(await page.locator("#coverage-run").isVisible());
  assert.equal(await page.locator("#coverage-play").isVisible(), false);
});
