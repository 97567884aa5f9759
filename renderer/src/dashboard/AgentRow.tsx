import type { EntityUser } from "./useEntityUsers.ts";

/** One row of the entity users table: Update on one's own row only; Delete and Promote on secondary rows. */
export function AgentRow({ user, canManage, onUpdate, onDelete, onPromote }: { user: EntityUser; canManage: boolean; onUpdate: () => void; onDelete: () => void; onPromote: () => void }) {
  const who = user.name ?? user.email ?? "";
  return (
    <tr className="govuk-table__row">
      <td className="govuk-table__cell" data-label="User Type">{user.user_type}</td>
      <td className="govuk-table__cell" data-label="Name">{user.name}</td>
      <td className="govuk-table__cell" data-label="Email">{user.email}</td>
      <td className="govuk-table__cell" data-label="Tel. #">{user.cell_phone}</td>
      <td className="govuk-table__cell">
        <div className="govuk-button-group govuk-!-margin-bottom-0">
          <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" disabled={!user.can_update} onClick={onUpdate} aria-label={`Update ${who}`}>
            Update
          </button>
          {user.user_type === "Secondary" && (
            <>
              <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" disabled={!canManage} onClick={onDelete} aria-label={`Delete ${who}`}>
                Delete
              </button>
              <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" disabled={!canManage} onClick={onPromote} aria-label={`Promote ${who}`}>
                Promote
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
