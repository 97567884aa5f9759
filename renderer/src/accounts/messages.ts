import { NFA_NUMBER } from "../../../engine/accounts/registrationRules.ts";

/**
 * The account screens' messages, verbatim from spec 000 §5 and §8 (typos included: the reset page's
 * 'passsword' is the spec's). Messages the spec leaves unworded are marked as our own.
 */
export const MESSAGES = {
  required: "This field is required",
  emailNotValid: "Email not valid",
  phoneFormat: "Format should be 123-456-7890",
  nfaMin: NFA_NUMBER.minMessage,
  nfaMax: NFA_NUMBER.maxMessage,
  passwordMismatch: "Password and confirm password should be of same value",
  resetPasswordMismatch: "Password and confirm passsword should be of same value",
  selectAllChoices: "Select all choices first",
  signatureMissing: "Please put your signature before submitting",
  rowPasswordMissing: "Please input password in the field",
  loggedIn: "Logged in successfully",
  registered: "Registered Successfully",
  fillForm: "Fill Form",
  fillMandatory: "Fill all the mandatory fields",
  resetLinkSent: "Password reset link has been sent to email address",
  /** Our wording: the spec says TRN is pattern-checked but does not show the message. */
  trnFormat: "Format should be 123-456-789",
  /** Our wording for the server's rule (password at least 8 characters). */
  passwordTooShort: "Password must be at least 8 characters",
} as const;

/** 'Date must be after {min}' (spec 000 §5) and our 'Date must be on or before {max}': the engine's, shared with the server. */
export { dateAfter, dateOnOrBefore } from "../../../engine/accounts/registrationRules.ts";
