import { createContext, lazy, Suspense, useContext, type ReactNode } from "react";
import type { MyVariations } from "../../../../engine/api/licenceVariationContract.ts";
import { useApiGet, type Loaded } from "../useApiGet.ts";

type Variations = Loaded<MyVariations> & { reload: () => void };
const VariationsContext = createContext<Variations | null>(null);

const Banner = lazy(() => import("./VariationsBanner.tsx").then((m) => ({ default: m.VariationsBanner })));

/**
 * One reading of GET /api/licences/variations for the whole dashboard (decision 0071): the banner
 * of variations to acknowledge and each licence's variations on the licences tab read it, and an
 * acknowledgement made in one reloads it for both.
 */
export function VariationsProvider({ children }: { children: ReactNode }) {
  const variations = useApiGet<MyVariations>("/licences/variations");
  return <VariationsContext.Provider value={variations}>{children}</VariationsContext.Provider>;
}

/** The dashboard's variations; null outside a VariationsProvider. */
export const useMyVariations = (): Variations | null => useContext(VariationsContext);

/**
 * 'Your licence has been varied' at the top of the dashboard while a variation waits for the
 * holder's acknowledgement; loaded then, so everyone else's dashboard carries none of it (decision 0027).
 */
export function VariationNotices() {
  const variations = useMyVariations();
  const waiting = variations?.status === "ready" ? variations.value.variations.filter((v) => !v.acknowledged_on) : [];
  if (!waiting.length) return null;
  return (
    <Suspense fallback={null}>
      <Banner waiting={waiting} />
    </Suspense>
  );
}
