import { ErrorSummaryBox, type Problem } from "../../theme/ErrorSummaryBox.tsx";
import { MESSAGES } from "../messages.ts";
import { inputId, labelOf } from "./registrationLabels.ts";

/**
 * The error summary of a registration (or a profile edit of its sections) that cannot go on:
 * 'Fill all the mandatory fields' (spec 000 §8 Form), then each problem linking to its field; a
 * refusal of the server (`failure`) under 'There is a problem'. It takes focus at each refused
 * submit (`attempt`).
 */
export function FormErrorSummary({ errors, attempt, failure = null }: { errors: Record<string, string>; attempt: number; failure?: string | null }) {
  const fields: Problem[] = attempt ? Object.entries(errors).map(([key, message]) => ({ message, field: inputId(key), name: labelOf(key) })) : [];
  const problems = [...fields, ...(failure ? [{ message: failure }] : [])];
  return <ErrorSummaryBox problems={problems} title={fields.length ? MESSAGES.fillMandatory : "There is a problem"} attempt={`${attempt}:${failure ?? ""}`} />;
}
