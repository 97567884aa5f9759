// @vitest-environment jsdom
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { userAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { PNG, PDF } from "./support/sampleFiles.ts";
import { startPortal } from "./support/startPortal.ts";
import { typeDate } from "./support/typeDate.ts";

/**
 * /register against the real server (spec 000 §2 /register, §4 Registration, §5, §8): the three
 * choices ('Select all choices first'), the 'Submit Details' lookup that prefills and locks the
 * date of birth for staff registering someone at the counter (the public is told nothing: decision 0012), the individual and company sections, the privacy consent with its signature rule
 * and 'Registration Successful', after which the new account signs in.
 */
let app: FastifyInstance;
// Password hashing on the real server can take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  app = await startPortal();
  // jsdom cannot draw on a canvas; the pad then offers the upload, as an old browser would.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});
afterEach(resetPortal);
afterAll(async () => {
  await app.close();
});

const main = () => within(screen.getByRole("main"));
const group = (name: string) => within(main().getByRole("group", { name }));
type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, type: "Individual" | "Company", trn: "Yes" | "No", nfa: "Yes" | "No") {
  await user.click(group("Applicant Type").getByRole("radio", { name: type }));
  await user.click(group("Does the applicant have a TRN?").getByRole("radio", { name: trn }));
  await user.click(group("Does the applicant have an NFA registration number?").getByRole("radio", { name: nfa }));
  await user.click(main().getByRole("button", { name: "Continue" }));
}

async function consentAndSubmit(user: User) {
  await user.click(main().getByRole("button", { name: "Review Privacy Policy" }));
  const consent = await screen.findByRole("dialog", { name: "Customer Acknowledgement Statement of Privacy Notice Statement" });
  expect(within(consent).getByRole("link", { name: /privacy notice/ }).getAttribute("href")).toBe("/privacy-policy");
  expect(consent.textContent).toContain("Data Protection Act, 2020");
  await user.click(within(consent).getByRole("button", { name: "I Consent" }));
  expect(errorSummary(consent).links).toEqual([{ text: "Please put your signature before submitting", field: "consent-signature-upload" }]);
  await user.upload(within(consent).getByLabelText("Or upload an image of your signature"), new File([PNG], "signature.png", { type: "image/png" }));
  await within(consent).findByText(/A file is attached/);
  await user.click(within(consent).getByRole("button", { name: "I Consent" }));
}

