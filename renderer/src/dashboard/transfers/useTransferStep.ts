import { useState } from "react";
import { toast } from "../../layout/toast.ts";
import type { TransferAnswer, TransferStep } from "../../../../engine/api/licenceTransferContract.ts";
import { useApi } from "../../api/ApiProvider.tsx";

/** The address of a step: the parties' under /licences, staff's under /admin. */
const stepPath = (id: number, step: TransferStep) => (step === "approve" || step === "refuse" ? `/admin/transfers/${id}/${step}` : `/licences/transfers/${id}/${step}`);

/**
 * Takes a step of a transfer (decision 0069): the server's message as a toast and `onDone` when
 * it is taken; its refusal (a 409 saying where the transfer stands) kept in `failure` for the
 * page's error summary, with a new `attempt` so the summary takes focus.
 */
export function useTransferStep(onDone: () => void) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const take = async (id: number, step: TransferStep, body: Record<string, unknown> = {}): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      toast.success((await api.post<TransferAnswer>(stepPath(id, step), body)).msg);
      onDone();
      return true;
    } catch (error) {
      setFailure((error as Error).message);
      setAttempt((n) => n + 1);
      onDone();
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, attempt, take };
}
