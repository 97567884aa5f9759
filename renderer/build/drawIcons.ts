import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

/**
 * Draws the web app manifest's icons (renderer/public/icons/) from the portal's own mark,
 * renderer/public/favicon.svg, in Debian's Chromium: 192 and 512 px as drawn, and a maskable
 * 512 px whose mark sits in the middle 60% on a full navy ground (a launcher may cut the rest).
 * Run once when the mark changes: `npx tsx renderer/build/drawIcons.ts`; the PNGs are committed.
 */
const PUBLIC = join(import.meta.dirname, "..", "public");
const svg = readFileSync(join(PUBLIC, "favicon.svg"), "utf8");
const inline = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const out = join(PUBLIC, "icons");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
for (const [name, size, maskable] of [["nfa-192.png", 192, false], ["nfa-512.png", 512, false], ["nfa-maskable-512.png", 512, true]] as const) {
  await page.setViewportSize({ width: size, height: size });
  const inset = maskable ? size * 0.2 : 0;
  await page.setContent(`<html><body style="margin:0;background:${maskable ? "#0b3d6b" : "transparent"}"><img src="${inline}" style="position:absolute;left:${inset}px;top:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px"></body></html>`);
  await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
  await page.screenshot({ path: join(out, name), omitBackground: !maskable });
}
await browser.close();
