// @vitest-environment jsdom
import { cleanup, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../server/testing/buildApp.ts";
import { readOutbox } from "../server/testing/outbox.ts";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { userAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { startPortal } from "./support/startPortal.ts";
import { typeDate } from "./support/typeDate.ts";

/**
 * The password reset of spec 000 §2 against the real server: the four-step wizard by email and by
 * telephone, for an applicant and for a supporting officer acting for one, the link read from the
 * development outbox (GET /api/dev/outbox, on in tests and read as staff: decision 0012),
 * /reset-password/{uid} and signing in with the new password.
 */
let app: FastifyInstance;
// Password hashing on the real server can take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  app = await startPortal();
});
afterEach(resetPortal);
afterAll(async () => {
  await app.close();
});

const main = () => within(screen.getByRole("main"));
type User = ReturnType<typeof userEvent.setup>;

async function answer(user: User, choice: string) {
  await user.click(main().getByRole("radio", { name: choice }));
  await user.click(main().getByRole("button", { name: "Next" }));
}

/** The newest link sent to a person, as the outbox holds it (read as staff). */
async function linkSentTo(recipient: string): Promise<string> {
  const messages = await readOutbox(app, recipient);
  const link = /\/reset-password\/[\w-]+/.exec(messages[0]?.body ?? "")?.[0];
  if (!link) throw new Error(`no reset link sent to ${recipient}`);
  return link;
}

describe("/reset-password", () => {
  it("resets an applicant's password by email, through the link in the outbox", async () => {
    const user = userAt("/reset-password");
    // The reset page loads in its own chunk (decision 0027): it is awaited once.
    expect(await main().findByText("Step 1 of 3")).toBeTruthy();
    await user.click(main().getByRole("button", { name: "Next" }));
    expect(errorSummary().links).toEqual([{ text: "Who are you?: This field is required", field: "reset-user_type" }]);
    expect(inlineError("reset-user_type")).toBe("This field is required");
    await answer(user, "Applicant");
    expect(main().getByText("Step 2 of 3")).toBeTruthy();
    await answer(user, "Email");
    await user.type(main().getByLabelText("Email"), "fisher@");
    await user.click(main().getByRole("button", { name: "Reset Password" }));
    expect(errorSummary().links).toEqual([{ text: "Email not valid", field: "reset-email" }]);
    await user.clear(main().getByLabelText("Email"));
    await user.type(main().getByLabelText("Email"), DEMO.fisher.email);
    await user.click(main().getByRole("button", { name: "Reset Password" }));
    await screen.findByRole("heading", { name: "Log in" });
    expect(await screen.findByText("Password reset link has been sent to email address")).toBeTruthy();
    const link = await linkSentTo(DEMO.fisher.email);
    cleanup();

    const second = userAt(link);
    await screen.findByRole("heading", { name: "Set a new password" });
    await second.click(main().getByRole("button", { name: "Reset Password" }));
    expect(errorSummary().links.map((l) => l.text)).toEqual(["Password: This field is required", "Confirm Password: This field is required"]);
    expect([inlineError("new-password"), inlineError("new-password-again")]).toEqual(["This field is required", "This field is required"]);
    await second.type(main().getByLabelText("Password"), "NewFisher#2026");
    await second.type(main().getByLabelText("Confirm Password"), "NewFisher#2027");
    expect(inlineError("new-password-again")).toBe("Password and confirm passsword should be of same value");
    await second.clear(main().getByLabelText("Confirm Password"));
    await second.type(main().getByLabelText("Confirm Password"), "NewFisher#2026");
    await second.click(main().getByRole("button", { name: "Reset Password" }));
    await screen.findByRole("heading", { name: "Log in" });
    expect(await screen.findByText("Your password has been reset. Please log in.")).toBeTruthy();

    await second.type(main().getByRole("textbox", { name: "Email" }), DEMO.fisher.email);
    await second.type(main().getByLabelText("Password"), "NewFisher#2026");
    await second.click(main().getByRole("button", { name: "Sign In" }));
    await screen.findByRole("heading", { name: "Apply to the National Fisheries Authority" });
    cleanup();

    // A link works once.
    const third = userAt(link);
    await third.type(await main().findByLabelText("Password"), "Another#2026");
    await third.type(main().getByLabelText("Confirm Password"), "Another#2026");
    await third.click(main().getByRole("button", { name: "Reset Password" }));
    await main().findByRole("alert");
    expect(errorSummary().lines).toEqual(["This password reset link is not valid or has expired. Please request a new one."]);
  }, 60_000);

  it("lets a supporting officer reset an applicant's password by telephone and the security date", async () => {
    const user = userAt("/reset-password");
    await main().findByText("Step 1 of 3");
    await answer(user, "Supporting Officer");
    expect(main().getByText("Step 2 of 4")).toBeTruthy();
    await answer(user, "My own (Self)");
    await answer(user, "Email");
    expect(main().getByLabelText("Supporting Officer Email")).toBeTruthy();
    await user.click(main().getByRole("button", { name: "Back" }));
    await user.click(main().getByRole("button", { name: "Back" }));
    await answer(user, "An applicant I support (Applicant)");
    await answer(user, "Telephone Number");
    expect(main().getByText("Step 4 of 4")).toBeTruthy();
    await user.type(main().getByLabelText("Applicant Telephone Number"), "8765550142");
    await typeDate(user, main().getByRole("group", { name: "Date of Birth (individual) or Date of Registration (company)" }), "1985-03-14");
    await user.click(main().getByRole("button", { name: "Reset Password" }));
    await screen.findByRole("heading", { name: "Log in" });
    expect(await screen.findByText("Password reset link has been sent to your telephone number")).toBeTruthy();
    expect(await linkSentTo("876-555-0142")).toMatch(/^\/reset-password\//);
  }, 60_000);
});
