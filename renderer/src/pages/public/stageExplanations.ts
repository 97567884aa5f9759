import type { StageId } from "../../../../engine/types.ts";

/** What the applicant does at each stage, for the 'What you need' list of a details page. */
export const STAGE_EXPLANATIONS: Record<StageId, string> = {
  type: "Choose what you are applying for, and whether it is new, a renewal or a replacement.",
  form: "Fill in the application form, then read and sign the Declaration of Knowledge.",
  documents: "Upload the supporting documents the form asks for (pictures as .jpg, .jpeg or .png; each file up to 20 MB).",
  payment: "Pay the fee in Jamaican dollars: online by credit or debit card, or by wire transfer, direct debit or cheque with a proof of payment.",
  preview: "Check your answers, give your consent to the privacy notice and submit the application to the NFA.",
  status: "Keep your transaction number: it lets you check the status of your application at any time.",
};

