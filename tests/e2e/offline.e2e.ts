import { describe, expect, inject, it } from "vitest";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { keptForOffline } from "./support/offline.ts";
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

describe("offline", () => {
  it(
    "after one visit with a signal, opens with none: the tiles, the offline banner, a page not visited before, every type kept for its wizard",
    timed("offline", async (open) => {
      const page = await open({ serviceWorkers: "allow", viewport: PHONE });
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      // The worker controls the page once it has installed, and keeps every type; the manifest is linked.
      const types = await keptForOffline(page, base);
      expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
      const manifest = await (await page.request.get(`${base}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });

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
