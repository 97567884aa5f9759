// @vitest-environment jsdom
// vitest: own modules (the outbox's database and the session store are the page's own)
import "fake-indexeddb/auto";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deviceStore } from "../renderer/src/offline/deviceStore.ts";
import { keep, ownItems, refreshOutbox } from "../renderer/src/offline/outbox.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { payingScenario } from "../server/testing/scenarioAnswers.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The outbox's choices against the real server (issue 27, decisions 0064 and 0065): a save kept
 * on the phone while the same draft was saved on another device is refused when it is sent, and
 * the applicant chooses whose answers stay; logging out with something unsent asks first. The
 * type and answers are the demo fisher's first paying scenario (fixtures/scenarios/).
 */
let app: FastifyInstance;
let token: string;
const OWNER = DEMO.fisher.email.toLowerCase();
const { appType, answers } = payingScenario();
// The first answer written as text: the phone and the other device write it differently.
const [field] = Object.entries(answers).find(([, value]) => typeof value === "string") ?? [];
if (!field) throw new Error("the scenario has no answer written as text");
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  app = await startPortal();
});
beforeEach(async () => {
  token = (await signIn(app, DEMO.fisher.email, DEMO.fisher.password)).token;
});
afterEach(async () => {
  resetPortal();
  const db = await deviceStore();
  await db.clear("outbox");
  await db.clear("seen");
});
afterAll(async () => app.close());

const post = async (url: string, payload: object) => (await app.inject({ method: "POST", url, payload, headers: { authorization: token } })).json().data as Record<string, unknown>;
const draftOnline = async (tempId: string) => (await app.inject({ method: "GET", url: `/api/transactions/draft/${tempId}`, headers: { authorization: token } })).json().data.transaction as { application_details: Record<string, unknown>; draft_revision: number };

/**
 * An application saved on the phone with no signal (from revision 0) and since saved on another
 * device (revision 1); `submitted`: submitted on the phone too, behind the save.
 */
async function savedOnTwoDevices(submitted: boolean): Promise<string> {
  const tempId = crypto.randomUUID();
  await post("/api/transactions/temp", { app_type: appType, temp_trans_id: tempId });
  const save = `/api/applications/save-application?app_type=${appType}`;
  await post(save, { ...answers, [field as string]: "written on the other device", temp_trans_id: tempId, app_type: appType, launchCase: false });
  const onPhone = { ...answers, [field as string]: "written on the phone" };
  useSession.getState().startTransaction(appType, tempId, onPhone, undefined, 0);
  await keep({ owner: OWNER, tempTransId: tempId, appType, title: "The licence", kind: "save", label: "Answers saved", request: { path: `/applications/save-application?app_type=${appType}`, body: { ...onPhone, temp_trans_id: tempId, app_type: appType, launchCase: false } }, basedOnRevision: 0 });
  if (submitted) await keep({ owner: OWNER, tempTransId: tempId, appType, title: "The licence", kind: "submit", label: "Application submitted", request: { path: `/applications/save-application?app_type=${appType}`, body: { ...onPhone, temp_trans_id: tempId, app_type: appType, launchCase: true } } });
  return tempId;
}

/** The outbox page once the refused save is shown with its choice. */
async function refusedOnOutbox() {
  renderAt("/outbox");
  const main = within(screen.getByRole("main"));
  await main.findByText("This application was changed on another device since it was saved on this phone");
  expect(main.getByText("Not sent")).toBeTruthy();
  return main;
}

describe("a save kept on the phone, refused because the draft changed on another device", () => {
  it("keeps the answers saved online when the applicant chooses them: the phone's save and submit are dropped, the draft read back", async () => {
    const tempId = await savedOnTwoDevices(true);
    const main = await refusedOnOutbox();
    expect(main.getByText("Waiting for the item above")).toBeTruthy();
    await userEvent.setup({ delay: null }).click(main.getByRole("button", { name: "Use the answers saved online" }));
    await waitFor(() => expect(useSession.getState().current?.answers[field as string]).toBe("written on the other device"));
    expect(useSession.getState().current?.draft_revision).toBe(1);
    expect((await ownItems(OWNER)).filter((i) => i.state !== "sent")).toEqual([]);
    expect(await draftOnline(tempId)).toMatchObject({ draft_revision: 1, application_details: { [field as string]: "written on the other device" } });
  });

  it("sends the answers on the phone over them when the applicant chooses those", async () => {
    const tempId = await savedOnTwoDevices(false);
    const main = await refusedOnOutbox();
    await userEvent.setup({ delay: null }).click(main.getByRole("button", { name: "Keep the answers on this phone" }));
    await main.findByText("Nothing is waiting to be sent.");
    expect((await ownItems(OWNER)).map((i) => [i.kind, i.state])).toEqual([["save", "sent"]]);
    expect(main.getByText("Sent")).toBeTruthy();
    await waitFor(() => expect(useSession.getState().current?.draft_revision).toBe(2));
    expect(await draftOnline(tempId)).toMatchObject({ draft_revision: 2, application_details: { [field as string]: "written on the phone" } });
  });
});

describe("logging out with something unsent", () => {
  it("says what would be lost, and removes it only when told to", async () => {
    await keep({ owner: OWNER, tempTransId: "kept-id", appType, title: "The licence", kind: "start", label: "Application started", request: { path: "/transactions/temp", body: { app_type: appType } } });
    await refreshOutbox(OWNER);
    renderAt("/logout");
    const main = within(screen.getByRole("main"));
    expect(await main.findByRole("heading", { name: "1 item on this phone has not been sent" })).toBeTruthy();
    expect(main.getByRole("link", { name: "Stay logged in" }).getAttribute("href")).toBe("/outbox");
    expect(useSession.getState().token).not.toBeNull();
    await userEvent.setup({ delay: null }).click(main.getByRole("button", { name: "Log out and remove them" }));
    await waitFor(async () => expect(await ownItems(OWNER)).toEqual([]));
    expect(useSession.getState().token).toBeNull();
  });
});
