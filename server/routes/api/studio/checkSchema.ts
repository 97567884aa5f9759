const strings = { type: "array", items: { type: "string" } };
const issue = { type: "object", properties: { code: { type: "string" }, file: { type: "string" }, pointer: { type: "string" }, line: { type: "integer" }, column: { type: "integer" }, message: { type: "string" } } };
const scenario = { type: "object", properties: { name: { type: "string" }, title: { type: "string" }, file: { type: "string" }, passed: { type: "boolean" }, diffs: strings, profile: { type: "object", additionalProperties: true } } };
const node = { type: "object", properties: { id: { type: "string" }, kind: { type: "string" }, label: { type: "string" }, detail: strings } };
const edge = { type: "object", properties: { from: { type: "string" }, to: { type: "string" }, kind: { type: "string" }, label: { type: ["string", "null"] }, walkedBy: strings } };
const entry = { type: "object", properties: { kind: { type: "string" }, change: { type: "string" }, id: { type: "string" }, name: { type: "string" }, details: strings } };
const outcome = { type: "object", properties: { name: { type: "string" }, passedBefore: { type: ["boolean", "null"] }, passedAfter: { type: ["boolean", "null"] }, changes: strings } };
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: "null" }] });

/**
 * The answer of POST /api/studio/types/{appType}/check (server/services/studioCheck.ts StudioCheck):
 * its serialiser keeps exactly these properties.
 */
export const checkSchema = {
  type: "object",
  properties: {
    file: { type: "string" },
    issues: { type: "array", items: issue },
    scenarios: nullable({ type: "array", items: scenario }),
    graph: nullable({ type: "object", properties: { nodes: { type: "array", items: node }, edges: { type: "array", items: edge } } }),
    diff: nullable({ type: "array", items: entry }),
    outcomes: nullable({ type: "array", items: outcome }),
    hash: { type: ["string", "null"] },
    preview: nullable({ type: "object", properties: { id: { type: "string" } } }),
  },
};
