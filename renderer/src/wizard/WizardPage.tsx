import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { toast } from "../layout/toast.ts";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import { pageToOpen } from "../../../engine/navigation/pageToOpen.ts";
import { progress } from "../../../engine/navigation/progress.ts";
import { stepToOpen } from "../../../engine/navigation/stepToOpen.ts";
import { withVerifiedProfile } from "../../../engine/profile/profileFields.ts";
import type { FieldError, StageId } from "../../../engine/types.ts";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { PageLoading } from "../layout/PageLoading.tsx";
import { DocumentsStage } from "../stages/DocumentsStage.tsx";
import { PaymentStage } from "../stages/PaymentStage.tsx";
import { PreviewStage } from "../stages/PreviewStage.tsx";
import { StatusStage } from "../stages/StatusStage.tsx";
import { useSession } from "../store/useSession.ts";
import { keptUploads } from "../offline/keptUploads.ts";
import { deliver, type NewItem } from "../offline/outbox.ts";
import { KEPT_ON_PHONE, READY_TO_SEND } from "../offline/outboxWords.ts";
import { startOnDevice } from "../offline/startOnDevice.ts";
import { ownerOf, useOutbox } from "../offline/useOutbox.ts";
import { useOnline } from "../layout/useOnline.ts";
import { useUploads } from "../submission/useUploads.ts";
import { FormPages } from "./FormPages.tsx";
import { resumeAddress } from "../../../engine/navigation/resumeAddress.ts";
import { WHAT_CHANGED_ROUTE } from "./whatChangedAddress.ts";
import { StepBar, type StagePlace } from "./StepBar.tsx";
import { useChangesTold } from "./useChangesTold.ts";
import { SaveFailed } from "./SaveFailed.tsx";
import { useCompiledDefinition } from "./useCompiledDefinition.ts";
import { WizardHeader } from "./WizardHeader.tsx";
import { WizardSteps } from "./WizardSteps.tsx";

/** What a draft save answers (server/routes/api/applications: save-application). */
interface SaveAnswer {
  definition_version?: string;
  version_changes?: VersionChanges | null;
  draft_revision?: number;
}

/** Spec 000 §3: 'form (form-render is the same form screen)', whichever route a definition names. */
const FORM_ROUTES = ["form", "form-render"];

/**
 * Every application type's wizard, from its definition alone (no per-type component): the stage
 * comes from the sub-route, the step bar and titles from the definition, and each stage hands on
 * to the next the definition lists. An unknown sub-route goes to the first stage. Each wizard
 * step and form page has its own address, `${routePrefix}/${stage.route}/${sectionId}`
 * (docs/decisions/0017): the address says which is shown, so the browser's Back and Forward walk
 * the path, and an address the answers do not reach gives way to the first step still missing.
 * Answers are judged by the version of the definition they are held under, and a draft the server
 * moved to a newer version shows 'What changed since you started' at its own address first
 * (decision 0041).
 */
/** 'What changed since you started' is seen only by a draft an edit moved: loaded when it is (the wizard's budget, docs/decisions/0027). */
const WhatChangedStage = lazy(() => import("./WhatChangedStage.tsx").then((m) => ({ default: m.WhatChangedStage })));

/** No entity on the profile (yet): one object, so the answers judged keep their identity. */
const NO_ENTITY: Record<string, unknown> = {};

