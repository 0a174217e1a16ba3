// End-to-end: playing Exact attack by hand, by taps on a phone and on a laptop, in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, browserSession, centreOf, clickSquare, drag, hasText, screenshot, squarePoint, waitForText } from "./harness.mjs";
import { $, exact } from "./ids.mjs";

const session = browserSession();
const FOUR = { width: 4, height: 4 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** How a person opens a page: in a context of its own, Play's state line written, the pieces drawn. */
const asPerson = (options = LAPTOP) => ({ context: true, options, shown: exact.PAGE, ready: hasText($(exact.PLAY_STATE)), pause: 300 });

const state = (page) => page.locator($(exact.PLAY_STATE)).textContent();

async function tap(page, squares, size = FOUR) {
  for (const square of squares) await clickSquare(page, $(exact.BOARD), square, size);
}

for (const [device, options] of [["phone", PHONE], ["laptop", LAPTOP]]) {
  test(`on a ${device}: pieces placed by taps show the counts, and four bishops in the centre solve 4×4`, async () => {
    const page = await session.open("#/exact/4x4,k=1", asPerson(options));
    assert.equal(await page.locator($(exact.MODE_PLAY)).getAttribute("aria-pressed"), "true");
    assert.match(await page.locator($(exact.PUZZLE)).textContent(), /every cell is attacked exactly once\. The fewest pieces that do it: 4\./);
    await page.click($(exact.TRAY_BISHOP));
    assert.equal(await page.locator($(exact.TRAY_BISHOP)).getAttribute("aria-pressed"), "true");
    await tap(page, ["b2"]);
    assert.equal(await state(page), "1 piece placed: 11 cells attacked too few times.");
    assert.match(await page.locator($(exact.BOARD_TEXT)).textContent(), /Pieces: bishop b2\. Attacked too few times: /);
    await tap(page, ["c2", "b3"]);
    await screenshot(page, `exact-play-${device}-three`);
    await tap(page, ["c3"]);
    assert.equal(await state(page), "Solved with 4 pieces — the proven minimum!");
    await page.waitForURL(/#\/exact\/4x4,k=1\?play=Bb3,Bc3,Bb2,Bc2$/);
    assert.equal(await page.locator($(exact.HINT)).isDisabled(), true);
    await screenshot(page, `exact-play-${device}-solved`);
    assert.deepEqual(await audit(page), [], "axe on the play page");
    // Undo brings back the try before; Clear lifts every piece.
    await page.click($(exact.UNDO));
    assert.match(await state(page), /^3 pieces placed: /);
    await page.click($(exact.CLEAR_PIECES));
    assert.equal(await state(page), "No piece placed yet: 16 cells to attack.");
    assert.deepEqual(session.errors, []);
  });
}

for (const [device, options] of [["phone", PHONE], ["laptop", LAPTOP]]) {
  test(`on a ${device}: pieces are dragged from the tray, between cells and off the board`, async () => {
    const touch = device === "phone";
    const page = await session.open("#/exact/4x4,k=1", asPerson(options));
    const cell = (name) => squarePoint(page, $(exact.BOARD), name, FOUR);
    for (const name of ["b2", "c2", "b3"]) await drag(page, await centreOf(page, $(exact.TRAY_BISHOP)), await cell(name), { touch });
    await drag(page, await centreOf(page, $(exact.TRAY_KNIGHT)), await cell("a1"), { touch });
    assert.match(await state(page), /^4 pieces placed: /);
    await drag(page, await cell("a1"), await cell("c3"), { touch });
    await waitForText(page, $(exact.ANNOUNCE), /^Knight moved from a1 to c3\./);
    const box = await page.locator($(exact.BOARD)).boundingBox();
    await drag(page, await cell("c3"), [box.x - 30, box.y + box.height / 2], { touch });
    await waitForText(page, $(exact.ANNOUNCE), /^Knight lifted from c3\./);
    await drag(page, await centreOf(page, $(exact.TRAY_BISHOP)), await cell("c3"), { touch });
    assert.equal(await state(page), "Solved with 4 pieces — the proven minimum!");
    assert.deepEqual(session.errors, []);
  });
}

test("a hint appears, a lift is named, and a try's link reopens the same try", async () => {
  let page = await session.open("#/exact/4x4,k=1?play=Qa4", asPerson());
  await page.click($(exact.HINT));
  await waitForText(page, $(exact.STATUS), /No placement with these pieces reaches the minimum of 4: lift the queen on a4\./);
  await tap(page, ["a4"]);
  await page.click($(exact.HINT));
  await waitForText(page, $(exact.STATUS), /Hint: a (king|queen|rook|bishop|knight|pawn) on [a-d][1-4]\./);
  await page.click($(exact.TRAY_KNIGHT));
  await tap(page, ["a1", "d4"]);
  await page.waitForURL(/#\/exact\/4x4,k=1\?play=Nd4,Na1$/);
  const url = page.url();
  page = await session.open(url.slice(url.indexOf("#")), asPerson());
  assert.match(await page.locator($(exact.BOARD_TEXT)).textContent(), /Pieces: knight d4, knight a1\./);
  // Both knights attack b3 and c2 (twice each); the other 14 cells, theirs included, are not attacked.
  assert.equal(await state(page), "2 pieces placed: 2 cells attacked too often, 14 too few.");
  // The keyboard: a letter chooses the piece, arrows move, Enter places; the live region says it.
  await page.focus($(exact.BOARD));
  await page.keyboard.press("r");
  assert.equal(await page.locator($(exact.TRAY_ROOK)).getAttribute("aria-pressed"), "true");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await waitForText(page, $(exact.ANNOUNCE), /^Rook on b1\./);
  assert.deepEqual(session.errors, []);
});

test("a table entry opens as a puzzle to play, and Solutions is one tap away", async () => {
  const page = await session.open("#/exact", asPerson());
  await page.click(`${$(exact.TABLE)} button[data-problem="3x3,k=1"]`);
  await page.waitForURL(/#\/exact\/3x3,k=1$/);
  assert.match(await page.locator($(exact.PUZZLE)).textContent(), /^3×3: .* exactly once\. The fewest pieces that do it: 2\./);
  await page.click($(exact.TRAY_KING));
  await tap(page, ["b2"], { width: 3, height: 3 });
  await page.click($(exact.TRAY_BISHOP));
  await tap(page, ["c3"], { width: 3, height: 3 });
  assert.equal(await state(page), "Solved with 2 pieces — the proven minimum!");
  await page.click($(exact.MODE_SOLUTIONS));
  assert.equal(await page.locator($(exact.FORM)).isVisible(), true);
  assert.equal(await page.locator($(exact.PLAY)).isVisible(), false);
  await page.waitForURL(/#\/exact\/3x3,k=1\?find=min$/);
  assert.deepEqual(await audit(page), [], "axe on Solutions");
  assert.deepEqual(session.errors, []);
});
