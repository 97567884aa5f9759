import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { JwkSet } from "../../../engine/certificates/compactJws.ts";

/** What /verify keeps on the phone to judge a licence with no signal (decision 0067). */
export interface KeptForVerifying {
  /** The Authority's published keys (GET /api/verify/keys). */
  keys: JwkSet | null;
  /** The revocation list as published: the signed JWS itself, checked again each time it is used. */
  statusList: string | null;
  /** The suspension list as published (decision 0071), kept and checked the same way; null on a phone that fetched before there was one. */
  suspensionList: string | null;
}

interface VerifyStore extends DBSchema {
  kept: { key: keyof KeptForVerifying; value: JwkSet | string };
}

let opened: Promise<IDBPDatabase<VerifyStore>> | null = null;

/**
 * The verify page's own IndexedDB database (not the outbox's, so neither's versions wait on the
 * other's): IndexedDB rather than the service worker's caches, which a browser may drop, and which
 * a page never controlled by the worker (the very first visit) does not fill.
 */
function store(): Promise<IDBPDatabase<VerifyStore>> {
  opened ??= openDB<VerifyStore>("nfa-verify", 1, { upgrade: (db) => void db.createObjectStore("kept") });
  return opened;
}

/** What the phone keeps; nothing when it has never fetched it, or has no IndexedDB. */
export async function readKept(): Promise<KeptForVerifying> {
  try {
    const db = await store();
    const [keys, statusList, suspensionList] = await Promise.all([db.get("kept", "keys"), db.get("kept", "statusList"), db.get("kept", "suspensionList")]);
    return { keys: (keys as JwkSet | undefined) ?? null, statusList: (statusList as string | undefined) ?? null, suspensionList: (suspensionList as string | undefined) ?? null };
  } catch {
    return { keys: null, statusList: null, suspensionList: null };
  }
}

/** Keeps the keys and the lists together, once all were fetched and the lists' signatures checked. */
export async function keep(kept: { keys: JwkSet; statusList: string; suspensionList: string }): Promise<void> {
  const db = await store();
  const tx = db.transaction("kept", "readwrite");
  await Promise.all([tx.store.put(kept.keys, "keys"), tx.store.put(kept.statusList, "statusList"), tx.store.put(kept.suspensionList, "suspensionList"), tx.done]);
}
