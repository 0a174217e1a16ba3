// Tests of the size check (`node --test scripts/`): it passes a site within its budgets and fails,
// naming the module, one whose page wasm is 80 KB over.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUDGETS, gzipSize, measure } from "./check-sizes.mjs";

const script = fileURLToPath(new URL("./check-sizes.mjs", import.meta.url));
const budget = (name) => BUDGETS.find((entry) => entry.name.startsWith(name)).gzip;

/** A site in a new folder: each module given `bytes` of random (incompressible) content. */
function site(sizes) {
  const dir = mkdtempSync(join(tmpdir(), "check-sizes-"));
  for (const [file, bytes] of Object.entries(sizes)) writeFileSync(join(dir, file), randomBytes(bytes));
  return dir;
}

const within = {
  "app-0123abcd_bg.wasm": 100_000,
  "families-0123abcd_bg.wasm": 100_000,
  "worker-0123abcd_bg.wasm": 100_000,
  "app-0123abcd.js": 5_000,
  "sw.js": 1_000,
};

const run = (dir) => spawnSync(process.execPath, [script, dir], { encoding: "utf8" });

test("a site within its budgets passes, each module reported", () => {
  const dir = site(within);
  try {
    const result = run(dir);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /ok +page wasm \(app\): 10\d\.\d KB gzip -9 of 166\.5 KB/);
    assert.deepEqual(measure(dir).find((entry) => entry.name.startsWith("page scripts")).files, ["app-0123abcd.js", "sw.js"]);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("a page wasm 80 KB over its budget fails by name, with its size and its budget", () => {
  const dir = site({ ...within, "app-0123abcd_bg.wasm": budget("page wasm") + 80_000 });
  try {
    const result = run(dir);
    assert.equal(result.status, 1);
    assert.match(result.stdout, /OVER +page wasm \(app\): 24\d\.\d KB gzip -9 of 166\.5 KB \(app-0123abcd_bg\.wasm\) — OVER by 8\d\.\d KB/);
    assert.match(result.stderr, /over budget: page wasm \(app\) \(rules and budgets/);
    assert.doesNotMatch(result.stderr, /worker/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("a site without its page wasm fails, and a missing folder is a usage error", () => {
  const rest = { ...within };
  delete rest["app-0123abcd_bg.wasm"];
  const dir = site(rest);
  try {
    const result = run(dir);
    assert.equal(result.status, 1);
    assert.match(result.stdout, /OVER +page wasm \(app\): no file in the site matches/);
  } finally {
    rmSync(dir, { recursive: true });
  }
  assert.equal(run(join(tmpdir(), "no-such-site-folder")).status, 2);
});

test("gzip sizes are level 9's", () => {
  const text = Buffer.from("solo ".repeat(1000));
  assert.ok(gzipSize(text) < 100);
});
