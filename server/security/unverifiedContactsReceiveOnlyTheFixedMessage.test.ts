import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverNotifications } from "../services/notifications/notifier.ts";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";
import { moveCaseAs } from "../testing/moveCaseAs.ts";
import { readOutbox, type OutboxMessage } from "../testing/outbox.ts";
import { submitBySlug } from "../testing/submitBySlug.ts";

/**
 * Issue 25 finding 2: registering with a company name such as "Ltd.\n\nACTION REQUIRED: …" and
 * somebody else's email (or phone) made the portal send that text, in the authority's name, to a
 * contact nobody had verified. Now a contact nobody confirmed gets one fixed message, the same
 * whoever registered and whatever they wrote (only its code differs), and no notification until
 * it is confirmed (decision 0044).
 */
const PHISHING = "Ltd.\n\nACTION REQUIRED: your licence is suspended. Pay at https://pay.example.net/nfa";
const SIGNATURE = "data:image/png;base64,iVBORw0KGgo=";
const CODE = /[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/;

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildApp();
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => app.close());

const register = (payload: Record<string, unknown>, token?: string) =>
  app.inject({ method: "POST", url: "/api/users/register", headers: token ? { authorization: token } : {}, payload: { password: "Sea-Breeze-77", reenterpassword: "Sea-Breeze-77", signature: SIGNATURE, domicile: "Local", ...payload } });
const company = (name: string, contact: Record<string, string>) => ({ applicant_type: "Company", company_name: name, ...contact });
const person = (first: string, contact: Record<string, string>) => ({ applicant_type: "Individual", first_name_individual: first, last_name_individual: "Reid", date_of_birth_individual: "1990-02-02", ...contact });

/** A message with its one-time code taken out: what is left must not depend on who registered. */
const withoutCode = (message: OutboxMessage | undefined) => {
  const code = CODE.exec(message?.body ?? "")?.[0] ?? "no code";
  return { channel: message?.channel, subject: message?.subject, body: message?.body.replaceAll(code, "{code}") };
};
/** Nothing of what a registrant wrote in a message. */
const expectNoRegistrantWords = (message: OutboxMessage | undefined) => {
  for (const words of ["ACTION REQUIRED", "pay.example.net", "suspended", "Ltd.", "Reid"]) expect(message?.body).not.toContain(words);
};

describe("a contact nobody confirmed", () => {
  it("gets the fixed confirmation message when a company registers with it, none of the registrant's words", async () => {
    expect((await register(company(PHISHING, { email: "victim@example.net" }))).json()).toEqual({ success: true, statusCode: 200, data: { msg: "Registered Successfully", entity_id: expect.any(Number) } });
    expect((await register(company("Plain Fisheries", { email: "owner@example.net" }))).statusCode).toBe(200);
    const [attacked] = await readOutbox(app, "victim@example.net");
    const [genuine] = await readOutbox(app, "owner@example.net");
    expect(await readOutbox(app, "victim@example.net")).toHaveLength(1);
    expectNoRegistrantWords(attacked);
    expect(withoutCode(attacked)).toEqual(withoutCode(genuine));
    expect(withoutCode(attacked).body).toContain("http://localhost:3000/confirm-contact/{code}");
  });

  it("gets the fixed text message when only a phone is given, and at most three a day however many accounts give it", async () => {
    for (let i = 0; i < 5; i += 1) expect((await register(person(`${PHISHING} ${i}`.slice(0, 100), { cell_phone_user: "876-555-0777" }))).statusCode).toBe(200);
    const texts = await readOutbox(app, "876-555-0777");
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      expect(text.channel).toBe("sms");
      expectNoRegistrantWords(text);
      expect(withoutCode(text)).toEqual(withoutCode(texts[0]));
    }
  });

  it("gets the same fixed message when staff register someone at the counter or a primary agent adds an agent", async () => {
    expect((await register(company(PHISHING, { email: "counter@example.net" }), admin)).statusCode).toBe(200);
    const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const entity = await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first();
    const added = await app.inject({ method: "POST", url: `/api/users/add/entity/${entity.id}`, headers: { authorization: fisher }, payload: { name_of_applicant: PHISHING.slice(0, 200), email: "agent.victim@example.net", password: "Sea-Breeze-77" } });
    expect(added.statusCode).toBe(200);
    const [reference] = await readOutbox(app, "owner@example.net");
    for (const to of ["counter@example.net", "agent.victim@example.net"]) {
      const messages = await readOutbox(app, to);
      expect(messages).toHaveLength(1);
      expectNoRegistrantWords(messages[0]);
      expect(withoutCode(messages[0])).toEqual(withoutCode(reference));
    }
  });

  it("hears of its applications on the dashboard only, until confirmed with the code; then by email", async () => {
    // The demo fisher, as an account whose email is not confirmed yet.
    const fisherRow = await app.knex("users").where({ email: DEMO.fisher.email }).first();
    await app.knex("users").where({ id: fisherRow.id }).update({ email_verified_at: null, phone_verified_at: null });
    const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    expect((await app.inject({ method: "GET", url: "/api/users/profile?userInfoOnly=yes", headers: { authorization: fisher } })).json().data.user.contact_to_confirm).toEqual({ channel: "email", contact: DEMO.fisher.email });
    const before = (await readOutbox(app, DEMO.fisher.email)).length;
    // Unconfirmed accounts may apply (decision 0044): the submit and a staff move are on the dashboard, nowhere else.
    const { id, transNumber } = await submitBySlug(app, fisher, "licence");
    expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
    const listed = (await app.inject({ method: "GET", url: `/api/transactions/notifications?transaction_id=${id}`, headers: { authorization: fisher } })).json().data.notifications as Array<{ channel: string }>;
    expect(listed.map((n) => n.channel)).toEqual(["none", "none"]);
    expect(await readOutbox(app, DEMO.fisher.email)).toHaveLength(before);
    expect(await readOutbox(app, "876-555-0142")).toEqual([]);

    expect((await app.inject({ method: "POST", url: "/api/users/resend-verification", headers: { authorization: fisher } })).json().data.msg).toBe(`A new code is on its way to ${DEMO.fisher.email}`);
    const [confirmation] = await readOutbox(app, DEMO.fisher.email);
    expect(confirmation?.subject).toBe("Confirm your email address for the NFA licensing portal");
    const code = CODE.exec(confirmation?.body ?? "")?.[0] as string;
    const confirmed = await app.inject({ method: "POST", url: "/api/users/verify-contact", payload: { code: code.toLowerCase().replace("-", " ") } });
    expect(confirmed.json()).toEqual({ success: true, statusCode: 200, data: { msg: "Your email address is confirmed", channel: "email" } });
    expect((await app.inject({ method: "POST", url: "/api/users/verify-contact", payload: { code } })).statusCode).toBe(400);

    expect((await moveCaseAs(app, admin, id, "Payment Approved")).statusCode).toBe(200);
    await app.afterAnswersSettled();
    await deliverNotifications(app.knex);
    const mails = await readOutbox(app, DEMO.fisher.email);
    expect(mails.filter((m) => m.subject.includes(transNumber)).map((m) => m.subject)).toEqual([`Payment approved for application ${transNumber}`]);
  });
});