export function WizardPage({ importModule }: { importModule?: (url: string) => Promise<unknown> }) {
  const { prefix = "", stage: stageRoute, section: sectionId } = useParams();
  const definitions = useDefinitions();
  const api = useApi();
  const navigate = useNavigate();
  const current = useSession((s) => s.current);
  const profile = useSession((s) => s.profile);
  const setAnswers = useSession((s) => s.setAnswers);
  const [failure, setFailure] = useState<{ message: string; errors: FieldError[] } | null>(null);
  // A draft save that failed, kept to try again from the notice in the page (decision 0047).
  const [unsaved, setUnsaved] = useState<{ retry: () => Promise<void>; busy: boolean } | null>(null);
  const summary = definitions.status === "ready" ? definitions.summaries.find((d) => d.routePrefix === `/application/${prefix}`) : undefined;
  const entity = (profile?.entities as Array<Record<string, unknown>> | undefined)?.[0] ?? NO_ENTITY;
  const loaded = useCompiledDefinition(summary, entity, importModule, current?.appType === summary?.id ? current?.definition_version : undefined);
  // The answers as judged, the same object until they or the profile change: check your answers
  // judges them once, not again on each render the uploads, the outbox or the signal cause.
  const compiledNow = loaded.status === "ready" ? loaded.compiled : null;
  const currentAnswers = current?.answers;
  const verified = useMemo(() => (compiledNow && currentAnswers ? withVerifiedProfile(compiledNow, currentAnswers, entity) : null), [compiledNow, currentAnswers, entity]);
  const told = useChangesTold(summary?.routePrefix ?? "", summary?.id ?? "");
  // The preview's list of uploaded documents, asked for once its heading is on screen, beside the
  // answers being judged: asked for with the definition (decision 0029), it was one more request
  // the page's first paint waited behind on a slow phone (decision 0062).
  const onPreview = Boolean(stageRoute) && summary?.stages.find((s) => s.id === "preview")?.route === stageRoute;
  const [previewDrawn, setPreviewDrawn] = useState(false);
  const uploads = useUploads(onPreview && current?.appType === summary?.id ? (current?.temp_trans_id ?? null) : null, onPreview && previewDrawn);
  // A type that needs no login (the violation notice) starts on its own page, not from a tile:
  // a fresh application each time the page is opened, unless one is already being filled.
  const fresh = Boolean(summary && !summary.requiresLogin && (!current || current.appType !== summary.id || current.submitted_transaction));
  const [starting, setStarting] = useState(false);
  // What of this application waits in the outbox: a submit reads "Ready to send", a payment waits for it.
  const outbox = useOutbox((s) => s.items);
  const waitingHere = outbox.filter((i) => i.tempTransId === current?.temp_trans_id && i.state !== "sent");
  const waitingSubmit = waitingHere.some((i) => i.kind === "submit");
  const online = useOnline();
  const { pathname } = useLocation();
  const here = Boolean(current && summary && current.appType === summary.id && stageRoute);
  // Where the applicant is, so "Continue" on the outbox page comes back here.
  useEffect(() => {
    if (here) useSession.getState().setPlace(pathname);
  }, [here, pathname]);
  const summaryId = summary?.id;
  useEffect(() => {
    if (!fresh || !summaryId || starting) return;
    setStarting(true);
    startOnDevice(api, summary, {})
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setStarting(false));
    // Only on arrival: a submit on this page must not start another application behind the toast.
  }, [summaryId]);
  if (definitions.status === "loading") return <p className="govuk-body" role="status">Loading…</p>;
  if (!summary) return <Navigate to="/application-types" replace />;
  const whatChanged = stageRoute === WHAT_CHANGED_ROUTE;
  const stage = summary.stages.find((s) => s.route === stageRoute) ?? (stageRoute && FORM_ROUTES.includes(stageRoute) ? summary.stages.find((s) => s.id === "form") : undefined);
  if (!stage && !whatChanged) return <Navigate to={`${summary.routePrefix}/${summary.stages[0]?.route ?? ""}`} replace />;
  // The heading stays drawn while the application starts or loads (docs/decisions/0029).
  if (starting || fresh) return <PageLoading heading={<WizardHeader summary={summary} />} text="Starting…" />;
  if (!current || current.appType !== summary.id) return <Navigate to="/application-types" replace />;
  if (loaded.status === "loading") return <PageLoading heading={<WizardHeader summary={summary} />} text="Loading the application…" />;
  if (loaded.status === "failed") return <p className="govuk-error-message" role="alert">The application could not be loaded: {loaded.message}</p>;
  const { compiled, context } = loaded;
  if (!stage)
    return (
      <Suspense fallback={<PageLoading heading={<WizardHeader summary={summary} />} text="Loading what changed…" />}>
        <WhatChangedStage compiled={compiled} current={current} />
      </Suspense>
    );
  // The verified applicant fields are the profile's, as the server takes them on submit (docs/decisions/0015).
  const answers = verified ?? withVerifiedProfile(compiled, current.answers, entity);
  const address = (route: string, section?: string | null) => `${summary.routePrefix}/${route}${section ? `/${section}` : ""}`;
  // The step or page the address shows, once the answers allow it (else the address is corrected in place).
  const shown = stage.id === "type" ? stepToOpen(compiled, walk(compiled, answers, context), sectionId, current.step) : stage.id === "form" ? pageToOpen(compiled, answers, context, sectionId) : null;
  if ((shown ?? undefined) !== sectionId) return <Navigate to={address(stageRoute ?? stage.route, shown)} replace />;
  const place: StagePlace | null =
    stage.id === "type" && shown ? withNoun(progress(compiled, answers, context, shown), "Question") : stage.id === "form" && shown ? { noun: "Page", position: compiled.pages.findIndex((p) => p.section.id === shown) + 1, total: compiled.pages.length, exact: true } : null;
  // Spec 001 §2: Previous on the first step goes home, or back in the browser's history when the definition says so.
  const leaveWizard = () => (compiled.definition.wizard?.backFromStart === "history" && (window.history.state as { idx?: number } | null)?.idx !== 0 ? navigate(-1) : navigate("/application-types"));

  // A renewal goes on from the wizard to the first form page still missing, or past the form when none is (decision 0070).
  const renewing = Boolean(current.renewal);
  const onFinishSteps = () => {
    if (!renewing) return go("next");
    const now = withVerifiedProfile(compiled, useSession.getState().current?.answers ?? {}, entity);
    navigate(resumeAddress(compiled, walk(compiled, now, context).current));
  };
  const go = (id: StageId | "next" | "previous") => {
    const index = summary.stages.findIndex((s) => s.id === stage.id);
    const target = id === "next" ? summary.stages[index + 1] : id === "previous" ? summary.stages[index - 1] : summary.stages.find((s) => s.id === id);
    if (target) navigate(address(target.route));
    else navigate(id === "previous" ? "/application-types" : "/transactions");
  };
  // The version the answers were written under goes with every save, submit and payment (decision 0041).
  const written = current.definition_version ? { definition_version: current.definition_version } : {};
  const saveAddress = `/applications/save-application?app_type=${summary.id}`;
  /** A save or submit of this application, sent at once or kept in the outbox with no signal (issue 27). */
  const outboxItem = (kind: "save" | "submit", body: Record<string, unknown>): NewItem => ({ owner: ownerOf(profile), tempTransId: current.temp_trans_id, appType: summary.id, title: summary.title, kind, label: kind === "save" ? "Answers saved" : "Application submitted", request: { path: saveAddress, body }, ...(kind === "save" ? { basedOnRevision: current.draft_revision ?? null } : {}) });
  /** Saves the draft: what changed when the server moved it to a newer version, and whether it was kept on the phone to send later. */
  const save = async (values: Record<string, unknown>, step: string | null, quiet = false): Promise<{ changes: VersionChanges | null; kept: boolean }> => {
    const sent = await deliver<SaveAnswer>(api, outboxItem("save", { ...values, ...written, temp_trans_id: current.temp_trans_id, app_type: summary.id, launchCase: false, ...(step ? { selectionCategory: step } : {}) }));
    if (sent.kept) {
      // Said even when a save is otherwise quiet (going on to the next stage): the applicant should know where their answers are.
      toast.success(KEPT_ON_PHONE);
      return { changes: null, kept: true };
    }
    const saved = sent.data;
    if (saved.definition_version) useSession.getState().setVersion(saved.definition_version);
    if (typeof saved.draft_revision === "number") useSession.getState().setRevision(current.temp_trans_id, saved.draft_revision);
    if (!quiet) toast.success(stage.id === "type" ? "Application saved to draft successfully" : "Application saved successfully");
    return { changes: saved.version_changes ?? null, kept: false };
  };
  /**
   * Saves, then shows what changed when the save moved the draft; true when the applicant may go
   * on. Kept on the phone, they may go on, unless what follows needs the server (`needsServer`: a
   * payment), which then says so.
   */
  const saveToGoOn = async (values: Record<string, unknown>, needsServer = false): Promise<boolean> => {
    const { changes, kept } = await save(values, null, true);
    if (changes) await told(changes);
    return kept ? !needsServer : !changes;
  };
  /** What a refused submit or payment says changed, if that is why it was refused. */
  const refusedFor = (error: unknown) => (error instanceof ApiError ? error.versionChanges : null);
  const saveAndLeave = (values: Record<string, unknown>, step: string | null): Promise<void> =>
    save(values, step)
      // Leaving, the moved answers are read back; what changed is shown when the draft is resumed.
      .then(({ changes }) => changes && told(changes, false))
      .then(() => {
        setUnsaved(null);
        navigate("/application-types");
      })
      .catch(() => failedSave(() => saveAndLeave(values, step)));
  /** Says in the page that a save failed, with a way to try it again (decision 0047). */
  const failedSave = (retry: () => Promise<void>) =>
    setUnsaved({
      busy: false,
      retry: async () => {
        setUnsaved((now) => now && { ...now, busy: true });
        await retry();
      },
    });
  /** The form's last page saved, then on to the next stage; a failed save is said in the page. */
  const finishForm = (): Promise<void> =>
    saveToGoOn(answers)
      .then((on) => {
        setUnsaved(null);
        if (on) go("next");
      })
      .catch(() => failedSave(finishForm));
  const hasPreview = summary.stages.some((s) => s.id === "preview");
  const documentsOnForm = !summary.stages.some((s) => s.id === "documents") && Boolean(compiled.definition.documents?.items.length);
  /** Submits, or keeps the submit on the phone with no signal: it reads "Ready to send" until the server gives its number. */
  const send = () => deliver<{ transNumber: string }>(api, outboxItem("submit", { ...answers, ...written, temp_trans_id: current.temp_trans_id, app_type: summary.id, launchCase: true }));
  // A type without a preview submits at the end of its form and says so (spec 002 'Notice of violation').
  const submitFromForm = async () => {
    try {
      const sent = await send();
      if (sent.kept) {
        toast.success(READY_TO_SEND);
        navigate("/outbox");
        return;
      }
      useSession.getState().setSubmitted(sent.data.transNumber);
      const after = compiled.definition.submitted;
      toast.success(after?.message ?? "Application submitted successfully");
      navigate(after?.goto ?? "/application-types");
    } catch (error) {
      const changes = refusedFor(error);
      if (changes) return told(changes);
      toast.error(error instanceof ApiError && error.statusCode === 422 ? error.message : "Error occured while submitting application");
      setFailure({ message: (error as Error).message, errors: error instanceof ApiError ? error.errors : [] });
    }
  };
  const submit = async () => {
    try {
      const sent = await send();
      setFailure(null);
      if (sent.kept) toast.success(READY_TO_SEND);
      else {
        useSession.getState().setSubmitted(sent.data.transNumber);
        toast.success("Application submitted successfully");
      }
    } catch (error) {
      const changes = refusedFor(error);
      if (changes) return told(changes);
      setFailure({ message: (error as Error).message, errors: error instanceof ApiError ? error.errors : [] });
      toast.error("Error occured while submitting application");
    }
    go("status");
  };

  return (
    <>
      <WizardHeader summary={summary} />
      <StepBar stages={summary.stages} current={stage.id} place={place} />
      {unsaved && <SaveFailed key={String(unsaved.busy)} busy={unsaved.busy} onRetry={() => void unsaved.retry()} />}
      {renewing && (stage.id === "type" || stage.id === "form") && (
        <div className="govuk-inset-text">
          {current.renewal?.transferred
            ? `You are renewing licence ${current.renewal.licence}. It was transferred to you, so nothing from the previous holder's application is filled in: answer each question for yourself.`
            : `You are renewing licence ${current.renewal?.licence}. The answers you gave for it are filled in, and only what must be answered again is asked: use Previous to look at the others.`}
        </div>
      )}
      {/* The stage's first heading names the page in its title (docs/decisions/0017). */}
      <div data-title-source="">
      {stage.id === "type" && shown && (
        <WizardSteps key={shown} compiled={compiled} context={context} answers={answers} stepId={shown} onAnswers={(a, step) => setAnswers(a, step)} onStep={(step) => navigate(address(stage.route, step))} onFinish={onFinishSteps} onBack={leaveWizard} onSave={(a, step) => void saveAndLeave(a, step)} skipAnswered={renewing} />
      )}
      {stage.id === "form" && (
        <>
        <FormPages
          key={shown}
          compiled={compiled}
          context={context}
          answers={answers}
          pageId={shown ?? ""}
          onAnswers={(a) => setAnswers(a)}
          onPage={(page) => navigate(address(stageRoute ?? stage.route, page))}
          onBack={() => go("previous")}
          onSave={(a) => void saveAndLeave(a, null)}
          canSave={summary.requiresLogin}
          finishLabel={hasPreview ? undefined : compiled.definition.form.pages.at(-1)?.ui?.["ui:submitLabel"] as string | undefined}
          onFinish={() =>
            hasPreview
              ? void finishForm()
              : void submitFromForm()
          }
        />
        {documentsOnForm && <DocumentsStage embedded appType={summary.id} title={summary.title} here={{ compiled, context, answers }} tempTransId={current.temp_trans_id} comment="" onComment={() => undefined} onNext={() => undefined} onBack={() => undefined} />}
        </>
      )}
      {stage.id === "documents" && <DocumentsStage appType={summary.id} title={summary.title} here={{ compiled, context, answers }} tempTransId={current.temp_trans_id} comment={String(answers.comment_by_user ?? "")} onComment={(text) => setAnswers({ ...answers, comment_by_user: text })} onNext={() => go("next")} onBack={() => go("previous")} />}
      {stage.id === "payment" && <PaymentStage needsSignal={!online || waitingHere.length > 0} compiled={compiled} context={context} tempTransId={current.temp_trans_id} answers={answers} prices={current.prices} definitionVersion={current.definition_version} onAnswers={(a) => setAnswers(a)} onSaveDraft={(values) => saveToGoOn(values, true)} onRulesChanged={(changes) => void told(changes)} onPaid={() => go("next")} onBack={() => go("previous")} />}
      {stage.id === "preview" && (
        <PreviewStage
          compiled={compiled}
          context={context}
          answers={answers}
          prices={current.prices}
          // With the files attached on this phone and not yet sent (issue 27).
          uploads={uploads && [...uploads, ...keptUploads(outbox, current.temp_trans_id)]}
          onDrawn={() => setPreviewDrawn(true)}
          onSubmit={submit}
          renewal={current.renewal ?? null}
          // 'I don't Consent' keeps the draft and the applicant on check your answers (decision 0047).
          onDecline={() => save(answers, null, true).then(() => true)}
          onBack={() => go("previous")}
        />
      )}
      {stage.id === "status" && <StatusStage transactionNumber={current.submitted_transaction?.transaction_number ?? null} failure={failure} next={compiled.definition.whatHappensNext ?? null} tempTransId={summary.requiresLogin ? undefined : current.temp_trans_id} readyToSend={waitingSubmit} />}
      </div>
    </>
  );
}

/** The engine's progress of a step as the step bar's place, or null off the path. */
function withNoun(progress: Omit<StagePlace, "noun"> | null, noun: StagePlace["noun"]): StagePlace | null {
  return progress ? { ...progress, noun } : null;
}

/** The studio's live preview (decision 0035) takes the wizard steps from this chunk rather than importing them itself. */
export { WizardSteps } from "./WizardSteps.tsx";
