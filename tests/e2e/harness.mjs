// Shared end-to-end helpers: a static server for dist/ and a headless Debian Chromium.
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/** Serves `dir` on a free loopback port; resolves to { url, close }. */
export async function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, path.endsWith("/") ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end("not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Starts headless Chromium with the flags this machine needs. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--no-first-run", "--disable-sync"],
  });
}

/** Clicks the centre of square `name` (e.g. "c4") on the board canvas `selector`. */
export async function clickSquare(page, selector, name, size = { width: 4, height: 4 }) {
  const box = await page.locator(selector).boundingBox();
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1)) - 1;
  const x = box.x + ((file + 0.5) * box.width) / size.width;
  const y = box.y + ((size.height - 1 - rank + 0.5) * box.height) / size.height;
  await page.mouse.click(x, y);
}

/** Saves a screenshot under tests/e2e/artifacts. */
export async function screenshot(page, name) {
  const dir = new URL("./artifacts/", import.meta.url).pathname;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
