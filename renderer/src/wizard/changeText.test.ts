import { describe, expect, it } from "vitest";
import type { ChangeItem, ChangeKind } from "../../../engine/versions/versionChanges.ts";
import { changeText } from "./changeText.ts";

/** One change of each kind the engine reports, as it writes them (answers and amounts written out). */
const ITEMS: Record<ChangeKind, ChangeItem> = {
  "answer-changed": { kind: "answer-changed", label: "Gear", before: "Pots", after: "Traps" },
  "answer-cleared": { kind: "answer-cleared", label: "Fishing Area", before: "Pedro Bank" },
  "answer-removed": { kind: "answer-removed", label: "Vessel Name", before: "Sea Star" },
  "answer-given": { kind: "answer-given", label: "Card Collection", after: "In-Office" },
  "question-new": { kind: "question-new", label: "How far from shore do you usually fish?" },
  "document-new": { kind: "document-new", label: "Copy of Passport" },
  "document-dropped": { kind: "document-dropped", label: "Work Permit" },
  fees: { kind: "fees", label: "Fees", before: "JMD 2,000.00", after: "JMD 2,500.00" },
};

describe("changeText", () => {
  it("says what each kind of change means for the applicant, in one heading and one sentence", () => {
    const said = Object.fromEntries(Object.entries(ITEMS).map(([kind, item]) => [kind, changeText(item)]));
    expect(said).toEqual({
      "answer-changed": { heading: "Gear", text: "You chose Pots. Your answer is now Traps. Check it is still right." },
      "answer-cleared": { heading: "Fishing Area", text: "You chose Pedro Bank. This is no longer offered: please choose again." },
      "answer-removed": { heading: "No longer asked: Vessel Name", text: "Your answer Sea Star is no longer part of your application." },
      "answer-given": { heading: "New question: Card Collection", text: "We have filled in In-Office for you. You can change it." },
      "question-new": { heading: "New question: How far from shore do you usually fish?", text: "You will be asked this when you continue." },
      "document-new": { heading: "A new document is needed: Copy of Passport", text: "You can upload it with your other supporting documents." },
      "document-dropped": { heading: "No longer needed: Work Permit", text: "You do not need to upload this document any more." },
      // An amount does not break after its currency on a phone.
      fees: { heading: "Fees", text: "Were JMD\u00a02,000.00, now JMD\u00a02,500.00." },
    });
  });

  it("keeps the options still offered of a multiple choice that lost one", () => {
    expect(changeText({ kind: "answer-cleared", label: "Fishing Area", before: "Pedro Bank; Morant Bank", after: "Morant Bank" }).text).toBe("You chose Pedro Bank; Morant Bank. Not all of these are offered any more: your answer is now Morant Bank. Check it is still right.");
  });

  it("does not invent an answer the engine did not write out", () => {
    expect(changeText({ kind: "answer-removed", label: "Vessel Name" })).toEqual({ heading: "No longer asked: Vessel Name", text: null });
    expect(changeText({ kind: "answer-cleared", label: "Fishing Area" }).text).toBe("Your answer is no longer offered: please choose again.");
  });
});
