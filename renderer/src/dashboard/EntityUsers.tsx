import { useState } from "react";
import { toast } from "../layout/toast.ts";
import { TableHead } from "../accounts/TableHead.tsx";
import { useApi } from "../api/ApiProvider.tsx";
import { AgentDialog } from "./AgentDialog.tsx";
import { AgentRow } from "./AgentRow.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { MAX_SECONDARY_AGENTS, tooManyAgents, useEntityUsers, type EntityUser } from "./useEntityUsers.ts";
import { useRefreshProfile } from "./useRefreshProfile.ts";

type Open = { kind: "add" } | { kind: "update" | "delete" | "promote"; user: EntityUser } | null;

/**
 * Entity users and agents (spec 000 §6): the primary agent and up to three secondary agents.
 * Update is enabled only on one's own row; Delete and Promote on secondary rows, for the primary
 * agent (the server enforces the same rules and its messages are shown).
 */
export function EntityUsers({ entityId }: { entityId: number }) {
  const api = useApi();
  const refresh = useRefreshProfile();
  const state = useEntityUsers(entityId);
  const [open, setOpen] = useState<Open>(null);
  const [limit, setLimit] = useState<string | null>(null);
  if (state.status === "loading") return <p className="govuk-body" role="status">Loading the users…</p>;
  if (state.status === "failed") return <p className="govuk-error-message" role="alert">The users could not be loaded: {state.message}</p>;
  const { users } = state.value;
  const viewerIsPrimary = users.some((u) => u.can_update && u.user_type === "Primary");
  const secondary = users.filter((u) => u.user_type === "Secondary").length;
  const done = () => {
    setOpen(null);
    setLimit(null);
    state.reload();
  };
  const act = async (user: EntityUser, action: "delete" | "promote") => {
    try {
      const { msg } = action === "delete" ? await api.delete<{ msg: string }>(`/users/${user.id}`) : await api.post<{ msg: string }>(`/users/${user.id}/promote`);
      toast.success(msg);
      done();
      if (action === "promote") await refresh();
    } catch (error) {
      toast.warning((error as Error).message);
    }
  };

  return (
    <>
      <div className="nfa-table-scroll">
        <table className="govuk-table nfa-stack-table">
          <caption className="govuk-table__caption govuk-table__caption--m">Entity Users and Agents</caption>
          <TableHead headers={["User Type", "Name", "Email", "Tel. #", "Actions"]} />
          <tbody className="govuk-table__body">
            {users.map((user) => (
              <AgentRow key={user.id} user={user} canManage={viewerIsPrimary} onUpdate={() => setOpen({ kind: "update", user })} onDelete={() => setOpen({ kind: "delete", user })} onPromote={() => setOpen({ kind: "promote", user })} />
            ))}
          </tbody>
        </table>
      </div>
      {limit && (
        <p className="govuk-error-message" role="alert">
          {limit}
        </p>
      )}
      {viewerIsPrimary ? (
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={() => {
            // Spec 000 §5: refused at once when three already exist, before any form is filled.
            if (secondary >= MAX_SECONDARY_AGENTS) {
              // Shown beside the button (spec 000 §5's text), not again as a toast.
              setLimit(tooManyAgents());
              return;
            }
            setOpen({ kind: "add" });
          }}
        >
          Add Agent
        </button>
      ) : (
        <p className="govuk-body">Only the primary agent can add, delete or promote agents.</p>
      )}
      {open?.kind === "add" && <AgentDialog mode="add" entityId={entityId} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === "update" && (
        <AgentDialog
          mode="update"
          user={open.user}
          entityId={entityId}
          onClose={() => setOpen(null)}
          onSaved={() => {
            done();
            void refresh();
          }}
        />
      )}
      {open?.kind === "delete" && <ConfirmDialog id="delete-agent" title="Delete Agent" question={`Delete ${open.user.name ?? open.user.email ?? "this agent"}? They will no longer be able to act for this applicant.`} confirmLabel="Delete" warning onConfirm={() => act(open.user, "delete")} onClose={() => setOpen(null)} />}
      {open?.kind === "promote" && <ConfirmDialog id="promote-agent" title="Promote Agent" question={`Make ${open.user.name ?? open.user.email ?? "this agent"} the primary agent? You will become a secondary agent.`} confirmLabel="Promote" onConfirm={() => act(open.user, "promote")} onClose={() => setOpen(null)} />}
    </>
  );
}
