// End-to-end: a person's path through the Solo Chess page, in real Chromium on the built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, clickSquare, fillNewPuzzle, mainThreadTasks, makeNewPuzzle, openProgress, screenshot, soloSettled, soloTool, waitForText } from "./harness.mjs";
import { $, solo, home } from "./ids.mjs";

const session = browserSession();
let page;

const status = () => page.locator($(solo.STATUS)).textContent();
const boardLabel = () => page.locator($(solo.BOARD)).getAttribute("aria-label");
const moves = () => page.locator(`${$(solo.MOVES)} li`).allTextContents();
const waitForStatus = (pattern, timeout) => waitForText(page, $(solo.STATUS), pattern, timeout);

test("the seed example opens by link and is won by clicking", async () => {
  page = await session.open("#/solo/00q000r0k0000p00", { ready: soloSettled });
  assert.match(await boardLabel(), /Position: 2Q1\/2R1\/N3\/1P2/);
  await clickSquare(page, $(solo.BOARD), "c4");
  assert.match(await status(), /queen on c4 is selected/);
  await screenshot(page, "solo-selected");
  await clickSquare(page, $(solo.BOARD), "c3");
  await clickSquare(page, $(solo.BOARD), "a2");
  await clickSquare(page, $(solo.BOARD), "c3");
  await clickSquare(page, $(solo.BOARD), "c3");
  await clickSquare(page, $(solo.BOARD), "b1");
  assert.deepEqual(await moves(), ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
  assert.match(await status(), /Solved in 3 moves: Qc4xc3, Na2xc3, Nc3xb1/);
  await screenshot(page, "solo-won");
});

test("clicking a selected piece cancels; an illegal capture is explained; undo takes back", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  await clickSquare(page, $(solo.BOARD), "c4");
  await clickSquare(page, $(solo.BOARD), "c4");
  assert.match(await status(), /Selection cancelled/);
  await clickSquare(page, $(solo.BOARD), "c4");
  await clickSquare(page, $(solo.BOARD), "b1");
  assert.match(await status(), /cannot capture on b1/);
  // The refused click selected the pawn on b1 instead.
  await clickSquare(page, $(solo.BOARD), "c3");
  assert.match(await status(), /pawn on b1 cannot capture on c3/);
  await clickSquare(page, $(solo.BOARD), "c3");
  // Pawn b1 takes the knight a2: a dead end.
  await clickSquare(page, $(solo.BOARD), "b1");
  await clickSquare(page, $(solo.BOARD), "a2");
  assert.deepEqual(await moves(), ["Pb1xa2"]);
  await clickSquare(page, $(solo.BOARD), "c4");
  await clickSquare(page, $(solo.BOARD), "c3");
  await waitForStatus(/^No win from here: no capture is possible, and two pieces are left\. Undo the last move\?/);
  await page.click($(solo.UNDO));
  assert.deepEqual(await moves(), ["Pb1xa2"]);
  await page.click($(solo.RESTART));
  assert.deepEqual(await moves(), []);
});

test("hint shows the piece to move, then its target, then the piece left last, and says so when there is none", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  await page.click($(solo.HINT));
  await waitForStatus(/Hint: move the queen on c4 \(press Hint again to see its target\)/);
  await page.click($(solo.HINT));
  await waitForStatus(/Hint: Qc4xc3 — it takes the rook on c3/);
  await page.click($(solo.HINT));
  await waitForStatus(/Hint: the knight on a2 will be the last piece left\./);
  await clickSquare(page, $(solo.BOARD), "b1");
  await clickSquare(page, $(solo.BOARD), "a2");
  // The check after the move tells first; a hint then finds no solution either.
  await waitForStatus(/No win from here/);
  await page.click($(solo.HINT));
  await waitForStatus(/No solution from here/);
});

