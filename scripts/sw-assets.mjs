// Trunk post-build hook: writes the list of built files into the service worker,
// so it can cache all of them at install and the app works offline after one visit.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("sw-assets: TRUNK_STAGING_DIR is not set (run me from Trunk)");
  process.exit(1);
}

async function files(folder) {
  const out = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

const assets = (await files(dir))
  .map((path) => relative(dir, path).split("\\").join("/"))
  .filter((path) => path !== "sw.js")
  .sort();
const hash = createHash("sha256");
for (const path of assets) hash.update(path).update(await readFile(join(dir, path)));
const version = hash.digest("hex").slice(0, 12);
const list = ["./", ...assets.filter((path) => path !== "index.html").map((path) => `./${path}`)];
const workerPath = join(dir, "sw.js");
const source = await readFile(workerPath, "utf8");
const filled = source
  .replace(/^const VERSION = .*;$/m, `const VERSION = ${JSON.stringify(version)};`)
  .replace(/^const ASSETS = .*;$/m, `const ASSETS = ${JSON.stringify(list)};`);
if (filled === source) {
  console.error("sw-assets: sw.js has no VERSION/ASSETS lines to fill in");
  process.exit(1);
}
await writeFile(workerPath, filled);
console.log(`sw-assets: ${list.length} files cached offline (version ${version})`);