describe("/register", () => {
  it("needs all three choices, looks up a TRN, locks the date of birth found and registers an individual", async () => {
    // Staff at the counter: only they get the record on file (decision 0012).
    useSession.getState().setToken(await tokenFor(app, DEMO.admin.email, DEMO.admin.password));
    const user = userAt("/register");
    // The registration page loads in its own chunk (decision 0027): it is awaited once.
    await user.click(await main().findByRole("button", { name: "Continue" }));
    // The spec's 'Select all choices first' heads the summary; each missing choice is linked and marked (issue 14).
    const choices = errorSummary();
    expect(choices.title).toBe("Select all choices first");
    expect(choices.links.map((l) => l.field)).toEqual(["reg-applicant_type", "reg-has_trn", "reg-has_nfa"]);
    expect(inlineError("reg-has_trn")).toBe("This field is required");
    await user.click(main().getByRole("link", { name: /^Does the applicant have a TRN\?/ }));
    expect(document.activeElement?.getAttribute("name")).toBe("reg-has_trn");
    await choose(user, "Individual", "Yes", "No");

    const lookup = await screen.findByRole("dialog", { name: "Submit Details" });
    expect((within(lookup).getByLabelText("NIDS #") as HTMLInputElement).disabled).toBe(true);
    expect(within(lookup).queryByLabelText("NFA Registration Number")).toBeNull();
    await user.click(within(lookup).getByRole("button", { name: "Proceed" }));
    expect(errorSummary(lookup).links).toEqual([{ text: "TRN: This field is required", field: "lookup-trn" }]);
    expect(inlineError("lookup-trn")).toBe("This field is required");
    await user.type(within(lookup).getByLabelText("TRN"), "123456789");
    await user.click(within(lookup).getByRole("button", { name: "Proceed" }));
    expect(await screen.findByText("Fill Form")).toBeTruthy();

    expect((main().getByLabelText("First Name") as HTMLInputElement).value).toBe("Marcia");
    expect((main().getByLabelText("TRN (Optional)") as HTMLInputElement).value).toBe("123-456-789");
    // Said what a TRN is, and only the numbers the applicant said they have (issue 31 item 5).
    expect(main().getByText("Taxpayer Registration Number: 9 digits, for example 123-456-789.")).toBeTruthy();
    expect(main().queryByLabelText(/NFA Registration #/)).toBeNull();
    const dob = main().getByRole("group", { name: "Date of Birth" });
    const boxes = ["Day", "Month", "Year"].map((box) => within(dob).getByLabelText(box) as HTMLInputElement);
    expect(boxes.map((box) => [box.value, box.readOnly])).toEqual([["14", true], ["3", true], ["1985", true]]);
    expect((main().getByLabelText("Female") as HTMLInputElement).checked).toBe(true);
    for (const section of ["Registration Details", "Individual Details", "Picture Identification", "Applicant Details", "Login Details"]) expect(main().getByRole("heading", { name: section })).toBeTruthy();
    // The officers' section stays closed for an applicant; an individual's name and cell phone are not asked twice.
    expect((main().getByText("Supporting Officer (NFA officers only)").closest("details") as HTMLDetailsElement).open).toBe(false);
    expect(main().queryByLabelText("Supporting Officer Name")).toBeNull();
    expect(main().queryByLabelText("Name of Applicant")).toBeNull();
    expect(main().queryByLabelText("Applicant Cell Phone")).toBeNull();

    // The country of origin is asked of a Foreign applicant only.
    await user.click(main().getByLabelText("Foreign"));
    expect(main().getByLabelText("Country of Origin")).toBeTruthy();
    await user.click(main().getByLabelText("Local"));
    expect(main().queryByLabelText("Country of Origin")).toBeNull();
    await user.click(main().getByLabelText("Recreational"));
    await user.click(main().getByLabelText("Other"));
    await user.type(main().getByLabelText("Other Education"), "Vocational training");
    await user.type(main().getByLabelText("Cell Phone"), "8765550177");
    await user.click(main().getByLabelText("No"));
    await user.click(main().getByLabelText("Statutory Certificate"));
    await user.upload(main().getByLabelText("Upload Statutory Certificate"), new File([PDF], "statutory.pdf", { type: "application/pdf" }));
    await user.type(main().getByLabelText("Applicant Email Address (Optional)"), "marcia.new@example.com");
    expect(main().getByText(/You will log in as the applicant/).textContent).toBe("You will log in as the applicant, with marcia.new@example.com or 876-555-0177.");
    await user.type(main().getByLabelText("Password"), "Marcia#2026");
    await user.type(main().getByLabelText("Re-enter Password"), "Marcia#2027");
    expect(main().getByText("Password and confirm password should be of same value")).toBeTruthy();
    await user.clear(main().getByLabelText("Re-enter Password"));
    await user.type(main().getByLabelText("Re-enter Password"), "Marcia#2026");

    await consentAndSubmit(user);
    const done = await screen.findByRole("dialog", { name: "Registration Successful" });
    expect(await screen.findByText("Registered Successfully")).toBeTruthy();
    expect(done.textContent).toContain("An email notification with your registration details will follow.");
    await user.click(within(done).getByRole("button", { name: "Login" }));
    await screen.findByRole("heading", { name: "Log in" });

    const login = await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: "marcia.new@example.com", password: "Marcia#2026" } });
    expect(login.json().data.token).toBeTruthy();
    const entity = await app.knex("entities").orderBy("id", "desc").first();
    expect(JSON.parse(entity.details)).toMatchObject({ first_name_individual: "Marcia", education: ["Other"], education_other: "Vocational training", entity_picture_identification: { picture_identification: "No", picture_identification_type_for_no: "Statutory Certificate" } });
    // The spec's request as before: the fields not asked again are filled from the earlier answers.
    expect(entity).toMatchObject({ country_of_origin: "Jamaica", domicile: "Local", taxation_registration_number: "123-456-789", nfa_registration_number: null });
    expect(await app.knex("users").where({ email: "marcia.new@example.com" }).first("name_of_applicant", "cell_phone_user")).toEqual({ name_of_applicant: "Marcia Campbell", cell_phone_user: "876-555-0177" });
  }, 60_000);

  it("goes straight to the company form, repeats contacts, requires the officer's details for an officer role and goes back", async () => {
    const user = userAt("/register");
    await main().findByRole("button", { name: "Continue" });
    await choose(user, "Company", "No", "No");
    expect(screen.queryByRole("dialog")).toBeNull();
    for (const section of ["Registration Details", "Company Details", "Contact Details", "Applicant Details", "Login Details"]) expect(main().getByRole("heading", { name: section })).toBeTruthy();
    // "No" to both numbers: neither is asked.
    expect(main().queryByLabelText(/^TRN/)).toBeNull();
    expect(main().queryByLabelText(/NFA Registration #/)).toBeNull();

    expect((main().getByRole("button", { name: "Remove contact 1" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(main().getByRole("button", { name: "Add Another Contact" }));
    expect((main().getByRole("button", { name: "Remove contact 1" }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(main().getByRole("button", { name: "Remove contact 2" }));
    expect(main().queryByRole("group", { name: "Contact 2" })).toBeNull();

    await user.click(main().getByRole("button", { name: "Review Privacy Policy" }));
    expect(errorSummary().title).toBe("Fill all the mandatory fields");
    const summary = main().getByRole("alert");
    expect(within(summary).getByRole("heading").textContent).toBe("Fill all the mandatory fields");
    expect(summary.textContent).toContain("Company Name: This field is required");
    expect(summary.textContent).not.toContain("Supporting Officer Name");
    expect(summary.textContent).not.toContain("Country of Origin");
    // The officers' section, closed, opens on its summary; the officer's name and email follow a role.
    const officers = main().getByText("Supporting Officer (NFA officers only)").closest("details") as HTMLDetailsElement;
    expect(officers.open).toBe(false);
    await user.click(main().getByText("Supporting Officer (NFA officers only)"));
    expect(officers.open).toBe(true);
    expect(main().queryByLabelText("Supporting Officer Name")).toBeNull();
    await user.selectOptions(main().getByLabelText("Supporting Officer Role"), "Field Officer");
    expect(main().getByRole("alert").textContent).toContain("Supporting Officer Name: This field is required");
    expect(main().getByRole("alert").textContent).toContain("Supporting Officer Email: This field is required");
    expect(main().getByText(/You will log in as a supporting officer/)).toBeTruthy();
    // Said before registering: the officer role waits for staff (docs/decisions/0013).
    expect(main().getByLabelText("Supporting Officer Email").getAttribute("aria-describedby")).toBeTruthy();
    expect(main().getByText(/NFA staff confirm a supporting officer before the account can act for applicants/)).toBeTruthy();
    await user.selectOptions(main().getByLabelText("Supporting Officer Role"), "Not Applicable");
    expect(main().queryByLabelText("Supporting Officer Email")).toBeNull();

    await user.type(main().getByLabelText("Company Name"), "Reef Divers Co-op");
    await typeDate(user, main().getByRole("group", { name: "Date of Registration" }), "2015-04-20");
    await user.type(main().getByLabelText("Company Email Address"), "office@reefdivers.example.com");
    // A Foreign company names its country of origin: required once Foreign is chosen.
    await user.click(main().getByLabelText("Foreign"));
    expect(main().getByRole("alert").textContent).toContain("Country of Origin: This field is required");
    await user.selectOptions(main().getByLabelText("Country of Origin"), "Barbados");
    await user.click(main().getByLabelText("Commercial"));
    await user.selectOptions(main().getByLabelText("Parish"), "Portland");
    await user.type(main().getByLabelText("Address"), "3 West Street, Port Antonio");
    await user.type(within(main().getByRole("region", { name: "Company Details" })).getByLabelText("Cell Phone"), "8765550300");
    const contact = within(main().getByRole("group", { name: "Contact 1" }));
    await user.type(contact.getByLabelText("Name of Contact"), "Leroy Stewart");
    await user.type(contact.getByLabelText("Cell Phone"), "8765550301");
    await user.type(contact.getByLabelText("Contact Email Address"), "leroy@reefdivers.example.com");
    await user.click(main().getByLabelText("Applicant"));
    await user.type(main().getByLabelText("Name of Applicant"), "Leroy Stewart");
    await user.type(main().getByLabelText("Applicant Cell Phone"), "8765550302");
    await user.type(main().getByLabelText("Password"), "short");
    expect(inlineError("reg-password")).toBe("Password must be at least 8 characters");
    await user.type(main().getByLabelText("Password"), "-but-long-now");
    await user.type(main().getByLabelText("Re-enter Password"), "short-but-long-now");

    await user.click(main().getByRole("button", { name: "Back" }));
    expect((group("Applicant Type").getByRole("radio", { name: "Company" }) as HTMLInputElement).checked).toBe(true);
    await user.click(main().getByRole("button", { name: "Continue" }));
    expect((main().getByLabelText("Company Name") as HTMLInputElement).value).toBe("Reef Divers Co-op");

    await consentAndSubmit(user);
    await screen.findByRole("dialog", { name: "Registration Successful" });
    const login = await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "telephone_number", user_name: "876-555-0302", password: "short-but-long-now" } });
    expect(login.json().data.token).toBeTruthy();
    expect(await app.knex("entities").orderBy("id", "desc").first("domicile", "country_of_origin")).toEqual({ domicile: "Foreign", country_of_origin: "Barbados" });
  }, 60_000);

  it("asks the NFA number of an applicant who said Yes to having one, and not the TRN they said No to", async () => {
    const user = userAt("/register");
    await main().findByRole("button", { name: "Continue" });
    await choose(user, "Individual", "No", "Yes");
    const lookup = await screen.findByRole("dialog", { name: "Submit Details" });
    expect(within(lookup).queryByLabelText("TRN")).toBeNull();
    await user.type(within(lookup).getByLabelText("NFA Registration Number"), "NFA-77001");
    await user.click(within(lookup).getByRole("button", { name: "Proceed" }));
    await user.click(await within(lookup).findByRole("button", { name: "Continue without prefill" }));
    expect((main().getByLabelText("NFA Registration # (Optional)") as HTMLInputElement).value).toBe("NFA-77001");
    expect(main().queryByLabelText(/^TRN/)).toBeNull();
    // Back, then No to the NFA number: the number typed is no longer asked for nor kept.
    await user.click(main().getByRole("button", { name: "Back" }));
    await user.click(group("Does the applicant have an NFA registration number?").getByRole("radio", { name: "No" }));
    await user.click(main().getByRole("button", { name: "Continue" }));
    expect(main().queryByLabelText(/NFA Registration #/)).toBeNull();
  }, 60_000);
});
