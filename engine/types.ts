/**
 * The definition language, as TypeScript sees it. `schemas/definition.schema.json` is the truth
 * for analysts; these types mirror it for the engine, renderer and server.
 */

/** Every comparison a condition leaf may make (docs/decisions/0001-condition-language.md). */
export type Operator =
  | "equals"
  | "notEquals"
  | "in"
  | "notIn"
  | "includes"
  | "includesAny"
  | "includesAll"
  | "excludes"
  | "isSet"
  | "isNotSet"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "inWindow"
  | "notInWindow";

/**
 * A leaf: one field (an answer, or `$today` / `$profile.x` / `$licences` from the context)
 * compared with a value. `$licences` is the list of the types of the applicant's licences valid
 * today (`{"field": "$licences", "op": "includes", "value": <a type's id>}`).
 */
export interface ConditionLeaf {
  field: string;
  op: Operator;
  value?: unknown;
}

/** The operators that compare a number of rows (`countRows`). */
export type CountOperator = "equals" | "notEquals" | "gt" | "gte" | "lt" | "lte";

/**
 * A condition over the rows of a list (docs/decisions/0060): `anyRow`, `everyRow` and `noRow`
 * name the list (a dotted path, as a leaf's field) and judge `where` over each row's own answers;
 * `countRows` compares the number of rows where it holds (every row without `where`). An
 * unanswered list has no rows: `everyRow` then holds, as "no row breaks the rule".
 */
export type RowsCondition =
  | { anyRow: string; where: Condition }
  | { everyRow: string; where: Condition }
  | { noRow: string; where: Condition }
  | { countRows: string; where?: Condition; op: CountOperator; value: number };

/** A JSON condition tree; evaluated by `evaluateCondition`, never by eval. */
export type Condition =
  | boolean
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { condition: string }
  | RowsCondition
  | ConditionLeaf;

/** One item of a reference list in `schemas/lists/`. */
export interface ListItem {
  value: string;
  label?: string;
  group?: string;
  lat?: number;
  lng?: number;
  description?: string;
  note?: string;
  start?: string;
  end?: string;
  kind?: "closed" | "open";
}

/** A reference list, as pulled into a field by `"x-list": {"$ref": "../lists/x.json"}`. */
export interface ReferenceList {
  id: string;
  title: string;
  description?: string;
  source?: string;
  groupList?: string;
  items: ListItem[];
}

/** The subset of JSON Schema a field uses, plus the project's annotation keywords. */
export interface FieldSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  default?: unknown;
  readOnly?: boolean;
  errorMessage?: string | Record<string, string>;
  minDate?: string;
  contains?: FieldSchema;
  minYear?: number | string;
  maxYear?: number | string;
  maxDate?: string;
  "x-list"?: ReferenceList;
  "x-filterBy"?: string;
  "x-computed"?: ComputedRule;
  /** When the field is shown but cannot be filled in; names are of fields in the same object or row (see engine/computed/siblingRules.ts). */
  "x-disabledWhen"?: Condition;
  /** When a field inside an object or a row is asked at all; names are of fields in the same object or row, so each row is judged on its own (see engine/computed/siblingRules.ts). */
  "x-showWhen"?: Condition;
  /** An upload inside the form, kept as the spec's `{name, content, contentType}` (see engine/validation/uploadedFile.ts). */
  "x-file"?: { accept: string[] };
  "x-profile"?: ProfileLink;
  [keyword: string]: unknown;
}

/** Where a form field comes from in the applicant's profile (docs/decisions/0015-identity-and-bounds-of-answers.md). */
export interface ProfileLink {
  /** The profile field, or several tried in order. */
  from: string | string[];
  /** The account vouches for it: on submit the answer is the profile's. */
  verified?: boolean;
  /** The message of an answer that differs; {value} is the profile's value. */
  message?: string;
}

/** The flat object schema of one wizard step or form page. */
/** How a read-only field is worked out from its siblings (see engine/computed/computeValue.ts). */
export type ComputedRule =
  | { op: "monthsBetween"; from: string; to: string }
  | { op: "sum"; rows: string; field: string }
  | { op: "count"; rows: string; field: string };

