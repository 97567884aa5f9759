import { create } from "zustand";
import type { OutboxItem } from "./outboxItem.ts";

interface OutboxView {
  /** The account whose items these are. */
  owner: string | null;
  items: OutboxItem[];
  /** A run is sending now. */
  sending: boolean;
  show(owner: string, items: OutboxItem[]): void;
  setSending(sending: boolean): void;
}

/**
 * The page's view of the outbox (renderer/src/offline/outbox.ts keeps it in IndexedDB): what the
 * header's count, the outbox page and the wizard's "Ready to send" read. Kept apart from the
 * outbox itself so the pages that only read it do not load IndexedDB's code.
 */
export const useOutbox = create<OutboxView>()((set) => ({
  owner: null,
  items: [],
  sending: false,
  show: (owner, items) => set({ owner, items }),
  setSending: (sending) => set({ sending }),
}));

/** The items not yet acknowledged by the server (waiting or refused). */
export const unsent = (items: OutboxItem[]) => items.filter((i) => i.state !== "sent");

/** The account an item belongs to: its email, or "visitor" for a type made without login. */
export function ownerOf(profile: Record<string, unknown> | null): string {
  const user = profile?.user as { email?: unknown } | undefined;
  const email = typeof user?.email === "string" ? user.email : typeof profile?.email === "string" ? profile.email : null;
  return email ? email.toLowerCase() : "visitor";
}
