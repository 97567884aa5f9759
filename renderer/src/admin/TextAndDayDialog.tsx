import { useId, useState } from "react";
import { toast } from "../layout/toast.ts";
import { DateField } from "../accounts/fields/DateField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { DialogForm } from "./DialogForm.tsx";

/** One field of the dialog: the body's key, its label, and what it says when it is wrong. */
interface Part {
  name: string;
  label: string;
  /** The required text's message when empty; the day's when not typed whole. */
  problem: string;
}

/**
 * A staff dialog that sends a required text and an optional day (decision 0071: suspend a licence
 * with a reason and its end day; vary it with its words and first day): the text checked for
 * emptiness and the day for being whole before sending, the server's refusals put beside the field
 * they name (its `pointer`) or in the error summary, the answer's `msg` toasted on success.
 */
export function TextAndDayDialog(props: { id: string; title: string; description: string; submitLabel: string; path: string; text: Part; day: Part & { hint: string }; failed: string; onDone: () => void; onClose: () => void }) {
  const { text: textPart, day: dayPart } = props;
  const api = useApi();
  const id = useId();
  const [text, setText] = useState("");
  const [day, setDay] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setAttempt((n) => n + 1);
    setError(null);
    const found = { ...(text.trim() ? {} : { [textPart.name]: textPart.problem }), ...(day && !/^\d{4}-\d{2}-\d{2}$/.test(day) ? { [dayPart.name]: dayPart.problem } : {}) };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      toast.success((await api.post<{ msg: string }>(props.path, { [textPart.name]: text.trim(), ...(day ? { [dayPart.name]: day } : {}) })).msg);
      props.onDone();
    } catch (failure) {
      const named = failure instanceof ApiError ? Object.fromEntries(failure.errors.filter((e) => [textPart.name, dayPart.name].includes(e.pointer.slice(1))).map((e) => [e.pointer.slice(1), e.message])) : {};
      if (Object.keys(named).length) setErrors(named);
      else setError(failure instanceof ApiError ? failure.message : props.failed);
      setBusy(false);
    }
  };
  const field = `${id}-text`;
  const dateId = `${id}-day`;
  const textError = errors[textPart.name];
  const dayError = errors[dayPart.name];
  return (
    <DialogForm
      id={props.id}
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      busy={busy}
      error={error}
      problems={[...(textError ? [{ message: textError, field }] : []), ...(dayError ? [{ message: dayError, field: dateId }] : [])]}
      attempt={attempt}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      <div className={`govuk-form-group${textError ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label" htmlFor={field}>
          {textPart.label}
        </label>
        <ErrorMessage id={field} errors={textError ? [textError] : []} />
        <textarea id={field} className={`govuk-textarea${textError ? " govuk-textarea--error" : ""}`} rows={4} maxLength={2000} value={text} aria-invalid={textError ? true : undefined} aria-describedby={textError ? `${field}__error` : undefined} onChange={(e) => setText(e.target.value)} />
      </div>
      <DateField id={dateId} label={dayPart.label} hint={dayPart.hint} value={day} onChange={setDay} error={dayError ?? null} />
    </DialogForm>
  );
}
