import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium (apt-get install chromium): playwright's own browser download cannot work here. */
export const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

/** Chromium headless with the flags that work on these machines. */
export function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error("Chromium is not installed: apt-get install -y chromium");
  return chromium.launch({ executablePath: CHROMIUM, args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
}
