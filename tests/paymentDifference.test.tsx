// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { payByCard } from "../server/testing/payByCard.ts";
import { cheaperAndDearer, jmdText } from "../server/testing/scenarioAnswers.ts";
import { startDraft } from "../server/testing/startDraft.ts";
import { renderAt } from "./support/renderAt.tsx";
import { startPortal } from "./support/startPortal.ts";

/**
 * The payment stage shows what was paid and what remains (decision 0014): a fisher paid for the
 * answers of a cheaper application, then changed them to dearer ones of the same type (keeping the
 * payment details); the stage says so and asks for the difference. Both are complete scenarios of
 * the first paying type with two prices for the demo fisher, priced by the engine on the portal's day.
 */
const TODAY = "2026-11-22";
const { cheaper, dearer } = cheaperAndDearer(undefined, { today: TODAY });
const TYPE = cheaper.appType;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY });
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => {
  cleanup();
  await app.close();
});

describe("the payment stage after the fees grew", () => {
  it("shows what was paid, the new total and the amount still due", async () => {
    const call = (url: string, payload: object) => app.inject({ method: "POST", url, headers: { authorization: token }, payload });
    // The dearer answers keep the cheaper one's payment details (cheaperAndDearer).
    const cheap = cheaper.answers;
    const dear = dearer.answers;
    const temp = await startDraft(app, token, TYPE, cheap);
    await payByCard(app, (await call(`/api/payment/init/${temp}`, { ...cheap, payment_method: "Credit/Debit Card" })).json().data.RedirectData.url as string);
    await call(`/api/applications/save-application?app_type=${TYPE}`, { ...dear, temp_trans_id: temp, app_type: TYPE, launchCase: false });

    const profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
    useSession.setState({ token, profile, current: { appType: TYPE, temp_trans_id: temp, answers: dear, step: null, submitted_transaction: null } });
    const definition = loadDefinitions().loaded.find((d) => d.definition.id === TYPE)?.definition;
    renderAt(`${definition?.routePrefix}/payment`, { validatorsFrom: app });
    const notice = await screen.findByText(/You have paid/);
    expect(notice.textContent).toBe(`You have paid ${jmdText(cheaper.fees)} for this application. Its fees are now ${jmdText(dearer.fees)}: ${jmdText(dearer.fees - cheaper.fees)} remains to be paid.`);
    const fees = screen.getByRole("table", { name: "Fees" });
    expect(within(fees).getByRole("rowheader", { name: "Already paid" }).nextElementSibling?.textContent).toBe(jmdText(cheaper.fees));
    expect(within(fees).getByRole("rowheader", { name: "Amount Due" }).nextElementSibling?.textContent).toBe(jmdText(dearer.fees - cheaper.fees));
  });
});
