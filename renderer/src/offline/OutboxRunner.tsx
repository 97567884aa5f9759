import { useEffect } from "react";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";
import { ownerOf } from "./useOutbox.ts";

/**
 * Starts the outbox (issue 27) once the first page is drawn and the browser is idle: what was kept
 * on this phone is sent when the app starts, when the signal returns and when the page is looked
 * at again, not only by Background Sync, which some browsers lack. Its code, and IndexedDB's, load
 * then, not with the first page (docs/decisions/0027). Sent again for whoever signs in.
 */
export function OutboxRunner() {
  const api = useApi();
  const owner = useSession((s) => ownerOf(s.profile));
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    const begin = () =>
      void import("./runOutbox.ts").then(({ runOutbox }) => {
        if (live) stop = runOutbox(api, owner);
      });
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(begin, { timeout: 3000 }) : window.setTimeout(begin, 0);
    return () => {
      live = false;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      stop?.();
    };
  }, [api, owner]);
  return null;
}
