import type { Tally } from "./applicant.ts";

/** What reading every application back found: the load test's and the cluster test's verdict. */
export interface ReadBack {
  acknowledged: number;
  present: number;
  duplicated: number;
  lost: number;
  storedSubmitted: number;
  storedUnacknowledged: number;
  lostExamples: string[];
}

/**
 * Reads every application back, as its owner, and every acknowledged number through the public
 * status check: an acknowledged submission is present when its number is the one stored and the
 * status check knows it; a second number acknowledged for one application is a duplicate.
 */
export async function readBack(tally: Tally): Promise<ReadBack> {
  const found: ReadBack = { acknowledged: tally.acknowledged.size, present: 0, duplicated: 0, lost: 0, storedSubmitted: 0, storedUnacknowledged: 0, lostExamples: [] };
  for (const [tempId, owner] of tally.owners) {
    const draft = await owner.retry("GET", `/api/transactions/draft/${tempId}`, undefined, Date.now() + 10_000);
    const row = draft?.body.data?.transaction as { transaction_number?: string | null; status?: string } | undefined;
    const stored = row?.transaction_number ?? null;
    if (stored) found.storedSubmitted++;
    const acks = tally.acknowledged.get(tempId);
    if (!acks) {
      if (stored) found.storedUnacknowledged++;
      continue;
    }
    found.duplicated += acks.size - 1;
    let allThere = true;
    for (const number of acks) {
      const status = await owner.retry("GET", `/api/transactions/status/${encodeURIComponent(number)}`, undefined, Date.now() + 10_000);
      if (status?.status !== 200 || number !== stored) {
        allThere = false;
        found.lost++;
        if (found.lostExamples.length < 5) found.lostExamples.push(`${tempId}: acknowledged ${number}, stored ${stored ?? "none"}`);
      }
    }
    if (allThere) found.present++;
  }
  return found;
}
