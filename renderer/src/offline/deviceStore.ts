import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OutboxItem } from "./outboxItem.ts";

/** A file the server holds for an application, as its lists answer it. */
export interface SeenUpload {
  id: number;
  supporting_document_id: string | null;
  document_type: string;
  file_name: string;
}

/** The files the server last said an application has, kept for when there is no signal. */
export interface SeenDocuments {
  tempTransId: string;
  records: SeenUpload[];
}

interface PortalDevice extends DBSchema {
  outbox: { key: number; value: OutboxItem; indexes: { byOwner: string } };
  seen: { key: string; value: SeenDocuments };
}

const NAME = "nfa-portal-device";
let opened: Promise<IDBPDatabase<PortalDevice>> | null = null;

/**
 * The portal's own database on the device (issue 27, docs/decisions/0065): the outbox (what was
 * saved, attached or submitted on this phone and not yet acknowledged by the server, and the
 * receipts of what was) and the documents last seen per application. IndexedDB rather than the
 * service worker's caches, which a browser or a clean-up may drop; persistent storage is asked for
 * the first time something is kept.
 */
export function deviceStore(): Promise<IDBPDatabase<PortalDevice>> {
  opened ??= openDB<PortalDevice>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore("outbox", { keyPath: "id", autoIncrement: true }).createIndex("byOwner", "owner");
      db.createObjectStore("seen", { keyPath: "tempTransId" });
    },
  });
  return opened;
}

let persistAsked = false;
/** Asks the browser once to keep the portal's storage through clean-ups (Safari's seven days, a full disk). */
export function askPersistentStorage(): void {
  if (persistAsked || typeof navigator === "undefined" || !navigator.storage?.persist) return;
  persistAsked = true;
  void navigator.storage.persist().catch(() => undefined);
}
