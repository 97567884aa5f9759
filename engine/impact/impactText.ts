import { formatMoney } from "../fees/formatMoney.ts";
import type { ApplicationImpact } from "./applicationImpact.ts";
import type { ImpactGroup, ImpactReport, ImpactTally } from "./impactReport.ts";

/** A change of money with its sign: +JMD 500.00, -JMD 1,000.00, JMD 0.00. */
export const signedMoney = (cents: number): string => (cents > 0 ? `+${formatMoney(cents)}` : cents < 0 ? `-${formatMoney(-cents)}` : formatMoney(0));

/** The rows of the tallies, in the order people read them: the label and how to read the figure. */
export const TALLY_ROWS: Array<{ key: keyof ImpactTally; label: string; money?: "plain" | "signed" }> = [
  { key: "applications", label: "Applications" },
  { key: "affected", label: "Affected by the edit" },
  { key: "mustAnswer", label: "Must answer something new" },
  { key: "answersRewritten", label: "Answers rewritten or removed" },
  { key: "outcomesFlipped", label: "Can go on before, not after (or the reverse)" },
  { key: "documentsNew", label: "A document newly required" },
  { key: "feesChanged", label: "Fees change" },
  { key: "revenueBeforeCents", label: "Fees before", money: "plain" },
  { key: "revenueAfterCents", label: "Fees after", money: "plain" },
  { key: "revenueChangeCents", label: "Revenue change", money: "signed" },
];

/** How to read the two columns of the tallies: the CLI prints it under them, the studio beside them. */
export const TALLY_READING = "Drafts are reached when they resume; submitted cases never change: their figures say what the edit would have done to them.";

/** A group's licence type and parish as people read them, an application without one said so. */
export const groupNames = (g: ImpactGroup): { licenceType: string; parish: string } => ({ licenceType: g.licenceType ?? "No licence type", parish: g.parish ?? "No parish" });

/** A tally's affected applications of all it counts: "2 of 5". */
export const affectedOf = (tally: ImpactTally): string => `${tally.affected} of ${tally.applications}`;

/** One tally figure written out. */
export const tallyFigure = (tally: ImpactTally, row: (typeof TALLY_ROWS)[number]): string => (row.money === "signed" ? signedMoney(tally[row.key]) : row.money ? formatMoney(tally[row.key]) : String(tally[row.key]));

/** What changes for one application, on one line. */
export function applicationLine(a: ApplicationImpact): string {
  const parts = [
    a.fees.before !== a.fees.after ? `fees ${formatMoney(a.fees.before)} to ${formatMoney(a.fees.after)}` : "",
    a.mustAnswer.length ? `must answer ${a.mustAnswer.join(", ")}` : "",
    a.rewritten.length ? `rewritten ${a.rewritten.map((r) => `${r.label} (${r.before ?? "none"} to ${r.after ?? "none"})`).join(", ")}` : "",
    a.documentsNew.length ? `newly needs ${a.documentsNew.join(", ")}` : "",
    a.documentsDropped.length ? `no longer needs ${a.documentsDropped.join(", ")}` : "",
    a.outcome.before !== a.outcome.after ? `${a.outcome.before} before, ${a.outcome.after} after` : "",
  ].filter(Boolean);
  return `${a.id} (${a.state}, ${a.version}${a.licenceType ? `, ${a.licenceType}` : ""}${a.parish ? `, ${a.parish}` : ""}): ${parts.join("; ")}`;
}

/** The report as the CLI prints it: the tallies side by side, then by licence type and parish, then the affected applications. */
export function impactText(report: ImpactReport, where: string): string {
  const width = Math.max(...TALLY_ROWS.map((r) => r.label.length));
  const column = (text: string) => text.padStart(18);
  const lines = [
    `Impact of ${report.title} ${report.to} (from ${report.from}) judged on ${report.day}, over ${where}:`,
    "",
    `${"".padEnd(width)}${column("Drafts")}${column("Submitted")}`,
    ...TALLY_ROWS.map((row) => `${row.label.padEnd(width)}${column(tallyFigure(report.drafts, row))}${column(tallyFigure(report.submitted, row))}`),
    "",
    TALLY_READING,
  ];
  if (report.groups.length) {
    lines.push("", "By licence type and parish (affected of applications, revenue change):");
    for (const g of report.groups) {
      const { licenceType, parish } = groupNames(g);
      lines.push(`  ${licenceType} · ${parish}: drafts ${affectedOf(g.drafts)}, ${signedMoney(g.drafts.revenueChangeCents)}; submitted ${affectedOf(g.submitted)}, ${signedMoney(g.submitted.revenueChangeCents)}`);
    }
  }
  if (report.applications.length) {
    lines.push("", "Affected applications:", ...report.applications.map((a) => `  ${applicationLine(a)}`));
    if (report.leftOut) lines.push(`  … and ${report.leftOut} more (--json lists every one)`);
  } else lines.push("", "No stored application is affected.");
  return lines.join("\n");
}
