import type { Explained, Explanation } from "./Explanation.ts";

const OUTCOME_WORDS: Record<string, string> = {
  walked: "walked",
  current: "stops here",
  blocked: "blocked",
  notAsked: "not asked",
  notReached: "not reached",
  done: "done",
  required: "required",
  optional: "optional",
  applies: "applies",
  notApplies: "does not apply",
  charged: "charged",
  notCharged: "not charged",
};

/** One item: its outcome and id, then why, the rule and the definition's reason, indented. */
function item(entry: Explained & { outcome: string }): string[] {
  return [
    `  ${(OUTCOME_WORDS[entry.outcome] ?? entry.outcome).padEnd(14)}${entry.id} (${entry.title})`,
    `      ${entry.because}`,
    ...(entry.rule ? [`      rule: ${entry.rule}`] : []),
    ...(entry.reason ? [`      reason given: ${entry.reason}`] : []),
  ];
}

function section(heading: string, entries: Array<Explained & { outcome: string }>): string[] {
  return entries.length ? ["", heading, ...entries.flatMap(item)] : [];
}

/**
 * The explanation as text for the terminal (`npm run engine -- explain`): a heading line with the
 * verdict, then the steps, pages, documents, document groups and fees, each item with its outcome,
 * id and title, the reason in words, the rule and the definition's own reason.
 */
export function explanationText(explanation: Explanation): string {
  const verdict = explanation.complete ? "complete" : `stops at ${explanation.current ?? "the start"}`;
  return [
    `${explanation.title} (${explanation.type}), judged on ${explanation.today}: ${verdict}`,
    ...section("Steps", explanation.steps),
    ...section("Pages", explanation.pages),
    ...section("Documents", explanation.documents),
    ...section("Document groups", explanation.groups),
    ...section("Fees", explanation.fees.lines),
    ...(explanation.fees.lines.length ? [`  Total ${explanation.fees.total}`] : []),
  ].join("\n");
}
