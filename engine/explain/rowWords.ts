import { rowField } from "../conditions/rowsOf.ts";
import type { FieldWords } from "./operatorWords.ts";

/**
 * Words for a row's own fields inside a condition over rows (docs/decisions/0060): named by their
 * own titles ("Species"), or with the row when one row is meant ("Species (row 2 of Consignment
 * lines)"), valued as the list's items; `$today` and `$profile` as anywhere.
 */
export function rowWords(words: FieldWords, list: string, row?: number): FieldWords {
  const listLabel = words.label(list);
  return {
    label: (field) => (field.startsWith("$") ? words.label(field) : `${words.label(rowField(list, field)).replace(`${listLabel} / `, "")}${row === undefined ? "" : ` (row ${row} of ${listLabel})`}`),
    value: (field, value) => words.value(field.startsWith("$") ? field : rowField(list, field), value),
  };
}
