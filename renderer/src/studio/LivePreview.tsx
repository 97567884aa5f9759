import { lazy, Suspense, useContext, useEffect, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import { stepToOpen } from "../../../engine/navigation/stepToOpen.ts";
import { withVerifiedProfile } from "../../../engine/profile/profileFields.ts";
import type { StudioScenario } from "../../../engine/studio/StudioCheck.ts";
import type { Answers, EngineContext } from "../../../engine/types.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ImportModuleContext } from "../definitions/ImportModuleContext.ts";
import { Explanation } from "./Explanation.tsx";
import { loadPreview } from "./loadPreview.ts";

/**
 * The real wizard steps, taken from the wizard route's own chunk: imported statically here, the
 * wizard's modules (RJSF, the theme, the widgets) would be shared by two pages and land in the
 * chunk the login, the dashboard and the admin pages load too (decision 0029).
 */
const WizardSteps = lazy(() => import("../wizard/WizardPage.tsx").then((m) => ({ default: m.WizardSteps })));

const browserImport = (url: string) => import(/* @vite-ignore */ url);

/** The profiles the scenarios are written for, each once, named after the first scenario using it. */
function profilesOf(scenarios: StudioScenario[]): Array<{ label: string; profile: Record<string, unknown> }> {
  const seen = new Map<string, { label: string; profile: Record<string, unknown> }>();
  for (const s of scenarios) {
    const key = JSON.stringify(s.profile);
    if (!seen.has(key)) seen.set(key, { label: Object.keys(s.profile).length ? `as in "${s.title}"` : "no profile", profile: s.profile });
  }
  return [...seen.values()];
}

/**
 * The live preview (issue 16): the portal's real wizard steps (WizardSteps) run against the edited
 * definition the server keeps compiled for this user, beside the engine's explanation of the
 * answers. Answers stay in this page; nothing is saved and the served definitions are untouched.
 */
export function LivePreview({ previewId, scenarios }: { previewId: string; scenarios: StudioScenario[] }) {
  const api = useApi();
  const importModule = useContext(ImportModuleContext) ?? browserImport;
  const [compiled, setCompiled] = useState<CompiledDefinition | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [base, setBase] = useState<Pick<EngineContext, "today" | "windows"> | null>(null);
  const profiles = profilesOf(scenarios);
  const [profileIndex, setProfileIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [step, setStep] = useState<string | undefined>(undefined);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    let live = true;
    loadPreview(api, previewId, importModule)
      .then((c) => live && (setCompiled(c), setFailure(null)))
      .catch((error: Error) => live && setFailure(error.message));
    return () => {
      live = false;
    };
  }, [api, previewId]);
  useEffect(() => {
    api
      .get<Pick<EngineContext, "today" | "windows">>("/constants/context")
      .then(setBase)
      .catch((error: Error) => setFailure(error.message));
  }, [api]);

  if (failure) return <p className="govuk-error-message" role="alert">The preview could not be loaded: {failure}</p>;
  if (!compiled || !base) return <p className="govuk-body" role="status">Loading the preview…</p>;
  const profile = profiles[profileIndex]?.profile ?? {};
  const context: EngineContext = { ...base, profile };
  const shown = withVerifiedProfile(compiled, answers, profile);
  const stepId = stepToOpen(compiled, walk(compiled, shown, context), step, null);
  const restart = () => {
    setAnswers({});
    setStep(undefined);
    setFinished(false);
  };

  return (
    <div className="nfa-studio-preview">
      <div className="govuk-form-group nfa-studio-preview__controls">
        <label className="govuk-label" htmlFor="studio-profile">
          Applicant profile
        </label>
        <select
          className="govuk-select"
          id="studio-profile"
          value={profileIndex}
          onChange={(event) => {
            setProfileIndex(Number(event.target.value));
            restart();
          }}
        >
          {profiles.map((p, i) => (
            <option key={i} value={i}>
              {p.label}
            </option>
          ))}
        </select>{" "}
        <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={restart}>
          Start again
        </button>
      </div>
      <div className="nfa-studio-preview__columns">
        <div className="nfa-studio-preview__wizard">
          {finished || !stepId ? (
            <>
              <p className="govuk-body">The wizard&apos;s questions end here; the form pages, documents and payment follow in the portal.</p>
              <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setFinished(false)}>
                Back to the questions
              </button>
            </>
          ) : (
            <Suspense fallback={<p className="govuk-body" role="status">Loading the questions…</p>}>
            <WizardSteps
              key={`${previewId}:${stepId}`}
              compiled={compiled}
              context={context}
              answers={shown}
              stepId={stepId}
              onAnswers={(a) => setAnswers(a)}
              onStep={(s) => setStep(s)}
              onFinish={() => setFinished(true)}
              onBack={() => undefined}
              onSave={() => undefined}
            />
            </Suspense>
          )}
        </div>
        <Explanation compiled={compiled} answers={shown} context={context} />
      </div>
    </div>
  );
}