export interface SectionSchema extends FieldSchema {
  type: "object";
  properties: Record<string, FieldSchema>;
  required?: string[];
}

/** A rule that must hold for the section to pass; `pointer` says where its message belongs. */
export interface Check {
  id: string;
  assert: Condition;
  pointer: string;
  message: string;
}

/** An option of a choice field that is switched off under a condition (closed seasons, windows). */
export interface OptionRule {
  disabledWhen: Condition;
  reason: string;
}

/** A stop sign: when it holds, the applicant may not go on from this step. */
export interface Block {
  when: Condition;
  message: string;
  /** Where the renderer sends the applicant after showing the message. */
  redirect?: string;
}

/** One rule of a step's ordered `next` list; the first whose `when` holds wins. */
export interface NextRule {
  when?: Condition;
  goto: string;
}

/** What wizard steps and form pages have in common: fields, rules and messages. */
export interface Section {
  id: string;
  title: string;
  description?: string;
  schema: SectionSchema;
  ui?: Record<string, unknown>;
  show?: Record<string, Condition>;
  checks?: Check[];
  options?: Record<string, Record<string, OptionRule>>;
  message?: string;
}

/** One numbered wizard step. */
export interface Step extends Section {
  number?: number;
  autoAdvance?: boolean | Condition;
  blocks?: Block[];
  next: NextRule[];
}

/** A page of the two-page application form (or the single violation form). */
export type Page = Section;

export type StageId = "type" | "form" | "documents" | "payment" | "preview" | "status";

/** One stage of the step bar. */
export interface Stage {
  id: StageId;
  label: string;
  route: string;
  inStepBar?: boolean;
}

/** A supporting document the applicant may have to upload. */
export interface DocumentItem {
  key: string;
  name: string;
  accept: string[];
  required: boolean;
  when?: Condition;
  group?: string;
  description?: string;
  /** Why the application needs it, in the applicant's words (decision 0021); the trace is for staff. */
  reason?: string;
}

/** A set of documents with a rule over the set (Proof of Ownership: at least one). */
export interface DocumentGroup {
  key: string;
  name: string;
  rule: "atLeastOne";
  when?: Condition;
}

/**
 * One band of a rate (docs/decisions/0053): the units up to `upTo` (from where the band before
 * ends) cost `centsPerUnit` each; the last band has no `upTo` and takes the rest.
 */
export interface RateBand {
  upTo?: number;
  centsPerUnit: number;
}

/**
 * A fee computed from the answers (docs/decisions/0053): the quantity a number field (or an
 * `x-computed` field) gives, charged band by band, then raised to `minimum` and held to `cap`.
 */
export interface FeeRate {
  /** The field that gives the quantity (a dotted path, as conditions read fields). */
  quantity: string;
  /** The unit the words name: "kg". */
  unit: string;
  bands: RateBand[];
  minimum?: number;
  cap?: number;
}

/** A fixed amount valid from a date; a new schedule is a dated edit that keeps history. */
export interface DatedFixedAmount {
  from: string;
  amount: number;
}

/** A rate valid from a date, dated like a fixed amount (docs/decisions/0053). */
export interface DatedRate {
  from: string;
  rate: FeeRate;
}

/** What a fee line charges from a date: a fixed amount or a rate over a quantity the answers give. */
export type DatedAmount = DatedFixedAmount | DatedRate;

/** One additive fee line. Amounts are integer cents of the schedule's currency. */
export interface FeeLine {
  id: string;
  label: string;
  /** Why it is charged and where the amount comes from, in the applicant's words (decision 0021). */
  reason?: string;
  when?: Condition;
  amounts: DatedAmount[];
}

export interface FeeSchedule {
  currency: "JMD";
  note?: string;
  lines: FeeLine[];
}

/** What happens after a submit, in the applicant's words (the confirmation panel, the submission PDF). */
export interface WhatHappensNext {
  steps: string[];
  when: string;
}

