import { existsSync } from "node:fs";

/** Debian's Chromium (apt-get install chromium), undefined when it is not installed. */
export const CHROMIUM = ["/usr/bin/chromium"].find((path) => existsSync(path));

/** Headless, and nothing that reaches out of the machine: the flags the browser suite uses (tests/e2e/support/browser.ts). */
export const CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
