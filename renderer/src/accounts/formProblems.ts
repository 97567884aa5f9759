import type { Problem } from "../theme/ErrorSummaryBox.tsx";

/** A field of a form as its error summary needs it: the control's id, its label and its shown error. */
export interface FieldProblem {
  id: string;
  name: string;
  error: string | null | undefined;
}

/**
 * The problems of a form for its error summary: each shown field error linked to its control and
 * led by the field's label, then the server's refusal (`failure`), which names no field unless
 * `failureField` says which one it is about.
 */
export function formProblems(fields: FieldProblem[], failure?: string | null, failureField?: string): Problem[] {
  const problems: Problem[] = fields.filter((f) => f.error).map((f) => ({ message: f.error as string, field: f.id, name: f.name }));
  if (failure) problems.push({ message: failure, ...(failureField ? { field: failureField } : {}) });
  return problems;
}
