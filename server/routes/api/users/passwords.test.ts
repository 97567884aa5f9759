import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { readOutbox } from "../../../testing/outbox.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: "POST", url, payload: payload as object });
const outbox = (to: string) => readOutbox(app, to);
const linkIn = (body: string) => /\/reset-password\/([\w-]+)/.exec(body)?.[1] as string;

describe("password reset", () => {
  it("mails a single-use link that sets a new password", async () => {
    const requested = await post("/api/users/password/reset", { user_type: "Applicant", reset_method: "Email", email: DEMO.company.email });
    expect(requested.json().data.msg).toBe("Password reset link has been sent to email address");
    const [mail] = await outbox(DEMO.company.email);
    expect(mail?.channel).toBe("email");
    const uid = linkIn(mail?.body ?? "");
    expect((await post("/api/users/password/submit", { uid, password: "New-Harbour-2027", reenterpassword: "Other-2027-xx" })).json().data.msg).toBe("Password and confirm passsword should be of same value");
    expect((await post("/api/users/password/submit", { uid, password: "New-Harbour-2027", reenterpassword: "New-Harbour-2027" })).statusCode).toBe(200);
    expect(await tokenFor(app, DEMO.company.email, "New-Harbour-2027")).toMatch(/^ey/);
    const reused = await post("/api/users/password/submit", { uid, password: "Another-Pass-1" });
    expect(reused.json()).toEqual({ success: false, statusCode: 400, data: { msg: "This password reset link is not valid or has expired. Please request a new one." } });
  });

  it("texts the link by telephone only when the security date matches", async () => {
    await post("/api/users/password/reset", { user_type: "Applicant", reset_method: "Telephone Number", telephone_number: "876-555-0142", date_of_birth_individual_or_date_of_registration: "2000-01-01" });
    expect(await outbox("876-555-0142")).toEqual([]);
    const sent = await post("/api/users/password/reset", { user_type: "Applicant", reset_method: "Telephone Number", telephone_number: "876-555-0142", date_of_birth_individual_or_date_of_registration: "1985-03-14" });
    expect(sent.json().data.msg).toBe("Password reset link has been sent to your telephone number");
    expect((await outbox("876-555-0142"))[0]?.channel).toBe("sms");
  });

  it("answers the same for an unknown email (no account probing) and refuses a malformed one", async () => {
    expect((await post("/api/users/password/reset", { user_type: "Applicant", reset_method: "Email", email: "nobody@example.com" })).json().data.msg).toBe("Password reset link has been sent to email address");
    expect(await outbox("nobody@example.com")).toEqual([]);
    expect((await post("/api/users/forgot-password", { email: "not-an-email" })).json().data.msg).toBe("Email not valid");
  });

  it("resets a supporting officer's own password through the officer path", async () => {
    await post("/api/users/password/reset", { user_type: "Supporting Officer", reset_for: "Self", reset_method: "Email", supporting_officer_email: DEMO.officer.email });
    expect((await outbox(DEMO.officer.email))[0]?.subject).toBe("Reset your NFA portal password");
  });
});
