// Benchmark (not a test): the "No win from here" check in the built web app, in headless
// Chromium, on the 8×8 Solo-rules benchmark positions (default: the hard 24-piece set).
// For each position it plays captures chosen at random (seeded, so every run plays the same
// ones) and reads, after each, how long the page took from the move to the worker's verdict
// (the board's `data-check-ms`), and whether the position was lost.
// Usage: trunk build --release && node benches/solo-dead-end-browser.mjs [FILE] [MOVES]
import { readFileSync } from "node:fs";
import { serve, launch } from "../tests/e2e/harness.mjs";

const file = process.argv[2] ?? new URL("solo_hard_24.txt", import.meta.url).pathname;
const movesPerPosition = Number(process.argv[3] ?? 4);
const codes = readFileSync(file, "utf8").split("\n").map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

/** The board of a code: board[rank][file] = piece letter or "", rank 0 the bottom. */
function parse(code) {
  return code.split("/").reverse().map((rank) => [...rank].flatMap((c) => (/\d/.test(c) ? Array(Number(c)).fill("") : [c])));
}

/** Every capture from `board` under Solo rules (kings are never captured), as [from, to] names. */
function captures(board, made) {
  const size = board.length;
  const at = (f, r) => (f >= 0 && r >= 0 && f < size && r < size ? board[r][f] : null);
  const name = (f, r) => String.fromCharCode(97 + f) + (r + 1);
  const out = [];
  const take = (f, r, tf, tr) => {
    const target = at(tf, tr);
    if (target && target !== "K" && (made[name(f, r)] ?? 0) < 2) out.push([name(f, r), name(tf, tr)]);
  };
  const rays = { R: [[1, 0], [-1, 0], [0, 1], [0, -1]], B: [[1, 1], [1, -1], [-1, 1], [-1, -1]] };
  rays.Q = [...rays.R, ...rays.B];
  for (let r = 0; r < size; r++) for (let f = 0; f < size; f++) {
    const piece = board[r][f];
    if (rays[piece]) {
      for (const [df, dr] of rays[piece]) {
        let [tf, tr] = [f + df, r + dr];
        while (at(tf, tr) === "") [tf, tr] = [tf + df, tr + dr];
        take(f, r, tf, tr);
      }
    } else if (piece === "N") {
      for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) take(f, r, f + df, r + dr);
    } else if (piece === "K") {
      for (let df = -1; df <= 1; df++) for (let dr = -1; dr <= 1; dr++) if (df || dr) take(f, r, f + df, r + dr);
    } else if (piece === "P") {
      take(f, r, f - 1, r + 1);
      take(f, r, f + 1, r + 1);
    }
  }
  return out;
}

let seed = 20261123;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

const server = await serve(new URL("../dist/", import.meta.url).pathname);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });

async function click(square) {
  const box = await page.locator("#solo-board").boundingBox();
  const side = box.width / 8;
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  await page.mouse.click(box.x + (file + 0.5) * side, box.y + (7 - rank + 0.5) * side);
}

const times = [];
let lost = 0;
for (const code of codes) {
  await page.goto(`${server.url}#/solo/${code}?rules=solo`);
  await page.reload();
  await page.waitForFunction(() => document.querySelector("#solo-board")?.hasAttribute("data-check-ms"), null, { timeout: 60000 });
  const board = parse(code);
  const made = {};
  for (let move = 0; move < movesPerPosition; move++) {
    const options = captures(board, made);
    if (options.length === 0) break;
    const [from, to] = options[Math.floor(random() * options.length)];
    await click(from);
    await click(to);
    await page.waitForFunction((ply) => document.querySelector("#solo-board").getAttribute("data-check-ply") === String(ply),
      move + 1, { timeout: 60000 });
    const ms = Number(await page.locator("#solo-board").getAttribute("data-check-ms"));
    const verdict = (await page.locator("#solo-status").textContent()).startsWith("No win from here") ? "lost" : "open";
    times.push(ms);
    if (verdict === "lost") lost++;
    console.log(`${String(ms).padStart(6)} ms  ${verdict}  ${from}x${to}  ${code}`);
    const [ff, fr, tf, tr] = [from.charCodeAt(0) - 97, Number(from.slice(1)) - 1, to.charCodeAt(0) - 97, Number(to.slice(1)) - 1];
    board[tr][tf] = board[fr][ff];
    board[fr][ff] = "";
    made[to] = (made[from] ?? 0) + 1;
    delete made[from];
    if (verdict === "lost") break;
  }
}
times.sort((a, b) => a - b);
console.log(`${times.length} checks on ${codes.length} positions (${lost} lost): median ${times[Math.floor(times.length / 2)]} ms, worst ${times[times.length - 1]} ms`);
await browser.close();
await server.close();
