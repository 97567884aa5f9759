/** What the page says to the service worker (renderer/src/offline/serviceWorker.ts). */
export const SKIP_WAITING = "SKIP_WAITING";
export const WARM_DEFINITIONS = "WARM_DEFINITIONS";

/** The service worker's caches by what they keep (docs/decisions/0062): none holds an applicant's answers. */
export const OFFLINE_CACHES = { pages: "nfa-pages", definitions: "nfa-definitions", validators: "nfa-validators" } as const;
