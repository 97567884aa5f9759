import type { WidgetProps } from "@rjsf/utils";
import { useChoiceIntent } from "./ChoiceIntent.tsx";

/**
 * A yes answer given by pressing a button that goes on ('Apply for a Fisher Licence' in the
 * licence pre-check): pressing it records true and moves to the next question, as Next does. It
 * never toggles: a second press took the answer back and brought back the field it had hidden,
 * a trap (issue 31 item 2, decision 0047).
 */
export function ActionButtonWidget(props: WidgetProps) {
  const { id, label, value, disabled, onChange, schema } = props;
  const intent = useChoiceIntent();
  const press = () => {
    const change = value !== true;
    intent.proceed(change);
    if (change) onChange(true);
  };
  return (
    <div className="govuk-form-group">
      {schema.description && (
        <p className="govuk-body" id={`${id}__hint`}>
          {schema.description}
        </p>
      )}
      <button id={id} type="button" className="govuk-button govuk-button--secondary" aria-describedby={schema.description ? `${id}__hint` : undefined} disabled={disabled} onClick={press}>
        {label}
      </button>
    </div>
  );
}
