// A small wasm module made by hand, for the post-build hooks' tests (*.test.mjs beside it).
import { leb } from "./wasm-binary.mjs";

const HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
const name = (text) => [...leb(Buffer.byteLength(text)), ...Buffer.from(text)];
const section = (id, contents) => [id, ...leb(contents.length), ...contents];
const vector = (items) => [...leb(items.length), ...items.flat()];

/** Three imports (two glue functions, a memory with a maximum) and two functions of type () -> (). */
export function handMade({ glue = "wbg" } = {}) {
  const body = (code) => [...leb(code.length + 2), 0x00, ...code, 0x0b]; // no locals, then `end`
  return Uint8Array.from([
    ...HEADER,
    ...section(1, vector([[0x60, 0x00, 0x00]])),
    ...section(2, vector([
      [...name(glue), ...name("__wbg_log_0123456789abcdef"), 0x00, 0x00],
      [...name("env"), ...name("memory"), 0x02, 0x01, 0x01, 0x02],
      [...name(glue), ...name("__wbg_now_fedcba9876543210"), 0x00, 0x00],
    ])),
    ...section(3, vector([[0x00], [0x00]])),
    ...section(10, vector([body([0x10, 0x00]), body([0x01, 0x10, 0x01])])), // call 0; nop, call 1
  ]);
}
