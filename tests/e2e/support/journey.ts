import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { snapshot, summarise } from "./evidence.ts";
import { closePage, newPage, type PageOptions } from "./session.ts";

/** A journey's body: opens as many fresh pages (visitors) as it needs and returns its one-line outcome. */
export type JourneyRun = (open: (options?: PageOptions) => Promise<Page>) => Promise<string>;

/**
 * A journey as a test body: `run`'s outcome is summarised with the time taken. On failure each
 * page's screen is kept as evidence; the pages are closed either way.
 */
export function journey(browser: () => Browser, name: string, run: JourneyRun): () => Promise<void> {
  return async () => {
    const started = Date.now();
    const pages: Page[] = [];
    const open = async (options?: PageOptions) => {
      const page = await newPage(browser(), options);
      pages.push(page);
      return page;
    };
    try {
      summarise(`${name}: ${await run(open)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      for (const [i, page] of pages.entries()) await snapshot(page, name, `failure-${i + 1}`).catch(() => undefined);
      throw error;
    } finally {
      for (const page of pages) await closePage(page);
    }
  };
}

/**
 * The journeys of one test file share one Chromium, launched before the first and closed after
 * the last; the returned function makes a named journey a test body.
 */
export function journeysInChromium(): (name: string, run: JourneyRun) => () => Promise<void> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = () => {
    if (!browser) throw new Error("Chromium was not launched");
    return browser;
  };
  return (name, run) => journey(launched, name, run);
}
