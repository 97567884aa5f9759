/** One set of counts (engine/impact/impactReport.ts ImpactTally): applications, and money in integer cents. */
const tally = {
  type: "object",
  properties: Object.fromEntries(["applications", "affected", "mustAnswer", "answersRewritten", "outcomesFlipped", "documentsNew", "feesChanged", "revenueBeforeCents", "revenueAfterCents", "revenueChangeCents"].map((name) => [name, { type: "integer" }])),
};
const text = { type: ["string", "null"] };
const strings = { type: "array", items: { type: "string" } };
const change = { type: "object", properties: { kind: { type: "string" }, label: { type: "string" }, before: { type: "string" }, after: { type: "string" }, note: { type: "string" } } };
const outcome = { type: "string", enum: ["complete", "incomplete", "blocked"] };
const application = {
  type: "object",
  properties: {
    id: { type: "string" },
    state: { type: "string", enum: ["draft", "submitted"] },
    version: { type: "string" },
    licenceType: text,
    parish: text,
    mustAnswer: strings,
    rewritten: { type: "array", items: change },
    documentsNew: strings,
    documentsDropped: strings,
    outcome: { type: "object", properties: { before: outcome, after: outcome } },
    fees: { type: "object", properties: { before: { type: "integer" }, after: { type: "integer" } } },
  },
};

/**
 * The answer of POST /api/studio/previews/{previewId}/impact: the ImpactReport of
 * engine/impact/impactReport.ts, which `npm run engine -- impact --json` prints too; its
 * serialiser keeps exactly these properties.
 */
export const impactSchema = {
  type: "object",
  properties: {
    appType: { type: "string" },
    title: { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    day: { type: "string" },
    drafts: tally,
    submitted: tally,
    groups: { type: "array", items: { type: "object", properties: { licenceType: text, parish: text, drafts: tally, submitted: tally } } },
    applications: { type: "array", items: application },
    leftOut: { type: "integer" },
  },
};