test("solved puzzles, hints and the streak are kept in the browser, and can be reset", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  // The record's lines as a player reads them: in "Your progress", opened and closed again.
  const record = async () => {
    await openProgress(page);
    const lines = await page.locator($(solo.RECORD_LIST)).textContent();
    await page.keyboard.press("Escape");
    return lines;
  };
  assert.match(await record(), /Puzzles solved: none yet/);
  await page.click($(solo.HINT));
  await waitForStatus(/Hint: move the queen/);
  for (const square of ["c4", "c3", "a2", "c3", "c3", "b1"]) {
    await clickSquare(page, $(solo.BOARD), square);
  }
  await waitForStatus(/Solved in 3 moves/);
  await page.click($(solo.WIN_CLOSE));
  const won = await record();
  assert.match(won, /Puzzles solved: 1 \(other 1\)/);
  assert.match(won, /Hints used: 1/);
  assert.match(won, /Solved without help: 0/);
  assert.match(won, /Days in a row with a solve: 1 \(best 1\)/);
  // Undo and win again: the same game is not counted twice.
  await page.click($(solo.UNDO));
  await clickSquare(page, $(solo.BOARD), "c3");
  await clickSquare(page, $(solo.BOARD), "b1");
  await page.click($(solo.WIN_CLOSE));
  assert.match(await record(), /Puzzles solved: 1 /);
  // A new visit still knows, and an auto-solved puzzle is not the player's.
  await page.reload();
  assert.match(await record(), /Puzzles solved: 1 \(other 1\)/);
  await soloTool(page, solo.AUTO);
  await waitForStatus(/Solved in 3 moves/);
  await page.click($(solo.WIN_CLOSE));
  assert.match(await record(), /Puzzles solved: 1 /);
  await openProgress(page);
  await screenshot(page, "solo-progress");
  const lines = () => page.locator($(solo.RECORD_LIST)).textContent();
  await page.click($(solo.RECORD_RESET));
  assert.match(await lines(), /Puzzles solved: 1 /, "the first click only asks");
  await page.click($(solo.RECORD_RESET));
  assert.match(await lines(), /Puzzles solved: none yet/, "the open panel shows the erased record at once");
  await page.reload();
  assert.match(await record(), /Hints used: 0/);
});

test("auto-solve plays a solution from the current position", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  await soloTool(page, solo.AUTO);
  await waitForStatus(/Solved in 3 moves/);
  assert.deepEqual(await moves(), ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
});

test("the keyboard plays too", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  await page.focus($(solo.BOARD));
  // The cursor starts on a1: go to c4, select, down to c3, capture.
  for (const key of ["ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "ArrowUp", "Enter", "ArrowDown", "Enter"]) {
    await page.keyboard.press(key);
  }
  assert.deepEqual(await moves(), ["Qc4xc3"]);
});

