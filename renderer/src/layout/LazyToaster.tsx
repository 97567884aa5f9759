import { lazy, Suspense, useEffect, useState } from "react";

const PortalToaster = lazy(() => import("./PortalToaster.tsx").then((m) => ({ default: m.PortalToaster })));

/**
 * The alerts' container, fetched once the first page is drawn and the browser is idle rather than
 * with the first page (issue 15, docs/decisions/0027): no alert can be due before the visitor acts.
 * An alert raised before it arrives is not lost: sonner hands a late container the alerts still
 * open.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(want, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(want, 0);
    return () => clearTimeout(id);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <PortalToaster />
    </Suspense>
  ) : null;
}
