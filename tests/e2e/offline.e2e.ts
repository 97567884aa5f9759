import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn } from "./support/session.ts";

/**
 * Issue 27, the first part: after one visit with a signal, the portal opens with none. Phone
 * size, Chromium's own offline switch: the page reloads from the service worker's copy with its
 * tiles and the offline banner, a page never visited opens (its code was precached), and every
 * type's definition and validators are kept for the wizard.
 */
const base = inject("base");
const timed = journeysInChromium();
const PHONE = { width: 390, height: 844 };

/** The types the server lists, as the worker fetched them to keep. */
async function listedTypes(page: Page): Promise<Array<{ id: string; hash: string; requiresLogin: boolean }>> {
  const answer = await page.request.get(`${base}/api/definitions`);
  return ((await answer.json()) as { data: { definitions: Array<{ id: string; hash: string; requiresLogin: boolean }> } }).data.definitions;
}

/** How many of the types have their definition and validators in the worker's caches. */
const keptTypes = (page: Page, types: Array<{ id: string; hash: string }>) =>
  page.evaluate(async (list) => {
    let kept = 0;
    for (const { id, hash } of list) {
      const definition = await caches.match(`/api/definitions/${encodeURIComponent(id)}`);
      const validators = await caches.match(`/api/definitions/${encodeURIComponent(id)}/validators.js?v=${encodeURIComponent(hash)}`);
      if (definition && validators) kept += 1;
    }
    return kept;
  }, types);

describe("offline", () => {
  it(
    "after one visit with a signal, opens with none: the tiles, the offline banner, a page not visited before, every type kept for its wizard",
    timed("offline", async (open) => {
      const page = await open({ serviceWorkers: "allow", viewport: PHONE });
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      await page.goto(`${base}/application-types`);
      await page.getByRole("heading", { name: "Apply to the National Fisheries Authority", level: 1 }).waitFor();
      // The manifest is linked; the worker controls the page once it has installed.
      expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
      const manifest = await (await page.request.get(`${base}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), { timeout: 30_000 }).toMatch(/\/serviceWorker\.js$/);
      const types = await listedTypes(page);
      await expect.poll(() => keptTypes(page, types), { timeout: 60_000, message: "every type's definition and validators kept" }).toBe(types.length);

      // No signal: the page comes back from the worker, with the tiles and the banner.
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole("heading", { name: "Apply to the National Fisheries Authority", level: 1 }).waitFor();
      await page.getByText("You are offline").waitFor();
      const tiles = page.getByRole("list", { name: "Application types" }).getByRole("listitem");
      expect(await tiles.count()).toBe(types.filter((t) => t.requiresLogin).length);
      await checkAccessibility(page, "offline: the application types");
      await snapshot(page, "offline", "application-types-390");

      // A page never opened with a signal: its address loads the kept page, its code was precached.
      await page.goto(`${base}/faq`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await page.getByRole("heading", { level: 1 }).first().innerText()).not.toBe("");
      await page.getByText("You are offline").waitFor();
      await snapshot(page, "offline", "faq-390");

      // The signal returns: the banner goes.
      await page.context().setOffline(false);
      await expect.poll(() => page.getByText("You are offline").count()).toBe(0);
      return `${types.length} types kept; the tiles and the FAQ opened with no signal`;
    }),
  );

  expectNoViolations();
});
