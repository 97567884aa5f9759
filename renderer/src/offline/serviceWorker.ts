import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { OFFLINE_CACHES, SKIP_WAITING, WARM_DEFINITIONS } from "./offlineMessages.ts";

/**
 * The portal's service worker (issue 27, docs/decisions/0062), built by vite-plugin-pwa's
 * injectManifest with Workbox: the app's own files precached at install (the list Workbox writes
 * into `__WB_MANIFEST` at build time); the page network-first, the one last seen kept for
 * offline, the home page otherwise; each type's definition network-first and its validators by
 * their hash, so a wizard opens with no signal once its type was opened or warmed. No personal
 * answer goes into these caches: applications in progress are the drafts' and the outbox's.
 */
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  addEventListener(type: "install" | "activate" | "message", listener: (event: ExtendableMessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
interface ExtendableMessageEvent {
  data?: unknown;
  waitUntil(work: Promise<unknown>): void;
}
declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The page the server makes (the types inlined, the route's preloads): online as ever; offline the one last seen at that address, else the home page, which the client's router turns into any route. */
const pages = new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: 6, plugins: [new ExpirationPlugin({ maxEntries: 30 })] });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await caches.match("/", { cacheName: OFFLINE_CACHES.pages })) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

const isGet = (request: Request) => request.method === "GET";
/** A type's definition (GET /api/definitions/{type}) and the list of types: network first, the last answer kept. */
registerRoute(({ url, request }) => isGet(request) && (url.pathname === "/api/definitions" || /^\/api\/definitions\/[^/]+$/.test(url.pathname)), new NetworkFirst({ cacheName: OFFLINE_CACHES.definitions, networkTimeoutSeconds: 6, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }));
/** A type's validators: their address carries the definition's hash (`?v=`), so a kept copy is the right one for good. */
registerRoute(({ url, request }) => isGet(request) && /^\/api\/definitions\/[^/]+\/validators\.js$/.test(url.pathname) && url.searchParams.has("v"), new CacheFirst({ cacheName: OFFLINE_CACHES.validators, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }));
/** The reference lists and seasons the wizard reads. */
registerRoute(({ url, request }) => isGet(request) && url.pathname.startsWith("/api/constants/"), new NetworkFirst({ cacheName: OFFLINE_CACHES.definitions, networkTimeoutSeconds: 6 }));

// The home page is kept at install, so the first visit, whatever its address, leaves a page to open offline.
self.addEventListener("install", (event) => event.waitUntil(caches.open(OFFLINE_CACHES.pages).then((cache) => cache.add("/"))));
// A first install takes the open pages at once (there is no older version for them to lose); a new
// version waits until the applicant says so (SKIP_WAITING), never swapped in mid-application.
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Every type's definition and validators, fetched once the page asks (online and idle), so any wizard opens offline. */
async function warmDefinitions(): Promise<void> {
  const answer = await fetch("/api/definitions");
  if (!answer.ok) return;
  const definitionsCache = await caches.open(OFFLINE_CACHES.definitions);
  await definitionsCache.put("/api/definitions", answer.clone());
  const { data } = (await answer.json()) as { data: { definitions: Array<{ id: string; hash: string }> } };
  // Today and the season windows every wizard judges with: not personal, needed by any type offline.
  await definitionsCache.add("/api/constants/context").catch(() => undefined);
  const validatorsCache = await caches.open(OFFLINE_CACHES.validators);
  for (const type of data.definitions) {
    const id = encodeURIComponent(type.id);
    const validators = `/api/definitions/${id}/validators.js?v=${encodeURIComponent(type.hash)}`;
    // One at a time: a weak signal shares its bandwidth with what the applicant is doing.
    if (!(await definitionsCache.match(`/api/definitions/${id}`))) await definitionsCache.add(`/api/definitions/${id}`).catch(() => undefined);
    if (!(await validatorsCache.match(validators))) await validatorsCache.add(validators).catch(() => undefined);
  }
}

self.addEventListener("message", (event) => {
  const type = (event.data as { type?: string } | undefined)?.type;
  if (type === SKIP_WAITING) event.waitUntil(self.skipWaiting());
  if (type === WARM_DEFINITIONS) event.waitUntil(warmDefinitions().catch(() => undefined));
});
