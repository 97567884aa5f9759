import type { Page } from "playwright-core";

/**
 * How many of the types have their definition and validators in the service worker's caches
 * (renderer/src/offline/serviceWorker.ts). Free of vitest, so the bench's offline repeat visit
 * (bench/offlineRepeatVisit.ts) reads the caches the same way as the browser suite.
 */
export const keptTypes = (page: Page, types: Array<{ id: string; hash: string }>) =>
  page.evaluate(async (list) => {
    let kept = 0;
    for (const { id, hash } of list) {
      const definition = await caches.match(`/api/definitions/${encodeURIComponent(id)}`);
      const validators = await caches.match(`/api/definitions/${encodeURIComponent(id)}/validators.js?v=${encodeURIComponent(hash)}`);
      if (definition && validators) kept += 1;
    }
    return kept;
  }, types);
