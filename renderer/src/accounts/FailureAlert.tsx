import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";

/**
 * A refusal (usually the server's message) above a form or in a dialog, in the portal's one error
 * summary, which takes focus; nothing without one. A form with field errors too puts both in one
 * summary instead (`formProblems`).
 */
export function FailureAlert({ message }: { message: string | null }) {
  return <ErrorSummaryBox problems={message ? [{ message }] : []} attempt={message} />;
}
