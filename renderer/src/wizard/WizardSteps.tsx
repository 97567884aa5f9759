import { useRef, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import { previousStep } from "../../../engine/navigation/previousStep.ts";
import { progress } from "../../../engine/navigation/progress.ts";
import { shouldAutoAdvance } from "../../../engine/navigation/shouldAutoAdvance.ts";
import type { Answers, EngineContext, FieldError } from "../../../engine/types.ts";
import { validateSection } from "../../../engine/validation/validateSection.ts";
import { ChoiceIntentContext } from "../widgets/ChoiceIntent.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { SectionView } from "./SectionView.tsx";
import { placeText } from "./StepBar.tsx";

export interface WizardStepsProps {
  compiled: CompiledDefinition;
  context: EngineContext;
  answers: Answers;
  /** The step shown: the address names it (docs/decisions/0017); the caller keys this component by it. */
  stepId: string;
  onAnswers: (answers: Answers, step: string) => void;
  /** Goes to another step of the path: a new address, so the browser's Back returns here. */
  onStep: (step: string) => void;
  /** Leaves the wizard forwards (to the form) or backwards (before the first step). */
  onFinish: () => void;
  onBack: () => void;
  onSave: (answers: Answers, step: string) => void;
  /**
   * Next goes to the first step still missing an answer, past steps already answered (a renewal,
   * whose carried-over answers need no second look: decision 0070); otherwise to the next step.
   */
  skipAnswered?: boolean;
}

/**
 * One wizard step, the one the address names: Next judged by the engine (the spec's messages in
 * an error summary, headed by the step's message, and inline), auto-advance on single choices, Previous along the path
 * actually walked (so it skips what was skipped), and a draft save at any step. Its caption says
 * "Question k" (of n once exact) from the engine's progress.
 */
export function WizardSteps({ compiled, context, answers, stepId, onAnswers, onStep, onFinish, onBack, onSave, skipAnswered = false }: WizardStepsProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  // Each refused Next moves focus to the summary again; re-judging while typing does not (ErrorSummary).
  const [attempts, setAttempts] = useState(0);
  // The step's own message (the spec's 'Please fill in all the required fields') heads its error summary; no toast repeats it.
  const [title, setTitle] = useState<string | undefined>(undefined);
  // A change reported as browsing (arrow keys through tiles) is kept and judged but never advances.
  const browsing = useRef(false);
  // A change reported by an action button goes on as Next does (ActionButtonWidget).
  const proceeding = useRef(false);
  // A step moves on once: a second change before the new address is drawn must not skip a step.
  const left = useRef(false);
  const step = compiled.steps.get(stepId);
  const scope = { answers, context, named: compiled.named };

  if (!step) {
    return <p className="govuk-body">This application type has no wizard steps.</p>;
  }

  const goNext = (current: Answers) => {
    if (left.current) return;
    const judged = validateSection(step, { answers: current, context, named: compiled.named });
    if (!judged.valid) {
      setErrors(judged.errors);
      setAttempts((n) => n + 1);
      // The step's message heads a summary of several problems; one problem is named alone under
      // GOV.UK's "There is a problem" ('make a selection' over a text field's error read as a second error, issue 31 item 2).
      setTitle(judged.errors.length > 1 ? (judged.message ?? undefined) : undefined);
      return;
    }
    const navigation = walk(compiled, current, context);
    if (navigation.blocked?.step === step.section.id) {
      setErrors([{ pointer: "", message: navigation.blocked.message }]);
      setAttempts((n) => n + 1);
      setTitle(undefined);
      if (navigation.blocked.redirect) setTimeout(() => window.location.assign(navigation.blocked?.redirect ?? "/"), 2000);
      return;
    }
    setErrors([]);
    left.current = true;
    const at = navigation.path.indexOf(step.section.id);
    // Every step before the walk's stop is answered: skipping, the stop is next (past the wizard when it is a form page).
    const next = skipAnswered ? (navigation.current ?? undefined) : navigation.path[at + 1];
    if (next && compiled.steps.has(next)) {
      onAnswers(current, next);
      onStep(next);
    } else {
      onAnswers(current, step.section.id);
      onFinish();
    }
  };

  const change = (next: Answers) => {
    const browsed = browsing.current;
    browsing.current = false;
    if (proceeding.current) {
      proceeding.current = false;
      return goNext(next);
    }
    onAnswers(next, step.section.id);
    if (errors.length) setErrors(validateSection(step, { answers: next, context, named: compiled.named }).errors);
    if (!browsed && shouldAutoAdvance(compiled, step.section.id, next, context)) goNext(next);
  };
  const intent = {
    browse: () => void (browsing.current = true),
    commit: () => void (shouldAutoAdvance(compiled, step.section.id, answers, context) && goNext(answers)),
    proceed: (change: boolean) => (change ? void (proceeding.current = true) : goNext(answers)),
  };

  const back = () => {
    setErrors([]);
    const previous = previousStep(walk(compiled, answers, context), step.section.id);
    if (previous) onStep(previous);
    else onBack();
  };
  const place = progress(compiled, answers, context, step.section.id);

  return (
    <section aria-labelledby="step-title">
      <ErrorSummary errors={errors} schema={step.section.schema} title={title} focusKey={attempts} />
      {place && <span className="govuk-caption-l">{placeText({ ...place, noun: "Question" })}</span>}
      <h2 className="govuk-heading-l" id="step-title" tabIndex={-1}>
        {step.section.title}
      </h2>
      {step.section.description && <p className="govuk-body">{step.section.description}</p>}
      <ChoiceIntentContext.Provider value={intent}>
        <SectionView key={step.at} compiled={step} named={scope.named} answers={answers} context={context} errors={errors} onAnswers={change} />
      </ChoiceIntentContext.Provider>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={back}>
          Previous
        </button>
        <button type="button" className="govuk-button" onClick={() => goNext(answers)}>
          Next
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onSave(answers, step.section.id)}>
          Save &amp; Continue Later
        </button>
      </div>
    </section>
  );
}