/** A note on documents for a details page, shown where the type's documents list one of `documents` (decision 0038). */
export interface DocumentNote {
  documents: string[];
  text: string;
  link?: { text: string; href: string };
}

/** What a details landing page says (decision 0038): the type's summary, each stage in a sentence, document notes. */
export interface DetailsText {
  summary?: string;
  stages: Record<StageId, string>;
  documentNotes?: DocumentNote[];
}

/**
 * What an approved application issues (docs/decisions/0039): the licence's validity and statement,
 * and the ID card when its condition holds over the submitted answers.
 */
export interface CertificatePolicy {
  /** The licence's heading; the type's title when absent. */
  licenceTitle?: string;
  /** Whole years the licence runs. */
  licenceYears: number;
  /** The legal line printed at the foot of the licence. */
  statement: string;
  idCard?: { when: Condition; years: number; title?: string };
  /** The licence may pass to a new owner, who has this many days to confirm (decision 0069); absent, it cannot. */
  transfer?: { confirmWithinDays: number };
}

/**
 * A type's own default messages (docs/decisions/0036-shorter-definitions.md): used where a step or
 * field writes none, before the engine's defaults (engine/validation/defaultMessages.ts).
 */
export interface TypeMessages {
  /** A wizard step's `message` (the title of its error summary) when the step gives none. */
  step?: string;
  /** Per `ui:widget`, a text per rule (`required`, `minItems`, ...) for every field drawn with that widget whose `errorMessage` gives none. */
  widgets?: Record<string, Record<string, string>>;
}

/**
 * Which answers fill the licence's particulars: the certificate's listing fields and the reports'
 * columns and filters (docs/decisions/0040). Each list is read in order; see particularValues.
 */
export interface Particulars {
  licenceType: string[];
  licenceCategory: string[];
  recreationalLicenceType: string[];
  typeOfTransaction: string[];
  species: string[];
  fishingPort: string[];
  inland: string[];
  homeBasePort: string[];
  typeCategoryField: "FLIS_TypeCategoryofLicenceFisher" | "FLIS_TypeCategoryofLicenseVessel";
}

/**
 * What the public register of licensed vessels shows for a type's licences (decision 0066): the
 * answers it reads, each "the first of these answered", and how many days an expired or revoked
 * licence stays listed. A type without this section is not on the register.
 */
export interface RegisterPolicy {
  fields: { vesselName: string[]; registration: string[]; homePort?: string[] };
  listedDaysAfterEnd: number;
}

/**
 * How a licence is renewed from the dashboard (issue 29, decision 0070): the renewal starts with
 * `answers`, the renewed licence's number in `licenceNumber`, and the `carryOver` answers of the
 * licence's last approved application; everything else is asked again.
 */
export interface RenewalPolicy {
  answers?: Record<string, unknown>;
  licenceNumber?: string;
  carryOver: string[];
}