test("a share link opens the same puzzle", async () => {
  page = await session.open("#/solo/R3/1B2/2N1/3P?rules=solo", { ready: soloSettled });
  await soloTool(page, solo.SHARE);
  const link = await page.locator($(solo.LINK)).inputValue();
  assert.match(link, /#\/solo\/R3\/1B2\/2N1\/3P\?rules=solo$/);
  const label = await boardLabel();
  await page.close();
  page = await session.open(link.slice(session.server.url.length), { ready: soloSettled });
  assert.equal(await boardLabel(), label);
  assert.equal(await page.locator($(solo.RULES)).inputValue(), "solo");
  assert.equal(await page.locator($(solo.PLAYING)).textContent(), "Shared puzzle · Two-capture rules");
});

test("a bad link shows a message and keeps a playable board", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P9", { ready: soloSettled });
  assert.match(await status(), /puzzle in this link is invalid/);
  assert.match(await boardLabel(), /Position: 2Q1\/2R1\/N3\/1P2/);
  // A word is a page's name mistyped: the message says which links there are.
  await page.evaluate(() => { location.hash = "#/solo/packs"; });
  await waitForText(page, $(solo.STATUS), /'packs' is not a Solo link: .*#\/solo\/pack\/solo, #\/solo\/daily/);
  assert.match(await boardLabel(), /Position: 2Q1\/2R1\/N3\/1P2/, "the board stays");
  await page.evaluate(() => { location.hash = "#/nowhere"; });
  await waitForText(page, $(home.STATUS), /unknown page 'nowhere'/);
  assert.equal(await page.locator($(home.PAGE)).isVisible(), true, "an unknown page shows the home page");
});

test("a typed code that is wrong keeps the text and the game", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  await soloTool(page, solo.CODE_OPEN);
  assert.equal(await page.locator($(solo.CODE)).inputValue(), "2Q1/2R1/N3/1P2", "the box opens with this puzzle's code");
  await page.fill($(solo.CODE), "<b>QQ</b>");
  await page.click(`${$(solo.OPEN)} button[type=submit]`);
  assert.match(await status(), /Cannot open that code: rank 1 from the top: '<' is not a piece letter/);
  assert.match(await page.locator($(solo.CODE_ERROR)).textContent(), /'<' is not a piece letter/, "the dialog says why");
  assert.equal(await page.locator($(solo.CODE_DIALOG)).isVisible(), true, "and stays open");
  assert.equal(await page.locator($(solo.CODE)).inputValue(), "<b>QQ</b>");
  assert.equal(await page.locator("b").count(), 0, "user text never becomes HTML");
  await page.fill($(solo.CODE), "R1R1/4/4/B1B1");
  await page.click(`${$(solo.OPEN)} button[type=submit]`);
  assert.equal(await page.locator($(solo.CODE_DIALOG)).isVisible(), false, "an opened code closes the dialog");
  assert.match(await boardLabel(), /Position: R1R1\/4\/4\/B1B1/);
  await page.waitForURL(/#\/solo\/R1R1\/4\/4\/B1B1$/);
});

test("new puzzles come from the worker at every level, and the page stays responsive", async () => {
  page = await session.open("#/solo", { ready: soloSettled });
  const tasks = await mainThreadTasks(page, async () => {
    for (const level of ["beginner", "intermediate", "advanced", "expert"]) {
      await makeNewPuzzle(page, { level });
      await waitForStatus(new RegExp(`New ${level} puzzle`), 30000);
      await page.waitForURL(new RegExp(`#/solo/new/[0-9a-z]+(\\?level=${level})?$`));
    }
  });
  const longest = (key) => Math.max(0, ...tasks.map((task) => task[key])).toFixed(1);
  console.log(`main-thread tasks while four puzzles were made: ${tasks.length}, longest ${longest("cpu")} ms CPU, ${longest("wall")} ms wall`);
  assert.ok(tasks.length > 0, "the trace holds the page's tasks");
  const long = tasks.filter((task) => task.cpu >= 50);
  assert.deepEqual(long, [], "no main-thread task takes 50 ms of CPU (the generator runs in its worker)");
});

test("a unique 16-piece 8×8 Solo-rules puzzle with its star rating; a bad piece count is explained and kept", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2?rules=solo", { ready: soloSettled });
  await fillNewPuzzle(page, { level: "expert", size: 8, pieces: 16, unique: true });
  assert.equal(await page.locator($(solo.NEW_RULES)).inputValue(), "solo", "the dialog opens on the board's rules");
  const started = Date.now();
  await page.click($(solo.NEW));
  await waitForStatus(/New expert puzzle: 16 pieces, [★☆]{5} \(one solution\)\./, 30000);
  console.log(`unique 16-piece 8x8 puzzle in the page: ${Date.now() - started} ms`);
  assert.match(await page.locator($(solo.PLAYING)).textContent(), /^New puzzle · Expert · Two-capture rules · [★☆]{5}$/);
  assert.match(await boardLabel(), /8 by 8/);
  const code = (await boardLabel()).match(/Position: (.*)$/)[1];
  assert.equal(code.match(/[KQRBNP]/g).length, 16, code);
  await page.waitForURL(/#\/solo\/new\/[0-9a-z]+\?rules=solo&size=8&level=expert&pieces=16&unique$/);
  await screenshot(page, "solo-8x8-unique");
  await fillNewPuzzle(page, { pieces: 40 });
  assert.equal(await page.locator($(solo.SIZE)).inputValue(), "8", "the dialog opens on the board's size");
  await page.click($(solo.NEW));
  await waitForStatus(/Cannot generate: .*has from 2 to 16 pieces, not 40/);
  assert.match(await page.locator($(solo.NEW_ERROR)).textContent(), /has from 2 to 16 pieces, not 40/, "the dialog says why");
  assert.equal(await page.locator($(solo.PIECES)).inputValue(), "40");
  await page.keyboard.press("Escape");
  // A puzzle opened by its code has no rating of its own.
  await soloTool(page, solo.CODE_OPEN);
  await page.fill($(solo.CODE), "2Q1/2R1/N3/1P2");
  await page.press($(solo.CODE), "Enter");
  await waitForStatus(/Puzzle opened/);
  assert.equal(await page.locator($(solo.PLAYING)).textContent(), "Puzzle from its code · Two-capture rules");
});

test("the about panel teaches each rule set with pictures first, then shows the census", async () => {
  page = await session.open("#/solo", { ready: soloSettled });
  await soloTool(page, solo.ABOUT_OPEN);
  // It opens at its top, on how to play, not scrolled to its Close button.
  assert.equal(await page.evaluate(() => document.activeElement.id), solo.ABOUT_TITLE);
  assert.equal(await page.locator($(solo.ABOUT)).evaluate((dialog) => dialog.scrollTop), 0);
  const headings = await page.locator(`${$(solo.ABOUT)} h3`).allTextContents();
  assert.deepEqual(headings, ["How to play", "Classic rules (4×4)", "Two-capture rules (as chess.com)", "The game in numbers"]);
  const pictures = page.locator(`${$(solo.ABOUT)} .mini-board[role=img]`);
  assert.equal(await pictures.count(), 7, "four boards of a classic solution, three of a two-capture one");
  assert.match(await pictures.first().getAttribute("aria-label"), /^Start: bishop b4, rook d4/);
  // The pieces' images have loaded (the dialog is open, so the lazy images are fetched).
  await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((image) => image.complete && image.naturalWidth > 0),
    `${$(solo.ABOUT)} .mini-board img`);
  assert.match(await page.locator($(solo.ABOUT_SUMMARY)).textContent(), /ways to put some of the 10 \(QQRRBBNNPP\) on the 4x4 board/);
  const rows = await page.locator(`${$(solo.CENSUS)} tr`).count();
  assert.equal(rows, 11, "a header and one row per piece count, 1 to 10");
  assert.deepEqual(await page.locator(`${$(solo.CENSUS)} tr:nth-child(3) td`).allTextContents(), ["2", "3\u202f000", "1\u202f486", "49.53 %"]);
  await screenshot(page, "solo-about");
  // On a phone no count breaks across lines: the table scrolls sideways in its box, not the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  const heights = await page.locator(`${$(solo.CENSUS)} td`).evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height));
  assert.ok(Math.max(...heights) <= Math.min(...heights) + 1, `every cell one line high: ${Math.min(...heights)}–${Math.max(...heights)} px`);
  const widths = await page.evaluate(({ about, census }) => {
    const [dialog, box] = [document.getElementById(about), document.getElementById(census).parentElement];
    return { dialog: dialog.scrollWidth - dialog.clientWidth, box: box.scrollWidth - box.clientWidth };
  }, { about: solo.ABOUT, census: solo.CENSUS });
  assert.equal(widths.dialog, 0, "the dialog does not scroll sideways");
  assert.ok(widths.box > 0, "the table's box does, on a phone");
});

