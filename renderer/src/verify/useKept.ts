import { useCallback, useEffect, useState } from "react";
import { readKept, type KeptForVerifying } from "./keptForVerifying.ts";
import { readStatusList } from "./readStatusList.ts";
import { refreshKept } from "./refreshKept.ts";

/** The keys and list the phone keeps, and their refresh. */
export interface Kept {
  /** Null until read from the phone. */
  kept: KeptForVerifying | null;
  /** When the kept revocation list was made (ISO), its signature checked; null when none is kept. */
  listFrom: string | null;
  refreshing: boolean;
  /** Why the last refresh failed; null when it did not. */
  problem: string | null;
  refresh(): Promise<void>;
}

/**
 * What /verify keeps on the phone (decision 0067), read when the page opens and fetched again at
 * once when there is a signal, so one visit with a signal prepares the phone for none.
 */
export function useKept(): Kept {
  const [kept, setKept] = useState<KeptForVerifying | null>(null);
  const [listFrom, setListFrom] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    const read = await readKept();
    const list = read.keys && read.statusList ? await readStatusList(read.statusList, read.keys) : null;
    setListFrom(list?.validFrom ?? null);
    setKept(read);
  }, []);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    const failed = await refreshKept();
    setProblem(failed);
    await load();
    setRefreshing(false);
  }, [load]);

  useEffect(() => {
    void load().then(() => (navigator.onLine ? refresh() : undefined));
  }, [load, refresh]);

  return { kept, listFrom, refreshing, problem, refresh };
}
