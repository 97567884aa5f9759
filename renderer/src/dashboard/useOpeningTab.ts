import { useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";
import { openingTab } from "./openingTab.ts";
import type { TabId } from "./tabs.ts";
import type { TransactionSummary } from "./useTransactions.ts";

/**
 * The tab /profile opens on when the address names none (openingTab.ts), once the applicant's
 * applications are read; null while they load or when `wanted` is false (an address naming a
 * tab asks nothing). A failed read gives the spec's default.
 */
export function useOpeningTab(wanted: boolean): TabId | null {
  const api = useApi();
  const [tab, setTab] = useState<TabId | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api
      .get<{ transactions: TransactionSummary[] }>("/transactions")
      .then(({ transactions }) => transactions.map((t) => t.status))
      .catch(() => [])
      .then((statuses) => live && setTab(openingTab(statuses)));
    return () => {
      live = false;
    };
  }, [api, wanted]);
  return wanted ? tab : null;
}
