import { useRef, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import { previousStep } from "../../../engine/navigation/previousStep.ts";
import { resumeStep } from "../../../engine/navigation/resumeStep.ts";
import { shouldAutoAdvance } from "../../../engine/navigation/shouldAutoAdvance.ts";
import { skippedSteps } from "../../../engine/navigation/skippedSteps.ts";
import type { Answers, EngineContext, FieldError } from "../../../engine/types.ts";
import { validateSection } from "../../../engine/validation/validateSection.ts";
import { ChoiceIntentContext } from "../widgets/ChoiceIntent.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { SectionView } from "./SectionView.tsx";
import { WhyDetails } from "./WhyDetails.tsx";

export interface WizardStepsProps {
  compiled: CompiledDefinition;
  context: EngineContext;
  answers: Answers;
  storedStep: string | null;
  onAnswers: (answers: Answers, step: string) => void;
  /** Leaves the wizard forwards (to the form) or backwards (before the first step). */
  onFinish: () => void;
  onBack: () => void;
  onSave: (answers: Answers, step: string) => void;
}

/**
 * The numbered wizard steps: one step at a time, Next judged by the engine (the spec's messages in
 * an error summary, headed by the step's message, and inline), auto-advance on single choices, Previous along the path
 * actually walked (so it skips what was skipped), and a draft save at any step.
 */
export function WizardSteps({ compiled, context, answers, storedStep, onAnswers, onFinish, onBack, onSave }: WizardStepsProps) {
  // Reopen where the draft was left, if the answers still lead there (spec 002 §2: resume at selectionCategory).
  const [stepId, setStepId] = useState<string | null>(() => {
    const navigation = walk(compiled, answers, context);
    const resumed = resumeStep(navigation, storedStep);
    return resumed && compiled.steps.has(resumed) ? resumed : (navigation.path.find((id) => compiled.steps.has(id)) ?? null);
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  // The step's own message (the spec's 'Please fill in all the required fields') heads its error summary; no toast repeats it.
  const [title, setTitle] = useState<string | undefined>(undefined);
  // A change reported as browsing (arrow keys through tiles) is kept and judged but never advances.
  const browsing = useRef(false);
  const step = stepId ? compiled.steps.get(stepId) : undefined;
  const scope = { answers, context, named: compiled.named };

  if (!step) {
    return <p className="govuk-body">This application type has no wizard steps.</p>;
  }

  const goNext = (current: Answers) => {
    const judged = validateSection(step, { answers: current, context, named: compiled.named });
    if (!judged.valid) {
      setErrors(judged.errors);
      setTitle(judged.message);
      return;
    }
    const navigation = walk(compiled, current, context);
    if (navigation.blocked?.step === step.section.id) {
      setErrors([{ pointer: "", message: navigation.blocked.message }]);
      setTitle(undefined);
      if (navigation.blocked.redirect) setTimeout(() => window.location.assign(navigation.blocked?.redirect ?? "/"), 2000);
      return;
    }
    setErrors([]);
    const at = navigation.path.indexOf(step.section.id);
    const next = navigation.path[at + 1];
    if (next && compiled.steps.has(next)) {
      setStepId(next);
      onAnswers(current, next);
    } else {
      onAnswers(current, step.section.id);
      onFinish();
    }
  };

  const change = (next: Answers) => {
    const browsed = browsing.current;
    browsing.current = false;
    onAnswers(next, step.section.id);
    if (errors.length) setErrors(validateSection(step, { answers: next, context, named: compiled.named }).errors);
    if (!browsed && shouldAutoAdvance(compiled, step.section.id, next, context)) goNext(next);
  };
  const intent = {
    browse: () => void (browsing.current = true),
    commit: () => void (shouldAutoAdvance(compiled, step.section.id, answers, context) && goNext(answers)),
  };

  const back = () => {
    setErrors([]);
    const previous = previousStep(walk(compiled, answers, context), step.section.id);
    if (previous) setStepId(previous);
    else onBack();
  };

  return (
    <section aria-labelledby="step-title">
      <ErrorSummary errors={errors} schema={step.section.schema} title={title} />
      <span className="govuk-caption-l">Step {step.section.number ?? compiled.stepOrder.indexOf(step.section.id) + 1}</span>
      <h2 className="govuk-heading-l" id="step-title">
        {step.section.title}
      </h2>
      {step.section.description && <p className="govuk-body">{step.section.description}</p>}
      <SkippedBefore compiled={compiled} answers={answers} context={context} stepId={step.section.id} />
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

/** The steps the answers went around before this one, each with its "why?". */
function SkippedBefore({ compiled, answers, context, stepId }: { compiled: CompiledDefinition; answers: Answers; context: EngineContext; stepId: string }) {
  const navigation = walk(compiled, answers, context);
  const before = navigation.path.slice(0, navigation.path.indexOf(stepId) + 1);
  const skipped = skippedSteps(compiled, { path: navigation.path, edges: navigation.edges.filter((e) => before.includes(e.to) || before.includes(e.from)) }).filter((s) => compiled.stepOrder.indexOf(s.step) < compiled.stepOrder.indexOf(stepId));
  if (!skipped.length) return null;
  return (
    <div className="govuk-inset-text">
      {skipped.map((s) => (
        <div key={s.step}>
          Not asked: {s.title}
          <WhyDetails because={s.because} />
        </div>
      ))}
    </div>
  );
}
