import { useState, type FormEvent } from "react";
import { toast } from "../layout/toast.ts";
import { Dialog } from "../accounts/Dialog.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { formProblems } from "../accounts/formProblems.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { formatPhone } from "../widgets/formatPhone.ts";
import { checkAgent, emptyAgent, type AgentFields } from "./agentChecks.ts";
import { SubmitOrCancel } from "./SubmitOrCancel.tsx";
import type { EntityUser } from "./useEntityUsers.ts";

export type AgentDialogProps = { entityId: number; onClose: () => void; onSaved: () => void } & ({ mode: "add" } | { mode: "update"; user: EntityUser });

/**
 * Adds a secondary agent, or updates one's own row. Email and telephone of an existing user
 * cannot be edited (spec 000 §6), so on update they are shown but disabled. The field errors and
 * the server's refusal (the agent limit, a taken email) are shown in the dialog's error summary.
 */
export function AgentDialog(props: AgentDialogProps) {
  const { mode, entityId, onClose, onSaved } = props;
  const api = useApi();
  const [fields, setFields] = useState<AgentFields>(() => (props.mode === "update" ? { ...emptyAgent(), name_of_applicant: props.user.name ?? "", email: props.user.email ?? "", cell_phone_user: props.user.cell_phone ?? "" } : emptyAgent()));
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const errors = checkAgent(fields, mode);
  const labels: Record<keyof AgentFields, string> = { name_of_applicant: "Name", email: "Email", cell_phone_user: "Telephone Number", current_password: "Current Password", password: mode === "add" ? "Password" : "New Password", reenterpassword: mode === "add" ? "Re-enter Password" : "Re-enter New Password" };
  const asked = (Object.keys(labels) as Array<keyof AgentFields>).filter((name) => name !== "current_password" || mode === "update");
  const problems = formProblems(submitted ? asked.map((name) => ({ id: `agent-${name}`, name: labels[name], error: errors[name] })) : [], failure);
  const bind = (name: keyof AgentFields) => ({ id: `agent-${name}`, value: fields[name], error: submitted ? (errors[name] ?? null) : null, onChange: (value: string) => setFields((f) => ({ ...f, [name]: value })) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setAttempt((n) => n + 1);
    if (Object.keys(errors).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const { msg, token } =
        props.mode === "add"
          ? await api.post<{ msg: string; token?: string }>(`/users/add/entity/${entityId}`, { name_of_applicant: fields.name_of_applicant.trim(), email: fields.email.trim(), password: fields.password, ...(fields.cell_phone_user ? { cell_phone_user: fields.cell_phone_user } : {}) })
          : await api.post<{ msg: string; token?: string }>(`/users/${props.user.id}`, { name_of_applicant: fields.name_of_applicant.trim(), ...(fields.password ? { password: fields.password, current_password: fields.current_password } : {}) });
      // A new password ends every older session, this one included: carry on with the token the server sent.
      if (token) useSession.getState().setToken(token);
      toast.success(msg);
      onSaved();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog id="agent-dialog" title={mode === "add" ? "Add Agent" : "Update User"} onClose={busy ? undefined : onClose}>
      <ErrorSummaryBox problems={problems} attempt={`${attempt}:${failure ?? ""}`} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField {...bind("name_of_applicant")} label={labels.name_of_applicant} required autoComplete="name" />
        <TextField {...bind("email")} label={labels.email} required type="email" autoComplete="email" disabled={mode === "update"} hint={mode === "update" ? "The email of an existing user cannot be changed." : undefined} />
        <TextField {...bind("cell_phone_user")} label={labels.cell_phone_user} type="tel" format={formatPhone} className="govuk-input--width-10" disabled={mode === "update"} hint={mode === "update" ? "The telephone of an existing user cannot be changed." : "For example, 876-555-0142"} />
        {mode === "update" && <TextField {...bind("current_password")} label={labels.current_password} type="password" autoComplete="current-password" hint="Needed only to change your password." />}
        <TextField {...bind("password")} label={labels.password} required={mode === "add"} type="password" autoComplete="new-password" hint="At least 8 characters." />
        <TextField {...bind("reenterpassword")} label={labels.reenterpassword} required={mode === "add"} type="password" autoComplete="new-password" />
        <SubmitOrCancel busy={busy} label={mode === "add" ? "Add Agent" : "Update"} busyLabel="Saving…" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
