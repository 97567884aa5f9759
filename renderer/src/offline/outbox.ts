import { ApiError, type ApiClient } from "../api/apiClient.ts";
import { askPersistentStorage, deviceStore } from "./deviceStore.ts";
import type { OutboxItem } from "./outboxItem.ts";
import { useOutbox } from "./useOutbox.ts";

/**
 * An item as the page makes it: the outbox gives it its place, state and time. `basedOnRevision`:
 * the draft's revision the phone last had from the server, sent with a kept save so the server
 * refuses it if the draft was changed elsewhere meanwhile (decision 0064).
 */
export type NewItem = Omit<OutboxItem, "id" | "state" | "made"> & { basedOnRevision?: number | null };

/** Receipts are kept this long, so the applicant can see what was sent, then cleared. */
const RECEIPTS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Every item of one account, in order. */
export async function ownItems(owner: string): Promise<OutboxItem[]> {
  const db = await deviceStore();
  return (await db.getAllFromIndex("outbox", "byOwner", owner)).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
}

/** Reads the account's items into the page's view of the outbox. */
export async function refreshOutbox(owner: string): Promise<void> {
  useOutbox.getState().show(owner, await ownItems(owner));
}

/**
 * A failed item holds back what was made after it for the same application (a save after a
 * refused save, anything after a refused start), until the applicant retries or removes it; a
 * refused file does not hold back the answers.
 */
const holdsBack = (item: OutboxItem) => item.state === "failed" && item.kind !== "upload";

/** Whether anything of this application is still to be sent (or held back), so a new request must go behind it. */
export async function hasUnsent(owner: string, tempTransId: string): Promise<boolean> {
  return (await ownItems(owner)).some((i) => i.tempTransId === tempTransId && i.state !== "sent");
}

/**
 * Keeps a request in the outbox. A save of answers replaces a save of the same application still
 * waiting at the end of its queue (the last answers are the ones that count; the first one's
 * `based_on_revision` is kept, the draft the phone started from), so a day of offline edits sends
 * one save, not hundreds.
 */
export async function keep(item: NewItem): Promise<void> {
  const db = await deviceStore();
  const tx = db.transaction("outbox", "readwrite");
  const mine = (await tx.store.index("byOwner").getAll(item.owner)).filter((i) => i.tempTransId === item.tempTransId && i.state !== "sent").sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  const last = mine.at(-1);
  const made = new Date().toISOString();
  const { basedOnRevision, ...kept } = item;
  const based = (body: Record<string, unknown>, base: unknown) => (typeof base === "number" ? { ...body, based_on_revision: base } : body);
  if (item.kind === "save" && last?.kind === "save" && last.state === "waiting") await tx.store.put({ ...last, request: { ...item.request, body: based(item.request.body, last.request.body.based_on_revision) }, made });
  else await tx.store.add({ ...kept, request: { ...item.request, body: item.kind === "save" ? based(item.request.body, basedOnRevision) : item.request.body }, state: "waiting", made });
  await tx.done;
  askPersistentStorage();
  await refreshOutbox(item.owner);
}

type SentListener = (item: OutboxItem, answer: Record<string, unknown>) => void;
const sentListeners = new Set<SentListener>();
/** Calls `listener` with each item the server acknowledged and its answer (the session takes a transaction number, a revision). */
export function onSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the account's waiting items, in the order they were made, one at a time: each carries its
 * device-made key, so a resend after a lost answer is the same request to the server (decision
 * 0063). No signal stops the run, the item kept; a refusal marks the item failed with the
 * server's words and holds back what came after it for that application; the other applications
 * go on. One run at a time: a call during a run makes it run again after.
 */
export function sendOutbox(api: ApiClient, owner: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    useOutbox.getState().setSending(true);
    try {
      do {
        again = false;
        await sendOnce(api, owner);
      } while (again);
    } finally {
      useOutbox.getState().setSending(false);
      running = null;
    }
  })();
  return running;
}

