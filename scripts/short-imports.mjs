// Trunk post-build hook: gives each wasm module's imports short names (`a`, `b`, … `aa`, …) in
// the module and in its wasm-bindgen JavaScript, as Emscripten's minified imports do.
//
// wasm-bindgen names every import it generates `__wbg_<method>_<16 hex digits>`: the page's own
// wasm had 232 of them, 7.8 KB of names, whose hashes gzip cannot shrink. Short names take
// 4.4 KB off its gzip (the first board waits for that download) and as much off its script.
// The modules' code and behaviour are untouched: only the names that bind them change. The
// integrity hashes Trunk wrote into index.html are written again for the files changed.
//
// Runs before sw-assets.mjs (one hook in Trunk.toml), which lists the files as they end up.
//
// The renaming reads wasm-bindgen's glue as its version writes it (the `import0` object, one
// `name: function` key per import): `GLUE_VERSION` is the version it was written against, and the
// hook refuses to run when Cargo.lock, Cargo.toml or Trunk.toml name another (`pinnedVersions`).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { leb, readLeb, rewriteIntegrity, sections, skipDescription, stagingDir } from "./wasm-binary.mjs";

/** The wasm-bindgen whose glue this renaming reads. */
export const GLUE_VERSION = "0.2.130";

/** The wasm-bindgen version each of the project's files pins (`root`: the project's folder). */
export function pinnedVersions(root) {
  const read = (file) => readFileSync(join(root, file), "utf8");
  return {
    "Cargo.lock": /name = "wasm-bindgen"\nversion = "([^"]+)"/.exec(read("Cargo.lock"))?.[1],
    "Cargo.toml": /^wasm-bindgen = "=([^"]+)"/m.exec(read("Cargo.toml"))?.[1],
    "Trunk.toml": /^wasm_bindgen = "([^"]+)"/m.exec(read("Trunk.toml"))?.[1],
  };
}

/** What differs from `GLUE_VERSION` among the pinned versions (empty when all agree). */
export function pinProblems(root) {
  return Object.entries(pinnedVersions(root))
    .filter(([, version]) => version !== GLUE_VERSION)
    .map(([file, version]) => `${file} pins wasm-bindgen ${version ?? "(not found)"}, short-imports reads ${GLUE_VERSION}'s glue`);
}

/** The n-th short name: a … z, A … Z, aa, ab, … */
export function shortName(n) {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  do {
    name = letters[n % letters.length] + name;
    n = Math.floor(n / letters.length) - 1;
  } while (n >= 0);
  return name;
}

/**
 * The module with its imports from `glue` renamed; returns [bytes, Map old -> new].
 * Only the import section changes: nothing else in a module refers to an import by name.
 */
export function renameImports(wasm, glue) {
  const text = new TextDecoder();
  const encode = (string) => [...leb(Buffer.byteLength(string)), ...Buffer.from(string)];
  const out = [wasm.subarray(0, 8)];
  const renamed = new Map();
  for (const { id, at, start, end } of sections(wasm)) {
    if (id !== 2) {
      out.push(wasm.subarray(at, end));
      continue;
    }
    let [count, cursor] = readLeb(wasm, start);
    const section = [...leb(count)];
    while (count-- > 0) {
      let length;
      [length, cursor] = readLeb(wasm, cursor);
      const module = text.decode(wasm.subarray(cursor, cursor + length));
      cursor += length;
      [length, cursor] = readLeb(wasm, cursor);
      const name = text.decode(wasm.subarray(cursor, cursor + length));
      cursor += length;
      const description = cursor;
      cursor = skipDescription(wasm, cursor);
      let short = name;
      if (module === glue) {
        short = renamed.get(name) ?? shortName(renamed.size);
        renamed.set(name, short);
      }
      section.push(...encode(module), ...encode(short), ...wasm.subarray(description, cursor));
    }
    out.push(Uint8Array.from([2, ...leb(section.length), ...section]));
  }
  return [Buffer.concat(out), renamed];
}

/** Renames the imports of every wasm module in `dir` and its script, and their hashes in index.html. */
export async function shortenImports(dir) {
  const names = await readdir(dir);
  let index = await readFile(join(dir, "index.html"), "utf8");
  const report = [];
  for (const wasmName of names.filter((name) => name.endsWith("_bg.wasm"))) {
    const scriptName = wasmName.replace(/_bg\.wasm$/, ".js");
    if (!names.includes(scriptName)) continue;
    const wasm = await readFile(join(dir, wasmName));
    const scriptBytes = await readFile(join(dir, scriptName));
    let script = scriptBytes.toString("utf8");
    // The glue's imports are the object the script hands to WebAssembly under this module name.
    const glue = /["']?(\.\/[\w-]+_bg\.js|wbg)["']?\s*:\s*import0/.exec(script)?.[1];
    if (!glue) throw new Error(`${scriptName}: no import object found`);
    const [renamedWasm, renamed] = renameImports(wasm, glue);
    for (const [old, short] of renamed) {
      // Each import is one key of the import object: `        __wbg_x_0123…: function(…`.
      const key = new RegExp(`^(\\s+)${old}(?=: function)`, "gm");
      const found = script.match(key)?.length ?? 0;
      if (found !== 1) throw new Error(`${scriptName}: import ${old} is defined ${found} times`);
      script = script.replace(key, `$1${short}`);
    }
    for (const [file, before, after] of [[wasmName, wasm, renamedWasm], [scriptName, scriptBytes, Buffer.from(script)]]) {
      await writeFile(join(dir, file), after);
      index = rewriteIntegrity(index, file, before, after);
    }
    report.push(`${wasmName} ${renamed.size} imports, ${wasm.length - renamedWasm.length} bytes`);
  }
  await writeFile(join(dir, "index.html"), index);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = stagingDir("short-imports");
  const problems = pinProblems(join(fileURLToPath(import.meta.url), "..", ".."));
  if (problems.length > 0) {
    console.error(`short-imports: ${problems.join("; ")}: check the glue's import object, then update GLUE_VERSION`);
    process.exit(1);
  }
  console.log(`short-imports: ${(await shortenImports(dir)).join("; ")}`);
}
