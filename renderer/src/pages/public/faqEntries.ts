/** One question of the FAQ with its answer (paragraphs). */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

/** The FAQ in sections, written from the facts of spec 000 (§1, §2, §5, §6, §9). */
export const FAQ: Array<{ title: string; entries: FaqEntry[] }> = [
  {
    title: "Your account",
    entries: [
      { id: "who-can-apply", question: "Who can apply on this portal?", answer: ["Individuals and companies apply for licences, permits, authorizations, declarations and letters. Supporting officers of the Authority can also apply on behalf of the applicants they are associated with.", "You must be at least 16 years old to register as an individual."] },
      { id: "need-account", question: "Do I need an account?", answer: ["Yes, for every application except a Notice of Violation, which anyone can submit without logging in. Checking the status of an application with its transaction number also needs no account."] },
      { id: "register", question: "How do I create an account?", answer: ["Choose Create Account. Say whether you are an Individual or a Company, whether you have a Taxation Registration Number (TRN) and whether you have an NFA registration number. If you have either number, the portal looks it up and fills in the details the Authority already holds.", "Before the account is created you read the privacy notice and consent to it with your signature: upload a picture of it (.jpg, .jpeg or .png) or draw it on screen."] },
      { id: "login", question: "How do I log in?", answer: ["Log in with your email address or telephone number and your password, or with your Fisher ID (NFA registration number) or TRN. With a Fisher ID or TRN the portal lists the applicants registered under that number: enter the password on the row you want to log in as."] },
      { id: "forgot-password", question: "I forgot my password. What do I do?", answer: ["Choose Reset Password on the login page. You can have a reset link sent to your email address or reset by telephone number. Supporting officers can also reset the password of an applicant they act for."] },
    ],
  },
  {
    title: "Applying",
    entries: [
      { id: "what-types", question: "What can I apply for?", answer: ["Fisher Licence, Fishing Vessel Licence, Permits, Aquaculture Fish Farmer Licence, Aquaculture Fishing Vessel Licence, Aquaculture Facility Licence, Authorizations, Quota and Fishing Rights, Closed Season Declarations, Landing Catch Declaration, Other Services (letters) and the Fisher Worker ID."] },
      { id: "steps", question: "What are the steps of an application?", answer: ["Choose the type, fill in the form, upload the supporting documents, pay the fee, preview and submit. You then receive a transaction number. Declarations and quota applications have no payment step, and letters have no documents step."] },
      { id: "drafts", question: "Can I finish my application later?", answer: ["Yes. Save your application at any step; it is kept under Draft Applications on your dashboard and opens again at its first step with everything you entered."] },
      { id: "documents", question: "Which files can I upload?", answer: ["Each document lists the file types it accepts; pictures must be .jpg, .jpeg or .png. A file must be larger than 0 KB and no more than 20 MB. Every mandatory document must be uploaded before you can go on.", "Foreign applicants also upload a copy of their passport."] },
      { id: "birth-certificate", question: "I do not have a birth certificate. Can I still apply?", answer: ["Yes. Download the statutory declaration of date of birth form, sign it before a Justice of the Peace and upload it with your picture identification."] },
    ],
  },
  {
    title: "Fees and payment",
    entries: [
      { id: "pay", question: "How can I pay?", answer: ["Fees are in Jamaican dollars (JMD). Pay online by credit or debit card, or by wire/bank transfer, direct debit or cheque and upload the proof of payment. Payment in cash is taken at an NFA office or by a field officer."] },
      { id: "card-fee", question: "Is there a fee for my ID card?", answer: ["Collecting your ID card at an NFA office costs JMD 500.00; having it brought to you by a field officer costs JMD 600.00. To have your licence handled faster, choose Expedite Licence for JMD 500.00 more."] },
      { id: "no-fee", question: "Which applications have no fee?", answer: ["Closed Season Declarations and Quota and Fishing Rights applications are submitted without a payment."] },
    ],
  },
  {
    title: "After you apply",
    entries: [
      { id: "status", question: "How do I check the status of my application?", answer: ["Choose Check Your Application Status at the top of any page and enter your transaction number. The result shows the date you submitted, the application type and its status; a licence that has been approved can be viewed from your dashboard."] },
      { id: "corrections", question: "The NFA returned my application for corrections. What now?", answer: ["Open Returned For Corrections on your dashboard, write a comment answering the Authority's request and upload any documents it asks for."] },
      { id: "appeal", question: "Can I appeal a decision?", answer: ["Yes, within 21 days from the date of the decision."] },
    ],
  },
  {
    title: "Fishing rules",
    entries: [
      { id: "closed-seasons", question: "When are the closed seasons?", answer: ["Queen conch: 8 August to the end of February. Sea cucumber: 1 March to 31 August. Spiny lobster: 1 April to 30 June. Businesses holding stock at the start of a closed season must declare it."] },
      { id: "violation", question: "How do I report illegal fishing?", answer: ["Submit a Notice of Violation from the application types page. You give the date, location, address and a description of the violation and may attach documents or pictures. No account is needed."] },
    ],
  },
];
