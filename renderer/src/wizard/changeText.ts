import type { ChangeItem } from "../../../engine/versions/versionChanges.ts";

/** One change as the applicant reads it: a heading naming what changed, and what it means for them. */
export interface ChangeWords {
  heading: string;
  text: string | null;
}

/** An amount kept on one line ("JMD 2,500.00" does not break after "JMD" on a phone). */
const unbroken = (amount: string) => amount.replace(/ /g, "\u00a0");

/**
 * What one change since the applicant started means, in plain words for someone applying for the
 * first time (decision 0041): the engine gives the kind, the question or document and the answers
 * written out; the words are the renderer's. Every kind of the closed set has its own sentence.
 */
export function changeText(item: ChangeItem): ChangeWords {
  const { label, before, after } = item;
  switch (item.kind) {
    case "answer-changed":
      return { heading: label, text: before && after ? `You chose ${before}. Your answer is now ${after}. Check it is still right.` : "Your answer was changed. Check it is still right." };
    case "answer-cleared":
      if (after) return { heading: label, text: `You chose ${before ?? "some options"}. Not all of these are offered any more: your answer is now ${after}. Check it is still right.` };
      return { heading: label, text: before ? `You chose ${before}. This is no longer offered: please choose again.` : "Your answer is no longer offered: please choose again." };
    case "answer-removed":
      return { heading: `No longer asked: ${label}`, text: before ? `Your answer ${before} is no longer part of your application.` : null };
    case "answer-given":
      return { heading: `New question: ${label}`, text: after ? `We have filled in ${after} for you. You can change it.` : null };
    case "question-new":
      return { heading: `New question: ${label}`, text: "You will be asked this when you continue." };
    case "document-new":
      return { heading: `A new document is needed: ${label}`, text: "You can upload it with your other supporting documents." };
    case "document-dropped":
      return { heading: `No longer needed: ${label}`, text: "You do not need to upload this document any more." };
    case "fees":
      return { heading: label, text: `Were ${unbroken(before ?? "not set")}, now ${unbroken(after ?? "not set")}.` };
  }
}
