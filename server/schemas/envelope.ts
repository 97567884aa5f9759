/**
 * Every answer of the API has the shape the spec's client reads (spec 000 section 7):
 * `{ success, statusCode, data }`; failures carry `data.msg` and, when the engine judged the
 * answers, `data.errors` as `{pointer, message}`.
 */
export interface Envelope<T> {
  success: boolean;
  statusCode: number;
  data: T;
}

/** JSON Schema of a success envelope around `data`. */
export function okSchema(data: Record<string, unknown>): Record<string, unknown> {
  return {
    type: "object",
    required: ["success", "statusCode", "data"],
    properties: { success: { type: "boolean" }, statusCode: { type: "integer" }, data },
  };
}

/**
 * What changed for a draft moved to a newer version of its definition (engine/versions/versionChanges.ts,
 * decision 0041): shown to the applicant before they go on.
 */
export const versionChangesSchema = {
  type: ["object", "null"],
  required: ["from", "to", "items"],
  properties: {
    from: { type: "string" },
    to: { type: "string" },
    resumeAt: { type: ["string", "null"] },
    items: {
      type: "array",
      items: { type: "object", required: ["kind", "label"], properties: { kind: { type: "string" }, label: { type: "string" }, before: { type: "string" }, after: { type: "string" }, note: { type: "string" } } },
    },
  },
} as const;

/**
 * The draft as saved online, in the refusal of a save made on a phone against an older revision
 * (decision 0064): what the applicant may choose instead of the answers on their phone.
 */
export const staleDraftSchema = {
  type: "object",
  required: ["answers", "draft_revision"],
  properties: {
    answers: { type: "object", additionalProperties: true },
    draft_revision: { type: "integer" },
    definition_version: { type: "string" },
    updated_at: { type: "string" },
  },
} as const;

/** JSON Schema of an error envelope. */
export const errorSchema = {
  type: "object",
  required: ["success", "statusCode", "data"],
  properties: {
    success: { type: "boolean", const: false },
    statusCode: { type: "integer" },
    data: {
      type: "object",
      required: ["msg"],
      properties: {
        msg: { type: "string" },
        errors: { type: "array", items: { type: "object", required: ["pointer", "message"], properties: { pointer: { type: "string" }, message: { type: "string" } } } },
        version_changes: versionChangesSchema,
        draft: staleDraftSchema,
      },
    },
  },
} as const;

/** The error responses every route may give, for its `response` schema. */
export const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema, 422: errorSchema, 429: errorSchema, 500: errorSchema };

/** A success envelope. */
export const ok = <T>(data: T, statusCode = 200): Envelope<T> => ({ success: true, statusCode, data });
