import type { EvaluationReport } from "../report/evaluationReport.ts";

/**
 * Where the engine's walk stopped and why, for the lines under a failing scenario (issue 16: a
 * failed `complete` said only "expected true, got false"): the path walked, the step or page it
 * stopped at, a stop sign, the toast, and each error with its pointer. Empty when the walk
 * completed, since then nothing stopped it.
 */
export function explainStop(report: EvaluationReport): string[] {
  if (report.complete) return [];
  const lines = [`the walk: ${report.path.join(" → ") || "(nothing)"}; stopped at ${report.current === null ? "no step" : `"${report.current}"`}`];
  if (report.blocked) lines.push(`  blocked: ${report.blocked}`);
  if (report.message) lines.push(`  message: ${report.message}`);
  for (const error of report.errors) lines.push(`  ${error.pointer || "/"}: ${error.message}`);
  if (!report.blocked && !report.errors.length) lines.push("  no error was given there: an answer it needs is missing");
  return lines;
}
