// Tests of the post-build hooks' wasm reading and writing, on small modules made by hand
// (`node --test scripts/`). Each module is also checked by the engine's own `WebAssembly.validate`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { integrity, leb, readLeb, rewriteIntegrity, sections, skipImport } from "./wasm-binary.mjs";
import { handMade } from "./wasm-fixture.mjs";
import { renameImports, shortName } from "./short-imports.mjs";
import { chain, functions, withOrderNames } from "./reorder-functions.mjs";

/** Each import of `wasm` as [module, name, kind]. */
function imports(wasm) {
  const { start } = [...sections(wasm)].find(({ id }) => id === 2);
  let [count, at] = readLeb(wasm, start);
  const out = [];
  while (count-- > 0) {
    const names = [];
    for (let cursor = at, i = 0; i < 2; i++) {
      const [length, next] = readLeb(wasm, cursor);
      names.push(new TextDecoder().decode(wasm.subarray(next, next + length)));
      cursor = next + length;
    }
    const [kind, next] = skipImport(wasm, at);
    out.push([...names, kind]);
    at = next;
  }
  return out;
}

test("LEB128 numbers read back as written, up to 2^53", () => {
  for (const value of [0, 1, 127, 128, 300, 16_383, 16_384, 624_485, 2 ** 32, 2 ** 53 - 1]) {
    const bytes = leb(value);
    assert.deepEqual(readLeb(Uint8Array.from([0xff, ...bytes, 0x42]), 1), [value, 1 + bytes.length]);
  }
  assert.deepEqual(leb(624_485), [0xe5, 0x8e, 0x26]); // the example in the LEB128 literature
});

test("the hand-made module is valid and its sections are found in order, each where it is", () => {
  const wasm = handMade();
  assert.ok(WebAssembly.validate(wasm));
  const found = [...sections(wasm)];
  assert.deepEqual(found.map(({ id }) => id), [1, 2, 3, 10]);
  assert.equal(found[0].at, 8);
  for (let i = 1; i < found.length; i++) assert.equal(found[i].at, found[i - 1].end);
  assert.equal(found.at(-1).end, wasm.length);
});

test("imports are skipped whole, whatever their kind", () => {
  assert.deepEqual(imports(handMade()), [
    ["wbg", "__wbg_log_0123456789abcdef", 0],
    ["env", "memory", 2],
    ["wbg", "__wbg_now_fedcba9876543210", 0],
  ]);
});

test("short names run a … z, A … Z, then two letters", () => {
  assert.deepEqual([0, 1, 25, 26, 51, 52, 53, 52 + 52].map(shortName), ["a", "b", "z", "A", "Z", "aa", "ab", "ba"]);
});

test("only the glue's imports are renamed, and the module stays valid", () => {
  const [renamed, names] = renameImports(handMade(), "wbg");
  assert.ok(WebAssembly.validate(renamed));
  assert.deepEqual(imports(renamed), [["wbg", "a", 0], ["env", "memory", 2], ["wbg", "b", 0]]);
  assert.deepEqual([...names], [["__wbg_log_0123456789abcdef", "a"], ["__wbg_now_fedcba9876543210", "b"]]);
  assert.equal(renameImports(handMade({ glue: "./app-1_bg.js" }), "wbg")[1].size, 0);
});

test("functions are read after the imported ones, and the chain places each once", () => {
  const { imported, bodies } = functions(handMade());
  assert.equal(imported, 2);
  assert.deepEqual(bodies.map((body) => [...body]), [[0x00, 0x10, 0x00, 0x0b], [0x00, 0x01, 0x10, 0x01, 0x0b]]);
  const many = Array.from({ length: 40 }, (_, i) => Uint8Array.from([i % 7, i % 5, 1, 2, 3, i % 3]));
  assert.deepEqual([...chain(many)].sort((a, b) => a - b), many.map((_, i) => i));
});

test("the order's names go in one name section, by function index, and the module stays valid", () => {
  const named = withOrderNames(handMade(), 2, [1, 0]);
  assert.ok(WebAssembly.validate(named));
  const custom = [...sections(named)].filter(({ id }) => id === 0);
  assert.equal(custom.length, 1);
  const text = Buffer.from(named.subarray(custom[0].start, custom[0].end)).toString("latin1");
  assert.match(text, /^\x04name\x01/);
  assert.ok(text.indexOf("\x02\x02f1") < text.indexOf("\x03\x02f0"), "function 2 is named f1, function 3 f0");
  assert.equal([...sections(withOrderNames(named, 2, [0, 1]))].filter(({ id }) => id === 0).length, 1);
});

test("an integrity hash is rewritten, and a file linked with another hash fails loudly", () => {
  const [before, after] = [Buffer.from("old"), Buffer.from("new")];
  const index = `<link rel="preload" href="/app-1_bg.wasm" integrity="${integrity(before)}"><link rel="preload" href="/worker_bg.wasm">`;
  assert.equal(rewriteIntegrity(index, "app-1_bg.wasm", before, after), index.replace(integrity(before), integrity(after)));
  assert.equal(rewriteIntegrity(index, "worker_bg.wasm", Buffer.from("w"), after), index, "a file linked without a hash");
  assert.equal(rewriteIntegrity(index, "other_bg.wasm", Buffer.from("o"), after), index, "a file index.html does not link");
  assert.throws(() => rewriteIntegrity(index, "app-1_bg.wasm", Buffer.from("other"), after), /links app-1_bg\.wasm with the integrity hash sha384-\S+, not its own/);
  const stray = `${index}<script>const hash = "${integrity(before)}";</script>`;
  assert.throws(() => rewriteIntegrity(stray, "app-1_bg.wasm", before, after), /outside a tag that links it/);
});
