// End-to-end: Solo Chess without a mouse or sight. Moves typed in the move box
// as a player writes them, each said in the page's polite live region; the
// board described by its pieces in the accessibility tree, as a screen reader
// gets it (Chromium's own tree, over the DevTools protocol); and axe-core's
// WCAG 2.1 A/AA audit on the play screen and its dialogs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, browserSession, openProgress, soloDrawn, soloTool, waitForText } from "./harness.mjs";
import { $, solo, site } from "./ids.mjs";

const session = browserSession();

/** Types `move` in the move box and presses Enter. */
async function type(page, move) {
  await page.fill($(solo.MOVE_BOX), move);
  await page.press($(solo.MOVE_BOX), "Enter");
}

/** Chromium's accessibility tree: the board's node (a canvas) with its name and description. */
async function boardNode(page) {
  const client = await page.context().newCDPSession(page);
  const { nodes } = await client.send("Accessibility.getFullAXTree");
  const board = nodes.find((node) => node.role?.value === "Canvas" && /chess board/.test(node.name?.value ?? ""));
  return { name: board?.name?.value, description: board?.description?.value };
}

test("a pack puzzle is won by typed moves alone, in three notations, each said in words", async () => {
  // Solitaire pack puzzle 1 is 1B1R/1P2/P3/4; its one solution, as `chesslab solo solve` gives it:
  // Rd4xb4 Rb4xb3 Pa2xb3.
  const page = await session.open("#/solo/pack/solitaire-1", { ready: soloDrawn });
  await page.focus($(solo.MOVE_BOX));
  const said = [];
  for (const [move, sentence] of [
    ["Rxb4", /^Rook d4 takes bishop b4\. 3 pieces left\.$/],
    ["b4b3", /^Rook b4 takes pawn b3\. 2 pieces left\.$/],
    ["axb3", /^Pawn a2 takes rook b3\. Solved! Pawn b3 is the last piece\.$/],
  ]) {
    await type(page, move);
    await waitForText(page, $(solo.ANNOUNCE), sentence);
    said.push(await page.locator($(solo.ANNOUNCE)).textContent());
    assert.equal(await page.locator($(solo.MOVE_BOX)).inputValue(), "", "a played move empties the box");
  }
  console.log(`said: ${said.join(" / ")}`);
  await page.locator($(solo.WIN)).waitFor();
  assert.deepEqual(await page.locator(`${$(solo.MOVES)} li`).allTextContents(), ["Rd4xb4", "Rb4xb3", "Pa2xb3"]);
  assert.equal(await page.locator($(solo.STATUS)).getAttribute("aria-live"), "off", "the status line is not read twice");
});

test("an illegal and an ambiguous typed move each say what is wrong, and keep the text", async () => {
  const page = await session.open("#/solo/2R1/4/R1P1/4", { ready: soloDrawn });
  await type(page, "Rxc2");
  await waitForText(page, $(solo.MOVE_ERROR), /^Two rooks can take on c2: the rook on a2 and the rook on c4\. Write Ra2xc2 or Rc4xc2\.$/);
  assert.equal(await page.locator($(solo.MOVE_BOX)).inputValue(), "Rxc2");
  assert.equal(await page.getAttribute($(solo.MOVE_BOX), "aria-invalid"), "true", "a refused move marks the box invalid");
  await type(page, "Qxa1");
  await waitForText(page, $(solo.MOVE_ERROR), /^There is nothing to capture on a1/);
  await waitForText(page, $(solo.ANNOUNCE), /^There is nothing to capture on a1/);
  assert.deepEqual(await page.locator(`${$(solo.MOVES)} li`).allTextContents(), [], "nothing was played");
  await type(page, "Rc4xc2");
  await waitForText(page, $(solo.ANNOUNCE), /^Rook c4 takes pawn c2\. 2 pieces left\.$/);
  assert.equal(await page.locator($(solo.MOVE_ERROR)).isVisible(), false);
  assert.equal(await page.getAttribute($(solo.MOVE_BOX), "aria-invalid"), null, "valid again once a move is played");
});

test("typed text is read as chess writes it: words are not a move, a piece cannot take itself, bxc3 is the b-pawn", async () => {
  // A rook on c3, a pawn on b2 and a bishop on d2: both the pawn and the bishop can take the rook.
  const page = await session.open("#/solo/4/2R1/1P1B/4", { ready: soloDrawn });
  await type(page, "hello");
  await waitForText(page, $(solo.MOVE_ERROR), /^'hello' is not a move: write the piece and the square it takes on, like Qxc3, or both squares, like c4c3\.$/);
  await type(page, "Rxc3");
  await waitForText(page, $(solo.MOVE_ERROR), /^The rook on c3 cannot take itself: name the square of another piece\.$/);
  await type(page, "bxc3");
  await waitForText(page, $(solo.ANNOUNCE), /^Pawn b2 takes rook c3\. 2 pieces left\.$/);
  assert.deepEqual(await page.locator(`${$(solo.MOVES)} li`).allTextContents(), ["Pb2xc3"], "the pawn took, not the bishop");
  await page.click($(solo.UNDO));
  await type(page, "Bxc3");
  await waitForText(page, $(solo.ANNOUNCE), /^Bishop d2 takes rook c3\. 2 pieces left\.$/);
});

