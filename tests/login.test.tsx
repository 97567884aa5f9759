// @vitest-environment jsdom
// vitest: own modules (it signs in from a signed-out session store, which another file leaves signed in)
import { configure, screen, waitFor, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { readOutbox } from "../server/testing/outbox.ts";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { userAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * /login, /legacy-login and /logout against the real server (spec 000 §2 /login, §4 Session, §8):
 * the four 'Login with' modes, each with the password on the page, the picker 'Select
 * Applicant/User to Login With' (only rows the password opened, masked: decision 0012) with a
 * password per row, the spec's messages, and where a signed-in user lands.
 */
let app: FastifyInstance;
// Password hashing on the real server can take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });
const AGENT = { name: "Kevin Brown", email: "kevin@example.com", password: "Kevin#2026x" };

beforeAll(async () => {
  app = await startPortal();
  // The demo fisher's entity gets a secondary agent through the API, so its TRN leads to two users.
  const fisherToken = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  const fisherEntity = await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first();
  const added = await app.inject({ method: "POST", url: `/api/users/add/entity/${fisherEntity.id}`, headers: { authorization: fisherToken }, payload: { name_of_applicant: AGENT.name, email: AGENT.email, password: AGENT.password } });
  expect(added.statusCode).toBe(200);
  // No API gives an existing user a second entity, so the demo officer is linked to the company as its agent too.
  const officer = await app.knex("users").where({ email: DEMO.officer.email }).first();
  const company = await app.knex("entities").where({ nfa_registration_number: "NFA-C-1001" }).first();
  await app.knex("entity_users").insert({ entity_id: company.id, user_id: officer.id, is_primary: false });
});
afterEach(resetPortal);
afterAll(async () => {
  await app.close();
});

const main = () => within(screen.getByRole("main"));
const landedOnTypes = () => screen.findByRole("heading", { name: "Apply to the National Fisheries Authority" });

describe("/login by email and telephone", () => {
  it("asks for the fields, shows the server's message, then signs in and goes to /application-types", async () => {
    const user = userAt("/login");
    // The login page loads in its own chunk (decision 0027): it is awaited once.
    expect((await main().findByRole("link", { name: "Create Account" })).getAttribute("href")).toBe("/register");
    expect(main().getByRole("link", { name: "Reset Password" }).getAttribute("href")).toBe("/reset-password");
    await user.click(main().getByRole("button", { name: "Sign In" }));
    // One way to show errors (issue 14): the summary takes focus and links to each field, which says it too.
    expect(errorSummary().links).toEqual([
      { text: "Email: This field is required", field: "user_name" },
      { text: "Password: This field is required", field: "password" },
    ]);
    expect([inlineError("user_name"), inlineError("password")]).toEqual(["This field is required", "This field is required"]);
    await user.click(main().getByRole("link", { name: "Password: This field is required" }));
    expect(document.activeElement?.id).toBe("password");

    await user.type(main().getByRole("textbox", { name: "Email" }), "not-an-email");
    expect(inlineError("user_name")).toBe("Email not valid");
    await user.clear(main().getByRole("textbox", { name: "Email" }));
    await user.type(main().getByRole("textbox", { name: "Email" }), DEMO.company.email);
    await user.type(main().getByLabelText("Password"), "wrong-password");
    await user.click(main().getByRole("button", { name: "Sign In" }));
    // A wrong password: the server's message in the summary, which takes focus, and on the password.
    expect((await main().findByRole("alert")).textContent).toContain("The user name or password is not correct");
    await waitFor(() => expect(errorSummary().links).toEqual([{ text: "The user name or password is not correct", field: "password" }]));
    expect(inlineError("password")).toBe("The user name or password is not correct");

    // Clearing and typing again never moves focus back to the summary.
    await user.clear(main().getByLabelText("Password"));
    expect(document.activeElement?.id).toBe("password");
    await user.type(main().getByLabelText("Password"), DEMO.company.password);
    await user.click(main().getByRole("button", { name: "Sign In" }));
    await landedOnTypes();
    expect(await screen.findByText("Logged in successfully")).toBeTruthy();
    expect(useSession.getState().token).toBeTruthy();
    expect(screen.getByText("Hello, Blue Waters Fisheries Ltd")).toBeTruthy();
  });

  it("formats the telephone number and returns to the remembered page, clearing it", async () => {
    useSession.getState().rememberUrl("/reset-password");
    const user = userAt("/login");
    await user.click(await main().findByRole("radio", { name: "Telephone Number" }));
    await user.type(main().getByRole("textbox", { name: "Telephone Number" }), "876555");
    expect(main().getByText("Format should be 123-456-7890")).toBeTruthy();
    await user.type(main().getByRole("textbox", { name: "Telephone Number" }), "0142");
    expect((main().getByRole("textbox", { name: "Telephone Number" }) as HTMLInputElement).value).toBe("876-555-0142");
    await user.type(main().getByLabelText("Password"), DEMO.fisher.password);
    await user.click(main().getByRole("button", { name: "Sign In" }));
    await screen.findByRole("heading", { name: "Reset Password" });
    expect(useSession.getState().url_to_navigate).toBeNull();
    expect(useSession.getState().token).toBeTruthy();
  });
});

describe("/login by Fisher ID and TRN: the picker", () => {
  it("asks the password on the page, shows nothing for a wrong one, and signs in the row it opens", async () => {
    const user = userAt("/login");
    await user.click(await main().findByRole("radio", { name: "Fisher ID" }));
    await user.type(main().getByRole("textbox", { name: "Fisher ID" }), "NFA-20931");
    await user.click(main().getByRole("button", { name: "Sign In" }));
    expect(errorSummary().links).toEqual([{ text: "Password: This field is required", field: "password" }]);
    await user.type(main().getByLabelText("Password"), "wrong-password");
    await user.click(main().getByRole("button", { name: "Sign In" }));
    expect((await main().findByRole("alert")).textContent).toContain("The user name or password is not correct");
    expect(screen.queryByRole("dialog")).toBeNull();
    // The fisher and the agent added above share the Fisher ID: the agent's password opens the agent's row alone.
    await user.clear(main().getByLabelText("Password"));
    await user.type(main().getByLabelText("Password"), AGENT.password);
    await user.click(main().getByRole("button", { name: "Sign In" }));
    await landedOnTypes();
    const profile = useSession.getState().profile as { user: { email: string } };
    expect(profile.user.email).toBe(AGENT.email);
  });

  it("signs in by TRN with the password", async () => {
    const user = userAt("/login");
    await user.click(await main().findByRole("radio", { name: "TRN" }));
    await user.type(main().getByRole("textbox", { name: "TRN" }), "987-654-321");
    await user.type(main().getByLabelText("Password"), DEMO.company.password);
    await user.click(main().getByRole("button", { name: "Sign In" }));
    await landedOnTypes();
    expect(screen.getByText("Hello, Blue Waters Fisheries Ltd")).toBeTruthy();
  });

  it("opens the masked picker for a password behind several entities, the typed password already in each row", async () => {
    const user = userAt("/login");
    await user.type(await main().findByRole("textbox", { name: "Email" }), DEMO.officer.email);
    await user.type(main().getByLabelText("Password"), DEMO.officer.password);
    await user.click(main().getByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Select Applicant/User to Login With" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const headers = within(dialog).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["S. No.", "NFA Reg. #", "TRN", "Applicant Type", "Applicant Name", "Email", "Tel. #", "Entity #", "Password", "Login"]);
    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[4]!.textContent)).toEqual(["Blue Waters Fisheries Ltd", "Andre Walters"]);
    expect(rows.map((r) => within(r).getAllByRole("cell")[5]!.textContent)).toEqual(["o***@e***.com", "o***@e***.com"]);
    expect(within(rows[1]!).getAllByRole("cell")[6]!.textContent).toMatch(/^\*\*\*-\*\*\*-\d{4}$/);
    await user.clear(within(rows[0]!).getByLabelText(/^Password for/));
    await user.click(within(rows[0]!).getByRole("button", { name: /^Login as/ }));
    expect(within(rows[0]!).getByText("Please input password in the field")).toBeTruthy();
    await user.type(within(rows[0]!).getByLabelText(/^Password for/), "wrong-password");
    await user.click(within(rows[0]!).getByRole("button", { name: /^Login as/ }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("The user name or password is not correct");
    await user.click(within(rows[1]!).getByRole("button", { name: /^Login as Andre Walters/ }));
    await landedOnTypes();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Hello, Andre")).toBeTruthy();
  });
});

describe("/legacy-login and /logout", () => {
  it("signs in by email, and asks for a reset link by email", async () => {
    const user = userAt("/legacy-login");
    expect((await main().findByRole("link", { name: "New to the complaints portal? Register" })).getAttribute("href")).toBe("/register");
    await user.click(main().getByRole("button", { name: "Forgot password?" }));
    await user.type(main().getByRole("textbox", { name: "Email" }), "nobody@");
    await user.click(main().getByRole("button", { name: "Send reset link" }));
    expect(errorSummary().links).toEqual([{ text: "Email not valid", field: "legacy-email" }]);
    expect(inlineError("legacy-email")).toBe("Email not valid");
    await user.clear(main().getByRole("textbox", { name: "Email" }));
    await user.type(main().getByRole("textbox", { name: "Email" }), DEMO.company.email);
    await user.click(main().getByRole("button", { name: "Send reset link" }));
    expect((await main().findByRole("status")).textContent).toContain("Password reset link has been sent to email address");
    const outbox = await readOutbox(app, DEMO.company.email);
    expect(outbox[0]?.body).toMatch(/\/reset-password\/[\w-]+/);

    await user.click(main().getByRole("button", { name: "Back to sign in" }));
    await user.clear(main().getByLabelText("Email"));
    await user.type(main().getByRole("textbox", { name: "Email" }), DEMO.company.email);
    await user.type(main().getByLabelText("Password"), DEMO.company.password);
    await user.click(main().getByRole("button", { name: "Sign In" }));
    await landedOnTypes();
  });

  it("/logout clears the session and goes to /login", async () => {
    const token = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    useSession.setState({ token, profile: { entities: [{ company_name: "Blue Waters Fisheries Ltd" }] } });
    userAt("/logout");
    await screen.findByRole("heading", { name: "Log in" });
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(useSession.getState().profile).toBeNull();
    expect(screen.getByRole("link", { name: "Log In" })).toBeTruthy();
  });
});
