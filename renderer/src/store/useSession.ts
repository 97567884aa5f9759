import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The application being filled: its type, temporary id, answers and the wizard step reached. */
export interface CurrentTransaction {
  temp_trans_id: string;
  appType: string;
  answers: Record<string, unknown>;
  /** The stored step (spec: selectionCategory) to resume at. */
  step: string | null;
  submitted_transaction: { transaction_number: string } | null;
}

export interface SessionState {
  token: string | null;
  profile: Record<string, unknown> | null;
  current: CurrentTransaction | null;
  /** The last page visited, restored after login (spec 000 §2 /login). */
  url_to_navigate: string | null;
  setToken(token: string | null): void;
  setProfile(profile: Record<string, unknown> | null): void;
  /** Starts an application: the selection of the previous one is cleared (spec 000 §2). */
  startTransaction(appType: string, tempTransId: string, prefill: Record<string, unknown>): void;
  setAnswers(answers: Record<string, unknown>, step?: string | null): void;
  setSubmitted(transactionNumber: string): void;
  rememberUrl(url: string | null): void;
  logout(): void;
}

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
      startTransaction: (appType, tempTransId, prefill) => set({ current: { appType, temp_trans_id: tempTransId, answers: prefill, step: null, submitted_transaction: null } }),
      setAnswers: (answers, step) => set((state) => (state.current ? { current: { ...state.current, answers, step: step === undefined ? state.current.step : step } } : {})),
      setSubmitted: (transactionNumber) => set((state) => (state.current ? { current: { ...state.current, submitted_transaction: { transaction_number: transactionNumber } } } : {})),
      rememberUrl: (url) => set({ url_to_navigate: url }),
      logout: () => set({ token: null, profile: null, current: null }),
    }),
    { name: "nfa-portal-session", storage: createJSONStorage(() => localStorage) },
  ),
);
