import { useRef, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import type { Answers, EngineContext, FieldError } from "../../../engine/types.ts";
import { validateSection } from "../../../engine/validation/validateSection.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { SectionView } from "./SectionView.tsx";
import { placeText } from "./StepBar.tsx";
import { TransactionDetails } from "./TransactionDetails.tsx";

export interface FormPagesProps {
  compiled: CompiledDefinition;
  context: EngineContext;
  answers: Answers;
  /** The page shown: the address names it (docs/decisions/0017); the caller keys this component by it. */
  pageId: string;
  onAnswers: (answers: Answers) => void;
  /** Goes to another page of the form: a new address, so the browser's Back returns here. */
  onPage: (page: string) => void;
  onFinish: () => void;
  onBack: () => void;
  onSave: (answers: Answers) => void;
  /** The label of the last page's Next when it submits (the violation's 'Submit Notice of Violation'). */
  finishLabel?: string;
  /** Whether Save is offered (a draft needs an account to come back to). */
  canSave?: boolean;
}

/**
 * The application form (spec 002 'Application form screens'): page 1, the type's form variant
 * with the transaction details; page 2, the Declaration of Knowledge with the signature. Next on
 * each page is judged by the engine; Previous on page 2 returns to page 1; the bar offers
 * Previous, Save and Next. Each page has its own address, which the caller turns into `pageId`.
 */
export function FormPages({ compiled, context, answers, pageId, onAnswers, onPage, onFinish, onBack, onSave, finishLabel, canSave = true }: FormPagesProps) {
  const index = Math.max(0, compiled.pages.findIndex((p) => p.section.id === pageId));
  const [errors, setErrors] = useState<FieldError[]>([]);
  // Each refused Next moves focus to the summary again; re-judging while typing does not (ErrorSummary).
  const [attempts, setAttempts] = useState(0);
  // A page moves on once: a double press before the new address is drawn must not skip a page.
  const left = useRef(false);
  // The page's own message ('Fill all the mandatory fields' on the declaration, spec 000 §5) heads its summary; no toast repeats it.
  const [title, setTitle] = useState<string | undefined>(undefined);
  const page = compiled.pages[index];
  if (!page) return null;
  const asked = walk(compiled, answers, context).asked;

  const next = () => {
    if (left.current) return;
    const judged = validateSection(page, { answers, context, named: compiled.named });
    if (!judged.valid) {
      setErrors(judged.errors);
      setAttempts((n) => n + 1);
      setTitle(judged.message ?? undefined);
      return;
    }
    setErrors([]);
    const following = compiled.pages[index + 1];
    if (following) {
      left.current = true;
      onPage(following.section.id);
    } else onFinish();
  };
  const previous = () => {
    setErrors([]);
    const before = compiled.pages[index - 1];
    if (before) onPage(before.section.id);
    else onBack();
  };

  return (
    <section aria-labelledby="page-title">
      <ErrorSummary errors={errors} schema={page.section.schema} title={title} focusKey={attempts} />
      <span className="govuk-caption-l">{placeText({ noun: "Page", position: index + 1, total: compiled.pages.length, exact: true })}</span>
      <h2 className="govuk-heading-l" id="page-title" tabIndex={-1}>
        {page.section.title}
      </h2>
      {page.section.description && <p className="govuk-body">{page.section.description}</p>}
      {index === 0 && compiled.steps.size > 0 && <TransactionDetails compiled={compiled} answers={answers} asked={asked} />}
      <SectionView
        key={page.at}
        compiled={page}
        named={compiled.named}
        answers={answers}
        context={context}
        errors={errors}
        onAnswers={(changed) => {
          onAnswers(changed);
          if (errors.length) setErrors(validateSection(page, { answers: changed, context, named: compiled.named }).errors);
        }}
      />
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={previous}>
          Previous
        </button>
        {canSave && (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onSave(answers)}>
            Save
          </button>
        )}
        <button type="button" className="govuk-button" onClick={next}>
          {finishLabel && index + 1 === compiled.pages.length ? finishLabel : "Next"}
        </button>
      </div>
    </section>
  );
}
