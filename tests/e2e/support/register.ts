import type { Page } from "playwright-core";
import { checkAccessibility } from "./checkAccessibility.ts";
import { drawSignature } from "./drawSignature.ts";
import { snapshot } from "./evidence.ts";
import { fileFor } from "./files.ts";

/** A new individual applicant, as the registration form asks for one. */
export interface Newcomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  /** An NFA registration number of their own, typed in 'Submit Details' (nothing on record to prefill). */
  nfaNumber?: string;
}

/**
 * /register for an individual without a TRN: the three choices; with an NFA number, 'Submit
 * Details' looks it up, finds no record and the applicant continues without prefill; every
 * mandatory section (a statutory certificate instead of picture ID; no country of origin for a
 * Local applicant, no name or cell phone asked twice: issue 31 item 5), the privacy consent signed on
 * the pad, then 'Registration Successful' and its Login button.
 */
export async function register(page: Page, base: string, who: Newcomer): Promise<void> {
  await page.goto(`${base}/register`);
  const main = page.getByRole("main");
  const choose = (group: string, option: string) => main.getByRole("group", { name: group }).getByRole("radio", { name: option, exact: true }).check();
  await checkAccessibility(page, "register: choices");
  await choose("Applicant Type", "Individual");
  await choose("Does the applicant have a TRN?", "No");
  await choose("Does the applicant have an NFA registration number?", who.nfaNumber ? "Yes" : "No");
  await main.getByRole("button", { name: "Continue" }).click();
  if (who.nfaNumber) {
    const lookup = page.getByRole("dialog", { name: "Submit Details" });
    await lookup.getByLabel("NFA Registration Number").fill(who.nfaNumber);
    await lookup.getByRole("button", { name: "Proceed" }).click();
    await lookup.getByText("No record was found for these numbers").waitFor();
    await checkAccessibility(page, "register: nothing on record");
    await lookup.getByRole("button", { name: "Continue without prefill" }).click();
    await lookup.waitFor({ state: "detached" });
  }
  await choose("Nationality", "Local");
  await choose("Category of Applicant", "Commercial");
  await main.getByLabel("First Name", { exact: true }).fill(who.firstName);
  await main.getByLabel("Last Name", { exact: true }).fill(who.lastName);
  await choose("Gender", "Male");
  // The GOV.UK date input: Day, Month and Year boxes (decision 0021).
  const dob = main.getByRole("group", { name: "Date of Birth" });
  for (const [box, text] of [["Day", "1"], ["Month", "6"], ["Year", "1990"]] as const) await dob.getByLabel(box, { exact: true }).fill(text);
  await main.getByRole("group", { name: "Education" }).getByRole("checkbox", { name: "Secondary" }).check();
  await main.getByLabel("Parish").selectOption("St.Thomas");
  await main.getByLabel("Address", { exact: true }).fill("4 Bay Road, Morant Bay");
  await main.getByLabel("Cell Phone", { exact: true }).fill(who.phone);
  await choose("Does the applicant have a picture identification?", "No");
  await choose("Which documents will you provide instead?", "Statutory Certificate");
  await main.getByLabel("Upload Statutory Certificate").setInputFiles(fileFor("statutory-certificate"));
  await main.getByLabel("Applicant Email Address").fill(who.email);
  await main.getByLabel("Password", { exact: true }).fill(who.password);
  await main.getByLabel("Re-enter Password").fill(who.password);
  await checkAccessibility(page, "register: form");
  await snapshot(page, "register", "form");
  await main.getByRole("button", { name: "Review Privacy Policy" }).click();
  const consent = page.getByRole("dialog", { name: "Customer Acknowledgement Statement of Privacy Notice Statement" });
  await consent.waitFor();
  await checkAccessibility(page, "register: privacy consent");
  await drawSignature(page, consent.getByRole("img", { name: "Signature drawing area, empty" }));
  await consent.getByRole("img", { name: "Your drawn signature" }).waitFor();
  await snapshot(page, "register", "consent");
  await consent.getByRole("button", { name: "I Consent" }).click();
  const done = page.getByRole("dialog", { name: "Registration Successful" });
  await done.waitFor();
  await checkAccessibility(page, "register: success");
  await done.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Sign In" }).waitFor();
}