async function sendOnce(api: ApiClient, owner: string): Promise<void> {
  const db = await deviceStore();
  const items = await ownItems(owner);
  const held = new Set(items.filter(holdsBack).map((i) => i.tempTransId));
  for (const item of items.filter((i) => i.state === "waiting")) {
    if (held.has(item.tempTransId)) continue;
    try {
      const answer = await api.post<Record<string, unknown>>(item.request.path, item.request.body, undefined, item.request.headers);
      await db.put("outbox", { ...item, state: "sent", sent: new Date().toISOString(), answer: answer ?? {} });
      for (const listener of sentListeners) listener(item, answer ?? {});
    } catch (error) {
      // No signal, the session ended, or the server could not answer now: the item waits for the next chance, as it is.
      if (!(error instanceof ApiError) || !isRefusal(error.statusCode)) break;
      const failed: OutboxItem = { ...item, state: "failed", error: error.message, conflict: error.statusCode === 409 && Boolean(error.details?.draft) };
      await db.put("outbox", failed);
      if (holdsBack(failed)) held.add(item.tempTransId);
    }
    await refreshOutbox(owner);
  }
  await clearOldReceipts(owner);
  await refreshOutbox(owner);
}

/** A refusal the same request would meet again (bad answers, a conflict); not a lost signal, an expired session, a busy or failing server. */
const isRefusal = (status: number) => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

async function clearOldReceipts(owner: string): Promise<void> {
  const db = await deviceStore();
  const before = Date.now() - RECEIPTS_KEPT_MS;
  for (const item of await ownItems(owner)) if (item.state === "sent" && item.id !== undefined && Date.parse(item.sent ?? item.made) < before) await db.delete("outbox", item.id);
}

/**
 * Puts a failed item back in the queue. `overwrite`: a save refused because the application changed
 * on another device is sent again without the revision it was based on, so the answers on this
 * phone replace the ones saved online (the applicant chose so).
 */
export async function retryItem(owner: string, id: number, overwrite = false): Promise<void> {
  const db = await deviceStore();
  const item = await db.get("outbox", id);
  if (!item || item.owner !== owner) return;
  const { based_on_revision: _base, ...body } = item.request.body;
  await db.put("outbox", { ...item, state: "waiting", error: undefined, conflict: undefined, request: { ...item.request, body: overwrite ? body : item.request.body } });
  await refreshOutbox(owner);
}

/**
 * Removes an item: what it would have sent is not sent. Removing a save or a start removes the
 * saves and the submit made after it for that application too: they carry the same answers (a
 * submit sends the answers on this phone), which the applicant has just chosen not to send.
 */
export async function removeItem(owner: string, id: number): Promise<void> {
  const db = await deviceStore();
  const item = await db.get("outbox", id);
  if (item?.owner !== owner) return;
  const after = item.kind === "upload" ? [] : (await ownItems(owner)).filter((i) => i.tempTransId === item.tempTransId && i.state !== "sent" && (i.id ?? 0) > id && i.kind !== "upload");
  for (const gone of [item, ...after]) if (gone.id !== undefined) await db.delete("outbox", gone.id);
  await refreshOutbox(owner);
}

/**
 * Clears what an account kept on this phone when it logs out (decision 0065, a shared phone): its
 * receipts and the lists of files seen (a cache, whoever's); `everything`: its unsent items too,
 * which the person was told would then never be sent. Without it, unsent items stay, shown and
 * sent only when that account logs in again.
 */
export async function forgetOwner(owner: string, everything: boolean): Promise<void> {
  const db = await deviceStore();
  for (const item of await ownItems(owner)) if (item.id !== undefined && (everything || item.state === "sent")) await db.delete("outbox", item.id);
  await db.clear("seen");
  await refreshOutbox(owner);
}

/**
 * Sends a request at once when it can, else keeps it: with no signal, or when something of the same
 * application is still in the outbox (it must go after it, in order). Answers the server's data
 * when sent; `{ kept: true }` when kept. A refusal with a signal is thrown as before.
 */
export async function deliver<T>(api: ApiClient, item: NewItem): Promise<{ kept: false; data: T } | { kept: true }> {
  const behind = !navigator.onLine || (await hasUnsent(item.owner, item.tempTransId).catch(() => false));
  if (!behind) {
    try {
      return { kept: false, data: await api.post<T>(item.request.path, item.request.body, undefined, item.request.headers) };
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 0) throw error;
    }
  }
  await keep(item);
  void sendOutbox(api, item.owner);
  return { kept: true };
}