test("the board's keyboard cursor says its square and what stands there as it moves", async () => {
  const page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  await page.focus($(solo.BOARD));
  for (const [key, sentence] of [["ArrowRight", "b1: pawn"], ["ArrowUp", "b2: empty"], ["ArrowLeft", "a2: knight"]]) {
    await page.keyboard.press(key);
    await waitForText(page, $(solo.ANNOUNCE), new RegExp(`^${sentence}$`));
  }
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowUp");
  await waitForText(page, $(solo.ANNOUNCE), /^c3: rook, can be taken$/);
});

test("the accessibility tree describes the board by its pieces, kept current", async () => {
  const page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  let board = await boardNode(page);
  assert.match(board.name, /^Solo chess board, 4 by 4/);
  assert.equal(board.description, "queen c4, rook c3, knight a2, pawn b1");
  await type(page, "Qxc3");
  await waitForText(page, $(solo.ANNOUNCE), /^Queen c4 takes rook c3/);
  board = await boardNode(page);
  assert.equal(board.description, "queen c3, knight a2, pawn b1");
  await page.click($(solo.UNDO));
  await waitForText(page, $(solo.ANNOUNCE), /^Undone: queen c4 takes rook c3/);
  assert.equal((await boardNode(page)).description, "queen c4, rook c3, knight a2, pawn b1");
  console.log(`the board as a screen reader gets it: "${board.name}", described as "${board.description}"`);
});


test("axe-core finds no WCAG 2.1 A/AA violation on the Solo page, a pack puzzle, a challenge, the dialogs and the menu", async () => {
  for (const fragment of ["#/solo", "#/solo/pack/solo-1", "#/solo/pack/solo", "#/solo/challenge?seed=abc123"]) {
    // axe-core's Playwright runner wants a page of a context it can reach.
    const page = await session.open(fragment, {
      context: true, options: { viewport: { width: 390, height: 844 } }, ready: (page) => waitForText(page, $(solo.STATUS), /\S/),
    });
    if (fragment.includes("challenge")) {
      await waitForText(page, $(solo.PLAYING), /^Challenge · puzzle 1 of 30 · 3 mistakes left$/, 60000);
    }
    assert.deepEqual(await audit(page), [], fragment);
    if (fragment === "#/solo") {
      await page.click($(solo.NEW_OPEN));
      assert.deepEqual(await audit(page), [], "the New puzzle dialog");
      await page.keyboard.press("Escape");
      await page.click($(solo.MENU_BUTTON));
      assert.deepEqual(await audit(page), [], "the Tools menu");
      await page.keyboard.press("Escape");
      await soloTool(page, solo.SETTINGS_OPEN);
      assert.deepEqual(await audit(page), [], "the settings");
      await page.keyboard.press("Escape");
      await openProgress(page);
      assert.deepEqual(await audit(page), [], "Your progress, with its puzzles to retry");
    }
    if (fragment === "#/solo/pack/solo") {
      await page.locator($(solo.PACK_CONTINUE)).waitFor();
      assert.equal(await page.locator($(solo.PACK_CONTINUE)).textContent(), "Continue: puzzle 1 of 200");
    }
    assert.deepEqual(session.errors, [], "no uncaught errors in the page");
    await page.context().close();
  }
});

test("the Tools menu and the Puzzles menu follow the menu pattern: arrows, Home, End, Esc", async () => {
  const page = await session.open("#/solo", { ready: soloDrawn });
  const focused = () => page.evaluate(() => document.activeElement?.textContent.trim());
  // The keyboard goes to the first item as the menu opens (the browser's toggle event comes after).
  const focusGoesTo = (text) => page.waitForFunction((text) => document.activeElement?.textContent.trim() === text, text);
  await page.focus($(solo.MENU_BUTTON));
  await page.keyboard.press("Enter");
  await focusGoesTo("Auto-solve");
  assert.equal(await page.getAttribute($(solo.MENU), "role"), "menu");
  assert.equal(await page.getAttribute($(solo.AUTO), "role"), "menuitem");
  await page.keyboard.press("ArrowDown");
  assert.equal(await focused(), "Count solutions");
  await page.keyboard.press("End");
  assert.equal(await focused(), "About the game…");
  await page.keyboard.press("ArrowDown");
  assert.equal(await focused(), "Auto-solve", "round the end");
  await page.keyboard.press("ArrowUp");
  assert.equal(await focused(), "About the game…");
  await page.keyboard.press("Home");
  assert.equal(await focused(), "Auto-solve");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator($(solo.MENU)).isVisible(), false);
  // axe-core audits the open menu, with these roles, in the test above.
  await page.focus($(site.PAGES_BUTTON));
  await page.keyboard.press("Enter");
  await focusGoesTo("Solo Chess");
  await page.keyboard.press("ArrowDown");
  assert.equal(await focused(), "Queens");
  await page.keyboard.press("Escape");
});
