import { useId, useState, type FormEvent, type Ref } from "react";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";

/** Spec 000 §5: the transaction number is checked on every change; this is its only rule. */
export function transactionNumberError(value: string): string | null {
  if (!value.trim()) return "This field is required";
  if (value.trim().length > 40) return "Max length is 40";
  return null;
}

/**
 * The Transaction Number field and its Check button, shared by the 'Application Status' dialog and
 * /transaction-status. The error shows once the field has been touched or submitted; a refused
 * Check also puts it in the portal's error summary, which takes focus.
 */
export function StatusCheckForm({ initial = "", busy, onCheck, inputRef }: { initial?: string; busy: boolean; onCheck: (transNumber: string) => void; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const error = touched ? transactionNumberError(value) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setAttempt((n) => n + 1);
    if (transactionNumberError(value)) return;
    onCheck(value.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="nfa-status-form">
      <ErrorSummaryBox problems={attempt && error ? [{ message: error, field: `${id}-number`, name: "Transaction Number" }] : []} attempt={attempt} />
      <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label govuk-label--s" htmlFor={`${id}-number`}>
          Transaction Number
        </label>
        <div className="govuk-hint" id={`${id}-hint`}>
          For example, NFA-2026-000123
        </div>
        {error && (
          <p className="govuk-error-message" id={`${id}-number__error`}>
            <span className="govuk-visually-hidden">Error:</span> {error}
          </p>
        )}
        <input
          ref={inputRef}
          className={`govuk-input govuk-input--width-20${error ? " govuk-input--error" : ""}`}
          id={`${id}-number`}
          name="transaction_number"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={value}
          aria-describedby={`${id}-hint${error ? ` ${id}-number__error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
          }}
        />
      </div>
      <button type="submit" className="govuk-button" disabled={busy}>
        Check Status
      </button>
    </form>
  );
}
