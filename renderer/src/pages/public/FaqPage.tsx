import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { FAQ } from "./faqEntries.ts";

/**
 * /faq: the FAQ document shown as accessible HTML (spec 000 §1 'FAQ document viewer'): a document
 * panel with its contents list linking to every question, then the questions as headings.
 */
export function FaqPage() {
  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "Frequently Asked Questions" }]} />
      <h1 className="govuk-heading-xl">Frequently Asked Questions</h1>
      <article className="nfa-document" aria-labelledby="faq-document-title">
        <h2 className="govuk-heading-l" id="faq-document-title">
          NFA online licensing portal: questions and answers
        </h2>
        <nav aria-label="Contents" className="nfa-document__contents">
          <h3 className="govuk-heading-s">Contents</h3>
          <ol className="govuk-list govuk-list--number">
            {FAQ.map((section) => (
              <li key={section.title}>
                {section.title}
                <ul className="govuk-list">
                  {section.entries.map((entry) => (
                    <li key={entry.id}>
                      <a className="govuk-link" href={`#faq-${entry.id}`}>
                        {entry.question}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </nav>
        {FAQ.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3 className="govuk-heading-m">{section.title}</h3>
            {section.entries.map((entry) => (
              <div key={entry.id} className="nfa-document__entry">
                <h4 className="govuk-heading-s" id={`faq-${entry.id}`}>
                  {entry.question}
                </h4>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph} className="govuk-body">
                    {paragraph}
                  </p>
                ))}
              </div>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
