import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { PriceLock } from "../../../engine/fees/calculateFees.ts";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
import type { RenewalRecord } from "../../../engine/api/renewalContract.ts";

/** The application being filled: its type, temporary id, answers and the wizard step reached. */
export interface CurrentTransaction {
  temp_trans_id: string;
  appType: string;
  answers: Record<string, unknown>;
  /** The stored step (spec: selectionCategory) to resume at. */
  step: string | null;
  submitted_transaction: { transaction_number: string } | null;
  /**
   * The version of the type's definition the answers were written under (decision 0041): sent
   * with every save, submit and payment, and the version the wizard judges them by. Absent in a
   * session stored before versions: the version in force then.
   */
  definition_version?: string | null;
  /** The prices a paid draft keeps (decision 0041), as the server answered them on resume. */
  prices?: PriceLock | null;
  /** What changed since the applicant started, until they have seen it ('What changed since you started'). */
  changes?: VersionChanges | null;
  /**
   * The draft's revision as the server last told it (decision 0064): a save kept on the phone is
   * sent with it, so the server refuses it if the draft was changed on another device meanwhile.
   */
  draft_revision?: number | null;
  /** The wizard's address last shown for it, where "Continue" goes back to (the outbox page, issue 27). */
  place?: string | null;
  /** A renewal started from a licence (decision 0070): the wizard skips what carried over, check your answers marks it. */
  renewal?: RenewalRecord | null;
}

/** A draft as the server hands it back: everything of the current application but its type. */
export type ResumedDraft = Omit<CurrentTransaction, "appType" | "submitted_transaction">;

export interface SessionState {
  token: string | null;
  profile: Record<string, unknown> | null;
  current: CurrentTransaction | null;
  /** The last page visited, restored after login (spec 000 §2 /login). */
  url_to_navigate: string | null;
  setToken(token: string | null): void;
  setProfile(profile: Record<string, unknown> | null): void;
  /** Starts an application: the selection of the previous one is cleared (spec 000 §2). */
  startTransaction(appType: string, tempTransId: string, prefill: Record<string, unknown>, definitionVersion?: string | null, draftRevision?: number | null): void;
  /** Opens a saved draft as the current application, as the server answered it. */
  resumeTransaction(appType: string, draft: ResumedDraft): void;
  setAnswers(answers: Record<string, unknown>, step?: string | null): void;
  /** The version the server now holds the answers under, after a save. */
  setVersion(definitionVersion: string): void;
  /** The draft's revision the server answered, for the application `tempTransId` if it is still the current one. */
  setRevision(tempTransId: string, draftRevision: number): void;
  /** The wizard's address now shown for the current application. */
  setPlace(place: string): void;
  /** What changed since the applicant started, to show them (null once seen). */
  setChanges(changes: VersionChanges | null): void;
  setSubmitted(transactionNumber: string): void;
  rememberUrl(url: string | null): void;
  logout(): void;
}

/** Changes the current application, when there is one. */
const updated = (state: SessionState, change: Partial<CurrentTransaction>) => (state.current ? { current: { ...state.current, ...change } } : {});

/**
 * One store for the session and the in-progress application, persisted to localStorage as the
 * spec says (token, current transaction, selection, url_to_navigate). It holds only serialisable
 * state; everything derived (next step, documents, fees) comes from the engine.
 */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      profile: null,
      current: null,
      url_to_navigate: null,
      setToken: (token) => set({ token }),
      setProfile: (profile) => set({ profile }),
      startTransaction: (appType, tempTransId, prefill, definitionVersion = null, draftRevision = null) => set({ current: { appType, temp_trans_id: tempTransId, answers: prefill, step: null, submitted_transaction: null, definition_version: definitionVersion, draft_revision: draftRevision } }),
      resumeTransaction: (appType, draft) => set({ current: { ...draft, appType, submitted_transaction: null } }),
      setAnswers: (answers, step) => set((state) => updated(state, { answers, ...(step === undefined ? {} : { step }) })),
      setVersion: (definitionVersion) => set((state) => updated(state, { definition_version: definitionVersion })),
      setRevision: (tempTransId, draftRevision) => set((state) => (state.current?.temp_trans_id === tempTransId ? updated(state, { draft_revision: draftRevision }) : {})),
      setPlace: (place) => set((state) => (state.current && state.current.place !== place ? updated(state, { place }) : {})),
      setChanges: (changes) => set((state) => updated(state, { changes })),
      setSubmitted: (transactionNumber) => set((state) => updated(state, { submitted_transaction: { transaction_number: transactionNumber } })),
      rememberUrl: (url) => set({ url_to_navigate: url }),
      logout: () => set({ token: null, profile: null, current: null }),
    }),
    { name: "nfa-portal-session", storage: createJSONStorage(() => localStorage) },
  ),
);