test("a 24-piece 8×8 Solo-rules puzzle gets its hint from the worker", async () => {
  // Made by `chesslab solo generate --rules solo --size 8 --pieces 24 --seed 1`.
  page = await session.open("#/solo/P7/PPN2B2/1P4P1/PPP2P1P/B1NN1P2/6PN/3R1P1P/1PP1R3?rules=solo", { ready: soloSettled });
  const started = Date.now();
  await page.click($(solo.HINT));
  await waitForStatus(/Hint: /, 30000);
  console.log(`hint for a 24-piece puzzle in the page: ${Date.now() - started} ms`);
});

test("solutions are counted in the worker", async () => {
  page = await session.open("#/solo/R1R1/4/4/B1B1", { ready: soloSettled });
  await soloTool(page, solo.COUNT);
  await waitForStatus(/From here: [\d\u202f]+ ways? to win; [\d\u202f]+ ways? if the order of the moves does not matter\./);
});

test("a running search can be cancelled and the page answers at once", async () => {
  // Counting every solution of a full 8×8 board of queens and rooks takes far longer than this test.
  page = await session.open("#/solo/QRQRQRQR/RQRQRQRQ/8/8/8/8/8/8", { ready: soloSettled });
  await soloTool(page, solo.COUNT);
  await page.waitForSelector(`${$(solo.CANCEL)}:not([hidden])`);
  await page.waitForTimeout(300);
  const started = Date.now();
  await page.click($(solo.CANCEL));
  await waitForStatus(/Cancelled/);
  assert.ok(Date.now() - started < 1000, "cancel answers within a second");
  assert.equal(await page.locator($(solo.CANCEL)).isHidden(), true);
  // The next job gets a fresh worker.
  await page.click($(solo.HINT));
  await waitForStatus(/Hint: |No solution|Already solved/);
});

