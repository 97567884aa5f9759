import type { ReactNode } from "react";

/** One titled section of the registration form, a landmark named by its heading. */
export function FormSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="nfa-form-section" aria-labelledby={`${id}-heading`}>
      <h2 className="govuk-heading-m" id={`${id}-heading`}>
        {title}
      </h2>
      {hint && <p className="govuk-hint">{hint}</p>}
      {children}
    </section>
  );
}
