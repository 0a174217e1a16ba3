// Tests of the import renaming hook (`node --test scripts/`): the pinned wasm-bindgen is the one
// whose glue it reads, and a site whose index.html lacks a file's hash fails loudly.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { integrity } from "./wasm-binary.mjs";
import { GLUE_VERSION, pinProblems, pinnedVersions, shortenImports } from "./short-imports.mjs";
import { handMade } from "./wasm-fixture.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

test("Cargo.lock, Cargo.toml and Trunk.toml pin the wasm-bindgen whose glue the renaming reads", () => {
  assert.deepEqual(pinnedVersions(root), { "Cargo.lock": GLUE_VERSION, "Cargo.toml": GLUE_VERSION, "Trunk.toml": GLUE_VERSION });
  assert.deepEqual(pinProblems(root), []);
  const other = mkdtempSync(join(tmpdir(), "pins-"));
  try {
    for (const file of ["Cargo.lock", "Cargo.toml", "Trunk.toml"]) cpSync(join(root, file), join(other, file));
    const lock = readFileSync(join(other, "Cargo.lock"), "utf8");
    writeFileSync(join(other, "Cargo.lock"), lock.replace(`name = "wasm-bindgen"\nversion = "${GLUE_VERSION}"`, 'name = "wasm-bindgen"\nversion = "0.2.999"'));
    assert.deepEqual(pinProblems(other), [`Cargo.lock pins wasm-bindgen 0.2.999, short-imports reads ${GLUE_VERSION}'s glue`]);
  } finally {
    rmSync(other, { recursive: true });
  }
});

/** A built site of one module and its glue script, index.html holding `hashes` of them. */
function site(hashes) {
  const dir = mkdtempSync(join(tmpdir(), "short-imports-"));
  const wasm = handMade();
  const script = [
    "function getImports() {",
    "    const import0 = {",
    "        __proto__: null,",
    "        __wbg_log_0123456789abcdef: function(arg0) {},",
    "        __wbg_now_fedcba9876543210: function() { return 0; },",
    "    };",
    '    return { __proto__: null, "wbg": import0 };',
    "}",
  ].join("\n");
  writeFileSync(join(dir, "app-1_bg.wasm"), wasm);
  writeFileSync(join(dir, "app-1.js"), script);
  const [wasmHash, scriptHash] = hashes(integrity(wasm), integrity(Buffer.from(script)));
  writeFileSync(join(dir, "index.html"),
    `<link rel="modulepreload" href="/app-1.js" integrity="${scriptHash}"><link rel="preload" href="/app-1_bg.wasm" integrity="${wasmHash}">`);
  return dir;
}

test("the imports are renamed in the module and its script, and both hashes rewritten", async () => {
  const dir = site((wasm, script) => [wasm, script]);
  try {
    assert.deepEqual(await shortenImports(dir), ["app-1_bg.wasm 2 imports, 50 bytes"]);
    const script = readFileSync(join(dir, "app-1.js"), "utf8");
    assert.match(script, /^ {8}a: function\(arg0\)/m);
    assert.match(script, /^ {8}b: function\(\)/m);
    const index = readFileSync(join(dir, "index.html"), "utf8");
    assert.ok(index.includes(integrity(readFileSync(join(dir, "app-1_bg.wasm")))));
    assert.ok(index.includes(integrity(Buffer.from(script))));
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("a site whose index.html links a module with a stale hash fails loudly", async () => {
  const dir = site((_, script) => ["sha384-stale", script]);
  try {
    await assert.rejects(shortenImports(dir), /index\.html links app-1_bg\.wasm with the integrity hash sha384-stale, not its own/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
