import { useId, useState, type ReactNode } from "react";

/**
 * One section of an accordion (GOV.UK accordion pattern): a heading holding a button with
 * aria-expanded that shows or hides its panel. Closed at first, so the page opens short.
 */
export function AccordionSection({ heading, children }: { heading: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`govuk-accordion__section${open ? " govuk-accordion__section--expanded" : ""}`}>
      <div className="govuk-accordion__section-header">
        <h3 className="govuk-accordion__section-heading">
          <button type="button" className="govuk-accordion__section-button nfa-accordion__button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
            {heading}
          </button>
        </h3>
      </div>
      <div id={`${id}-panel`} className="govuk-accordion__section-content nfa-accordion__panel" hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
