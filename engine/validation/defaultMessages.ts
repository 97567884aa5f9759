/**
 * Messages used when a field's schema gives no `errorMessage` for the failing keyword. The texts
 * are the spec's (000 section 5, 001 section 5), typos included; `{limit}`, `{min}` and `{max}`
 * are filled in. A field overrides any of them with `errorMessage: {keyword: text}`.
 */
export const defaultMessages: Readonly<Record<string, string>> = {
  required: "This field is required",
  maxLength: "Max length is {limit}",
  minLength: "Min length is {limit}",
  minItems: "This field is required",
  maxItems: "Choose at most {limit}",
  pattern: "The format is not correct",
  format: "The format is not correct",
  email: "Email Not Valid",
  enum: "Choose one of the options offered",
  const: "Choose one of the options offered",
  type: "This value has the wrong type",
  minimum: "Must be at least {limit}",
  exclusiveMinimum: "Must be greater than {limit}",
  maximum: "Must be at most {limit}",
  uniqueItems: "Each choice may be made once",
  minDate: "Date must be after {min}",
  maxDate: "Date must be before {max}",
  minYear: "Year must be {min} or later",
  maxYear: "Year must be {max} or earlier",
  filterBy: "This choice is not offered for the {group} chosen",
  file: "Only {accept} files are accepted",
};

/** Fills `{name}` placeholders from the given values; unknown placeholders are left as they are. */
export function fillMessage(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
