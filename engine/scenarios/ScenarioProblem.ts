/**
 * What can be wrong with a scenario file, a closed set (STYLE.md habit 4): `json` (not valid
 * JSON), `schema` (a key of the wrong kind or missing), `unknown-key` (a key the format does not
 * have, such as `curent` in expect), `extends-missing`, `extends-cycle`, `omit-missing` (an
 * `omit` pointer naming nothing inherited), `base-expect` (a base never runs its expect),
 * `expects-nothing`, `unknown-field` (an answer or expectation naming no field, step, page,
 * document or fee line of the type), `value-not-offered` (a choice not in the field's list).
 */
export type ScenarioProblemCode = "json" | "schema" | "unknown-key" | "extends-missing" | "extends-cycle" | "omit-missing" | "base-expect" | "expects-nothing" | "unknown-field" | "value-not-offered";

/** One mistake in a scenario file, by JSON pointer into that file. */
export interface ScenarioProblem {
  code: ScenarioProblemCode;
  pointer: string;
  message: string;
}
