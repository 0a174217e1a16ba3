// What the post-build hooks (short-imports.mjs, reorder-functions.mjs) read and write of a wasm
// module's binary form: LEB128 numbers, the sections, the imports; and a file's integrity hash
// in index.html. Tested on small hand-made modules in wasm-binary.test.mjs.
import { createHash } from "node:crypto";

/** The unsigned LEB128 number at `at`, and where the next thing starts. */
export function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** `value` as unsigned LEB128 bytes. */
export function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/** Each section of the module: its id, where it begins (`at`), its contents' `start` and `end`. */
export function* sections(wasm) {
  let at = 8;
  while (at < wasm.length) {
    const [size, start] = readLeb(wasm, at + 1);
    yield { id: wasm[at], at, start, end: start + size };
    at = start + size;
  }
}

/** Skips an import's description (function, table, memory, global, tag) from `at`. */
export function skipDescription(bytes, at) {
  const kind = bytes[at++];
  const limits = (at) => {
    const [flags, next] = readLeb(bytes, at);
    let [, after] = readLeb(bytes, next);
    if (flags & 1) [, after] = readLeb(bytes, after);
    return after;
  };
  switch (kind) {
    case 0: return readLeb(bytes, at)[1]; // function: type index
    case 1: return limits(at + 1); // table: element type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + 2; // global: value type, mutability
    case 4: return readLeb(bytes, at + 1)[1]; // tag: attribute, type index
    default: throw new Error(`unknown import kind ${kind}`);
  }
}

/** Skips a whole import (module name, name, description) from `at`: its kind and the next. */
export function skipImport(bytes, at) {
  for (let name = 0; name < 2; name++) {
    const [length, next] = readLeb(bytes, at);
    at = next + length;
  }
  return [bytes[at], skipDescription(bytes, at)];
}

/** A file's `integrity` attribute value, as Trunk writes it (SHA-384). */
export const integrity = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

/**
 * `index` (index.html's text) with `file`'s integrity hash changed from that of `before` to that
 * of `after`, in every tag that links `file` with an `integrity` attribute (Trunk writes one for
 * the page's own module and script; a worker's files are linked without). Throws when such a tag
 * holds another hash: a hash left stale makes the browser refuse the file, so a hook that
 * rewrites a file must find its hash.
 */
export function rewriteIntegrity(index, file, before, after) {
  const [old, renewed] = [integrity(before), integrity(after)];
  const name = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const tag = new RegExp(`<[^>]*\\b(?:href|src)="(?:[^"]*/)?${name}"[^>]*>`, "g");
  const rewritten = index.replace(tag, (link) => {
    const hash = /\bintegrity="([^"]*)"/.exec(link)?.[1];
    if (hash === undefined) return link;
    if (hash !== old) throw new Error(`index.html links ${file} with the integrity hash ${hash}, not its own ${old}`);
    return link.replace(old, renewed);
  });
  if (old !== renewed && rewritten.includes(old)) throw new Error(`index.html holds ${file}'s hash ${old} outside a tag that links it`);
  return rewritten;
}

/** The built site a hook rewrites: Trunk's staging folder, else the folder given; exits saying so without one. */
export function stagingDir(hook) {
  const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
  if (!dir) {
    console.error(`${hook}: TRUNK_STAGING_DIR is not set (run me from Trunk, or pass the folder)`);
    process.exit(1);
  }
  return dir;
}
