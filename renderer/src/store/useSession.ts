import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { PriceLock } from "../../../engine/fees/calculateFees.ts";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";

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
  startTransaction(appType: string, tempTransId: string, prefill: Record<string, unknown>, definitionVersion?: string | null): void;
  /** Opens a saved draft as the current application, as the server answered it. */
  resumeTransaction(appType: string, draft: ResumedDraft): void;
  setAnswers(answers: Record<string, unknown>, step?: string | null): void;
  /** The version the server now holds the answers under, after a save. */
  setVersion(definitionVersion: string): void;
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
      startTransaction: (appType, tempTransId, prefill, definitionVersion = null) => set({ current: { appType, temp_trans_id: tempTransId, answers: prefill, step: null, submitted_transaction: null, definition_version: definitionVersion } }),
      resumeTransaction: (appType, draft) => set({ current: { ...draft, appType, submitted_transaction: null } }),
      setAnswers: (answers, step) => set((state) => updated(state, { answers, ...(step === undefined ? {} : { step }) })),
      setVersion: (definitionVersion) => set((state) => updated(state, { definition_version: definitionVersion })),
      setChanges: (changes) => set((state) => updated(state, { changes })),
      setSubmitted: (transactionNumber) => set((state) => updated(state, { submitted_transaction: { transaction_number: transactionNumber } })),
      rememberUrl: (url) => set({ url_to_navigate: url }),
      logout: () => set({ token: null, profile: null, current: null }),
    }),
    { name: "nfa-portal-session", storage: createJSONStorage(() => localStorage) },
  ),
);
