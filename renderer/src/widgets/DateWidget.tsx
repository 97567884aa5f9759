import type { WidgetProps } from "@rjsf/utils";
import { DateField } from "../accounts/fields/DateField.tsx";

/**
 * A definition's date field (`format: "date"`) as the GOV.UK date input, the one way dates are
 * entered in the portal (decision 0021); with `withTime`, a `date-time` field, typed in Jamaica
 * time. It draws its own fieldset, legend, hint and error (FieldTemplate leaves them to it).
 */
export function DateWidget(props: WidgetProps & { withTime?: boolean }) {
  const { id, label, value, required, disabled, readonly, onChange, rawErrors, schema, withTime = false } = props;
  return (
    <DateField
      id={id}
      label={label}
      value={typeof value === "string" ? value : ""}
      required={required || Boolean(schema.readOnly)}
      hint={schema.description}
      error={rawErrors?.[0] ?? null}
      disabled={disabled}
      readOnly={readonly}
      withTime={withTime}
      onChange={(typed) => onChange(typed === "" ? undefined : typed)}
    />
  );
}

/** A definition's `date-time` field: the date input with Hour and Minute, in Jamaica time. */
export function DateTimeWidget(props: WidgetProps) {
  return <DateWidget {...props} withTime />;
}
