import { isLicenceListField, LICENCE_LIST_FIELDS } from "../licences/licenceListFields.ts";
import type { Answers, EngineContext } from "../types.ts";

const own = (target: unknown, key: string): unknown =>
  target !== null && typeof target === "object" && Object.prototype.hasOwnProperty.call(target, key)
    ? (target as Record<string, unknown>)[key]
    : undefined;

/**
 * Reads a dotted field path from the answers, or from the context when it starts with `$`
 * (`$today`, `$profile.domicile`, `$licences` / `$suspendedLicences`: the types of the licences valid or suspended today). Own properties only: `constructor` or `__proto__` read as
 * unanswered, never as a function (json-logic-js's flaw, see DESIGN.md).
 */
export function readField(field: string, answers: Answers, context: EngineContext): unknown {
  const [head = "", ...rest] = field.split(".");
  let value: unknown;
  if (head === "$today") value = context.today;
  else if (isLicenceListField(head)) return LICENCE_LIST_FIELDS[head]?.(context);
  else if (head === "$profile") return rest.reduce<unknown>((at, key) => own(at, key), context.profile);
  else value = own(answers, head);
  return rest.reduce<unknown>((at, key) => own(at, key), value);
}
