import type { Page } from "playwright-core";
import { expect } from "vitest";
import { keptTypes } from "./keptTypes.ts";

/** The types the server lists, as the service worker fetches them to keep. */
export async function listedTypes(page: Page, base: string): Promise<Array<{ id: string; hash: string; requiresLogin: boolean }>> {
  const answer = await page.request.get(`${base}/api/definitions`);
  return ((await answer.json()) as { data: { definitions: Array<{ id: string; hash: string; requiresLogin: boolean }> } }).data.definitions;
}

/**
 * One visit with a signal, as issue 27 asks: /application-types opens, the service worker takes
 * the page and keeps every type's definition and validators and the wizard's context. Answers the
 * types listed.
 */
export async function keptForOffline(page: Page, base: string): Promise<Array<{ id: string; hash: string; requiresLogin: boolean }>> {
  await page.goto(`${base}/application-types`);
  await page.getByRole("heading", { name: "Apply to the National Fisheries Authority", level: 1 }).waitFor();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), { timeout: 30_000 }).toMatch(/\/serviceWorker\.js$/);
  const types = await listedTypes(page, base);
  await expect.poll(() => keptTypes(page, types), { timeout: 60_000, message: "every type's definition and validators kept" }).toBe(types.length);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/api/constants/context"))), { timeout: 30_000, message: "the wizard's context kept" }).toBe(true);
  return types;
}
