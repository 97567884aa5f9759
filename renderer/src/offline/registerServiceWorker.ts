import { SKIP_WAITING, WARM_DEFINITIONS } from "./offlineMessages.ts";

/**
 * Registers the portal's service worker (renderer/src/offline/serviceWorker.ts) once the page has
 * loaded. A new version that has
 * installed waits: the page is told (`updateWaiting`) and applies it only when the applicant asks
 * (`applyUpdate`), never swapped in the middle of an application (issue 27). Once active and
 * online, the worker is asked to keep every type's definition and validators for offline use.
 * No workbox-window: the few lines here keep the first page's JavaScript within its budget.
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** Whether a new version of the portal is installed and waiting for the applicant's word. */
export const updateWaiting = (): boolean => waiting !== null;

/** Calls `listener` when a new version starts waiting (for useSyncExternalStore). */
export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setWaiting(worker: ServiceWorker): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Takes the waiting version: it activates, then the page reloads on it. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register("/serviceWorker.js", { scope: "/" });
  // A version installed while this page was controlled by the one before waits for the applicant.
  const watch = (worker: ServiceWorker) =>
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) setWaiting(worker);
    });
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  if (registration.installing) watch(registration.installing);
  registration.addEventListener("updatefound", () => registration.installing && watch(registration.installing));
  // Looked for again when the applicant comes back to the tab (the portal may have been released meanwhile).
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && navigator.onLine) registration.update().catch(() => undefined);
  });
  const ready = await navigator.serviceWorker.ready;
  const warm = () => {
    if (navigator.onLine) ready.active?.postMessage({ type: WARM_DEFINITIONS });
  };
  // When idle, so the first page's own requests go first.
  if ("requestIdleCallback" in window) window.requestIdleCallback(warm, { timeout: 10_000 });
  else setTimeout(warm, 3_000);
  window.addEventListener("online", warm);
}

/** Starts the registration after the page's load, when the browser has service workers. */
export function registerServiceWorker(): void {
  // The dev server has no serviceWorker.js: the registration fails there, quietly, as it does where a browser refuses it.
  if (!("serviceWorker" in navigator)) return;
  const start = () => void register().catch(() => undefined);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
