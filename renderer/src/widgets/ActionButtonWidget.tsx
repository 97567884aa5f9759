import type { WidgetProps } from "@rjsf/utils";

/**
 * A yes/no answer given by pressing a button ('Apply for a Fisher Licence' in the licence
 * pre-check): pressing it records true; pressing it again takes it back.
 */
export function ActionButtonWidget(props: WidgetProps) {
  const { id, label, value, disabled, onChange, schema } = props;
  const pressed = value === true;
  return (
    <div className="govuk-form-group">
      {schema.description && (
        <p className="govuk-body" id={`${id}__hint`}>
          {schema.description}
        </p>
      )}
      <button id={id} type="button" className={`govuk-button ${pressed ? "" : "govuk-button--secondary"}`} aria-pressed={pressed} aria-describedby={schema.description ? `${id}__hint` : undefined} disabled={disabled} onClick={() => onChange(pressed ? undefined : true)}>
        {label}
      </button>
    </div>
  );
}