test("the page fits a phone screen", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", {
    options: { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 }, ready: soloSettled,
  });
  const box = await page.locator($(solo.BOARD)).boundingBox();
  assert.ok(box.width >= 300 && box.x >= 0 && box.x + box.width <= 375, `board box ${JSON.stringify(box)}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= 375, `no sideways scrolling (${scrollWidth})`);
  await clickSquare(page, $(solo.BOARD), "c4");
  await clickSquare(page, $(solo.BOARD), "c3");
  assert.deepEqual(await moves(), ["Qc4xc3"]);
  await screenshot(page, "solo-phone");
});

test("a worker that cannot start gives a message, and the page keeps working", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", {
    options: { viewport: { width: 1100, height: 800 } },
    prepare: (page) => page.route("**/worker_loader.js", (route) => route.fulfill({ status: 404, body: "gone" })),
  });
  await page.click($(solo.HINT));
  await waitForStatus(/The solver failed: the solver stopped unexpectedly/);
  await clickSquare(page, $(solo.BOARD), "c4");
  await clickSquare(page, $(solo.BOARD), "c3");
  assert.deepEqual(await moves(), ["Qc4xc3"]);
});

test("a worker whose wasm does not load is given up with a message", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", {
    options: { viewport: { width: 1100, height: 800 } },
    prepare: (page) => page.route("**/worker_bg.wasm", (route) => route.fulfill({ status: 404, body: "gone" })),
  });
  await page.click($(solo.HINT));
  await waitForStatus(/The solver failed: the solver could not start/, 15000);
  assert.equal(await page.locator($(solo.HINT)).isEnabled(), true, "the buttons work again");
  session.errors = []; // the worker's own fetch error is the point of this test
});

test("the editor puts, drags and removes pieces, analyses live, imports, exports and plays", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  await soloTool(page, solo.EDIT);
  await page.waitForSelector(`${$(solo.EDITOR)}:not([hidden])`);
  assert.equal(await page.locator($(solo.PLAY)).isVisible(), false, "the game's controls step aside");
  const analysis = (pattern) => waitForText(page, $(solo.EDIT_ANALYSIS), pattern);
  await analysis(/Solvable: 1 winning move order, 1 set of moves \(unique\)/);
  assert.equal(await page.locator($(solo.EDIT_SEED)).inputValue(), "00q000r0k0000p00");
  // Put a rook on d1 from the palette, then take it away again.
  await page.check("input[name='solo-tool'][value='R']");
  await clickSquare(page, $(solo.BOARD), "d1");
  assert.equal(await page.locator($(solo.EDIT_CODE)).inputValue(), "2Q1/2R1/N3/1P1R");
  await analysis(/Solvable|Not solvable/);
  await page.check("input[name='solo-tool'][value='x']");
  await clickSquare(page, $(solo.BOARD), "d1");
  assert.equal(await page.locator($(solo.EDIT_CODE)).inputValue(), "2Q1/2R1/N3/1P2");
  // Drag the pawn from b1 to d1.
  const box = await page.locator($(solo.BOARD)).boundingBox();
  const centre = (file, rank) => [box.x + (file + 0.5) * box.width / 4, box.y + (3 - rank + 0.5) * box.height / 4];
  await page.mouse.move(...centre(1, 0));
  await page.mouse.down();
  await page.mouse.move(...centre(3, 0), { steps: 5 });
  await page.mouse.up();
  assert.equal(await page.locator($(solo.EDIT_CODE)).inputValue(), "2Q1/2R1/N3/3P");
  await analysis(/Solvable: 1 winning move order, 1 set of moves \(unique\)/); // Nc3 takes d1 last
  await clickSquare(page, $(solo.BOARD), "a2");
  await analysis(/Not solvable/);
  // A bad import keeps the text and the board; a FEN record imports.
  await page.fill($(solo.EDIT_TEXT), "8/8/8/9 w - - 0 1");
  await page.click(`${$(solo.EDIT_IMPORT)} button`);
  await waitForStatus(/Cannot import that: rank 4 from the top is 9 squares wide/);
  assert.equal(await page.locator($(solo.EDIT_TEXT)).inputValue(), "8/8/8/9 w - - 0 1");
  await page.fill($(solo.EDIT_TEXT), "8/8/8/3R4/8/3B4/8/3N4 w - - 0 1");
  await page.click(`${$(solo.EDIT_IMPORT)} button`);
  await analysis(/Solvable: \d+ winning move orders?/);
  assert.equal(await page.locator($(solo.EDIT_WIDTH)).inputValue(), "8");
  assert.match(await page.locator($(solo.EDIT_SEED)).inputValue(), /4×4 boards without a king only/);
  await screenshot(page, "solo-editor");
  await page.click($(solo.EDIT_PLAY));
  await page.waitForSelector($(solo.EDITOR), { state: "hidden" });
  assert.match(await boardLabel(), /8 by 8\. Position: 8\/8\/8\/3R4\/8\/3B4\/8\/3N4/);
  await page.waitForURL(/#\/solo\/8\/8\/8\/3R4\/8\/3B4\/8\/3N4$/);
});

test("the daily puzzle is the same on every visit, and is made for the rules chosen", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloSettled });
  await fillNewPuzzle(page);
  await page.click($(solo.DAILY));
  await waitForStatus(/The daily puzzle for \d{4}-\d{2}-\d{2}: \d+ pieces, [★☆]{5} \(one solution/);
  assert.match(await page.locator($(solo.PLAYING)).textContent(), /^Daily puzzle · .* · Classic rules · [★☆]{5}$/);
  const first = await boardLabel();
  await page.reload();
  await fillNewPuzzle(page);
  await page.click($(solo.DAILY));
  await waitForStatus(/The daily puzzle for/);
  assert.equal(await boardLabel(), first, "the same puzzle again");
  await fillNewPuzzle(page, { rules: "solo" });
  await page.click($(solo.DAILY));
  await waitForStatus(/The daily puzzle for/);
  assert.equal(await page.locator($(solo.RULES)).inputValue(), "solo");
  assert.match(await boardLabel(), /8 by 8/, "the Solo Chess daily puzzle is on 8×8, as chess.com plays it");
  await page.waitForURL(/#\/solo\/daily\/\d{4}-\d\d-\d\d\?rules=solo$/);
});
