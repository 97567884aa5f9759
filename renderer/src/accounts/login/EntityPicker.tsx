import { useState } from "react";
import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { Dialog } from "../Dialog.tsx";
import { FailureAlert } from "../FailureAlert.tsx";
import { MESSAGES } from "../messages.ts";
import { TableHead } from "../TableHead.tsx";
import type { EntityChoice } from "../../../../engine/api/loginContract.ts";

/** Spec 000 §2's columns less 'Date of Reg./Birth': a birth date is a reset's security answer, never shown (decision 0012). */
const COLUMNS = ["S. No.", "NFA Reg. #", "TRN", "Applicant Type", "Applicant Name", "Email", "Tel. #", "Entity #", "Password", "Login"];

/**
 * 'Select Applicant/User to Login With' (spec 000 §2 /login): one row per entity and user that
 * the password typed on the page opened, email and telephone masked (decision 0012), each with its
 * own password field (the typed one already in it) and Login button. A row without a password says
 * 'Please input password in the field'; a refused password shows the server's message.
 */
export function EntityPicker(props: { choices: EntityChoice[]; initialPassword: string; busy: boolean; error: string | null; onLogin(choice: EntityChoice, password: string): void; onClose(): void }) {
  const { choices, initialPassword, busy, error, onLogin, onClose } = props;
  const [passwords, setPasswords] = useState<string[]>(() => choices.map(() => initialPassword));
  const [missing, setMissing] = useState<number | null>(null);
  return (
    <Dialog id="entity-picker" title="Select Applicant/User to Login With" onClose={onClose} wide>
      <FailureAlert message={error} />
      <div className="nfa-table-scroll">
        <table className="govuk-table" aria-labelledby="entity-picker-title">
          <TableHead headers={COLUMNS} />
          <tbody className="govuk-table__body">
            {choices.map((choice, index) => {
              const id = `picker-password-${index}`;
              // Several users can share an entity's name, so the email tells their rows apart for a screen reader.
              const who = `${choice.applicant_name} (${choice.entity_number})${choice.email ? `, ${choice.email}` : ""}`;
              return (
                <tr className="govuk-table__row" key={`${choice.entity_id}-${choice.user_id}`}>
                  <td className="govuk-table__cell">{index + 1}</td>
                  <td className="govuk-table__cell">{choice.nfa_registration_number ?? ""}</td>
                  <td className="govuk-table__cell">{choice.taxation_registration_number ?? ""}</td>
                  <td className="govuk-table__cell">{choice.applicant_type}</td>
                  <td className="govuk-table__cell">{choice.applicant_name}</td>
                  <td className="govuk-table__cell">{choice.email ?? ""}</td>
                  <td className="govuk-table__cell">{choice.cell_phone ?? ""}</td>
                  <td className="govuk-table__cell">{choice.entity_number}</td>
                  <td className="govuk-table__cell">
                    <label className="govuk-visually-hidden" htmlFor={id}>
                      Password for {who}
                    </label>
                    <ErrorMessage id={id} errors={missing === index ? [MESSAGES.rowPasswordMissing] : []} />
                    <input
                      id={id}
                      type="password"
                      autoComplete="current-password"
                      className={`govuk-input govuk-input--width-10${missing === index ? " govuk-input--error" : ""}`}
                      value={passwords[index] ?? ""}
                      aria-invalid={missing === index || undefined}
                      aria-describedby={missing === index ? `${id}__error` : undefined}
                      onChange={(e) => {
                        const value = e.target.value;
                        setPasswords((previous) => previous.map((p, i) => (i === index ? value : p)));
                        if (value) setMissing(null);
                      }}
                    />
                  </td>
                  <td className="govuk-table__cell">
                    <button
                      type="button"
                      className="govuk-button govuk-!-margin-bottom-0"
                      aria-label={`Login as ${who}`}
                      disabled={busy}
                      onClick={() => {
                        const password = passwords[index] ?? "";
                        if (!password) return setMissing(index);
                        setMissing(null);
                        onLogin(choice, password);
                      }}
                    >
                      Login
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
        Cancel
      </button>
    </Dialog>
  );
}