/** One application type, as an analyst writes it in `schemas/types/`. */
export interface Definition {
  $schema?: string;
  schemaVersion: 1;
  id: string;
  version: string;
  slug: string;
  title: string;
  /** Position of the type's tile and in lists of types (spec 000 §1's order). */
  order: number;
  description?: string;
  routePrefix: string;
  requiresLogin: boolean;
  detailsPath: string | null;
  printFooter: string;
  /** The type's own words for the `{{term}}`s of shared texts (decision 0061): `{ "thing": "certificate" }` makes "Expedite {{Thing|Licence}}" read "Expedite Certificate". */
  terms?: Record<string, string>;
  stages: Stage[];
  conditions?: Record<string, Condition>;
  /** The type's own default messages (decision 0036). */
  messages?: TypeMessages;
  /** `backFromStart`: where Previous on the first step goes (spec 001 §2); "home" when absent. */
  wizard?: { start: string | NextRule[]; steps: Step[]; backFromStart?: "home" | "history" };
  form: { previewTitle: string; pages: Page[] };
  payment?: Section;
  documents?: { items: DocumentItem[]; groups?: DocumentGroup[] };
  fees?: FeeSchedule;
  /** What the applicant is told after submitting: the steps that follow and when (docs/decisions/0018). */
  whatHappensNext?: WhatHappensNext;
  /** Which answers fill the certificate's listing fields and the report columns (decision 0040). */
  particulars?: Particulars;
  /** What an approved application issues; none when absent (decision 0039). */
  certificate?: CertificatePolicy;
  /** What the public register of licensed vessels shows of its licences; not on the register when absent (decision 0066). */
  register?: RegisterPolicy;
  /** How a licence it issued is renewed from the dashboard; renewed by applying afresh when absent (decision 0070). */
  renewal?: RenewalPolicy;
  /** What its details landing page says (decision 0038). */
  details?: DetailsText;
  /** After a submit on a type with no preview (the violation notice): the toast and the route. */
  submitted?: { message: string; goto: string };
  /** The day (in Jamaica) this version takes effect; until then the version before it stays in force (decision 0041). */
  effectiveFrom?: string;
  /** How drafts written under the previous version move to this one (decision 0041). */
  migrations?: VersionMigration;
}

/**
 * One declared change to the answers of a draft written under the previous version: a renamed
 * field, an option mapped to another or dropped, a default for a new question, a dropped field,
 * or a question drafts are asked anew (`ask`). The applicant is shown every one that touches
 * their answers (decision 0041).
 */
export type MigrationChange =
  | { op: "rename"; field: string; to: string; note?: string }
  | { op: "mapOption"; field: string; from: string; to: string; note?: string }
  | { op: "dropOption"; field: string; value: string; note?: string }
  | { op: "default"; field: string; value: unknown; note?: string }
  | { op: "drop"; field: string; note?: string }
  | { op: "ask"; field: string; note?: string };

/** The migration a version declares from the version before it. */
export interface VersionMigration {
  /** The version label drafts are moved from. */
  from: string;
  changes: MigrationChange[];
  /** Drafts started under `from` may finish on it until this day (inclusive); after it they are moved. */
  previousDraftsUntil?: string;
  /** Whether this version's fees apply to drafts already paid under an earlier one (default: no, decision 0041). */
  feesApplyToPaidDrafts?: boolean;
}

/** A seasonal window as month-day strings; `start` after `end` wraps over the new year. */
export interface SeasonWindow {
  start: string;
  end: string;
}

/** Everything the engine needs besides the definition and the answers; nothing is read from globals. */
export interface EngineContext {
  today: string;
  windows: Record<string, SeasonWindow>;
  profile: Record<string, unknown>;
  /**
   * The licences the authority has issued to the applicant (issue 29): what `$licences` reads,
   * those valid today. Absent: none on file (a visitor, or a context that does not say).
   */
  licences?: HeldLicence[];
}

/** A licence on file for the applicant, as the server knows it and a scenario may state it. */
export interface HeldLicence {
  /** The application type it was issued for (a definition's id). */
  type: string;
  /** Its number, as printed. */
  number: string;
  /** The first and last days it is valid (YYYY-MM-DD). */
  validFrom?: string;
  validUntil: string;
  /** Revoked: not valid whatever its dates. */
  revoked?: boolean;
  /** Suspended by staff (decision 0071): not valid while the suspension is in force. */
  suspended?: boolean;
  /** The first day a suspended licence is valid again (YYYY-MM-DD); absent while staff have not said. */
  suspendedUntil?: string;
}

export type Answers = Record<string, unknown>;

/** One judgement error, keyed by a JSON pointer into the answers. */
export interface FieldError {
  pointer: string;
  message: string;
}

/** One evaluated leaf of a condition: what was read and what it gave. */
export interface TraceEntry {
  at: string;
  /** The field as written; a row's own field is written after its list's path (consignment_lines.species). */
  field: string;
  /** Inside a condition over rows: which row (1 for the first). */
  row?: number;
  op: Operator;
  value?: unknown;
  seen: unknown;
  result: boolean;
}
