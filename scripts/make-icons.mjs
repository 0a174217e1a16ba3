// Renders www/favicon.svg to the PNG app icons the manifest lists (192 and 512 px),
// in headless Chromium. Run once after changing the icon: node scripts/make-icons.mjs
import { readFile } from "node:fs/promises";
import { launch } from "../tests/e2e/harness.mjs";

const svg = await readFile(new URL("../www/favicon.svg", import.meta.url), "utf8");
const browser = await launch();
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
  await page.setContent(`<body style="margin:0">${sized}</body>`);
  await page.screenshot({ path: new URL(`../www/icon-${size}.png`, import.meta.url).pathname, omitBackground: true });
  await page.close();
}
await browser.close();
