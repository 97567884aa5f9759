import { SKIP_WAITING, WARM_DEFINITIONS } from "./offlineMessages.ts";

/**
 * Registers the portal's service worker (renderer/src/offline/serviceWorker.ts) once the first page
 * has settled (`whenPageSettled`). A new version that has installed waits: the page is told
 * (`updateWaiting`) and applies it only when the applicant asks (`applyUpdate`), never swapped in the middle of an application (issue 27). Once active and
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

/** How long the network must have been quiet before the worker installs, and the longest wait after load. */
const QUIET_MS = 2_000;
const LATEST_MS = 15_000;

/**
 * Calls `start` once the first page has what it needs: after `load`, when no resource has finished
 * for QUIET_MS (the route's chunk, the definition and the draft have arrived) and the main thread
 * is idle; at the latest LATEST_MS after load. Installing the worker precaches some 320 KB: started
 * at `load`, those requests competed with the first route's own data on a weak signal and cost the
 * page's Lighthouse performance 4 to 18 points (issue 27's paired runs). The applicant gains
 * nothing from the worker in those first seconds.
 */
export function whenPageSettled(start: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 0));
  const afterLoad = () => {
    const begun = performance.now();
    const check = () => {
      const finished = performance.getEntriesByType("resource").reduce((last, entry) => Math.max(last, (entry as PerformanceResourceTiming).responseEnd || entry.startTime), 0);
      const now = performance.now();
      if (now - finished >= QUIET_MS || now - begun >= LATEST_MS) idle();
      else setTimeout(check, QUIET_MS - (now - finished));
    };
    check();
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/** Starts the registration once the page has settled (`settled`), when the browser has service workers. */
export function registerServiceWorker(settled: (start: () => void) => void = whenPageSettled): void {
  // The dev server has no serviceWorker.js: the registration fails there, quietly, as it does where a browser refuses it.
  if (!("serviceWorker" in navigator)) return;
  settled(() => void register().catch(() => undefined));
}
