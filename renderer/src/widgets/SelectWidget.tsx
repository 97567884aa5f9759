import type { WidgetProps } from "@rjsf/utils";
import type { ReactNode } from "react";
import { describedBy } from "../theme/fieldText.ts";

type Option = { value: unknown; label: string };

/**
 * The options under their list's groups (a home port under its region, issue 31 item 6), in the
 * list's order; ungrouped when the list has no groups or the field already narrows it to one
 * (the port step's ports of the chosen region, `x-filterBy`).
 */
function grouped(options: Option[], schema: WidgetProps["schema"], draw: (o: Option) => ReactNode): ReactNode {
  const field = schema as { "x-list"?: { items: Array<{ value: string; group?: string }> }; "x-filterBy"?: string };
  const groupOf = new Map((field["x-list"]?.items ?? []).map((item) => [item.value, item.group ?? ""]));
  const group = (o: Option) => groupOf.get(String(o.value)) ?? "";
  if (field["x-filterBy"] || !options.some(group)) return options.map(draw);
  return [...new Set(options.map(group))].map((name) => (
    <optgroup key={name} label={name}>
      {options.filter((o) => group(o) === name).map(draw)}
    </optgroup>
  ));
}

/** A drop-down list (regions, ports, parishes) in GOV.UK style, with an empty first choice; a grouped list's options under their groups. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, schema } = props;
  const hasError = Boolean(rawErrors?.length);
  const enumDisabled = (options.enumDisabled ?? []) as unknown[];
  return (
    <select
      id={id}
      name={id}
      className={`govuk-select${hasError ? " govuk-select--error" : ""}`}
      value={value === undefined || value === null ? "" : String(value)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(id, Boolean(schema.description), hasError)}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="">Choose…</option>
      {grouped((options.enumOptions ?? []) as Option[], schema, (option) => (
        <option key={String(option.value)} value={String(option.value)} disabled={enumDisabled.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
