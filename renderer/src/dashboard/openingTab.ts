import { isDraft, isGranted, isReturned } from "./statuses.ts";
import { DEFAULT_TAB, type TabId } from "./tabs.ts";

/**
 * The tab /profile opens on when the address names none (decision 0047): the one with something
 * for the applicant, in this order: applications returned for corrections (they need an answer),
 * applications with the NFA, licences and permits granted (the spec's default), drafts; the spec's
 * default when there is nothing at all. Spec 000 §2 opens on 'Licences/Permits Granted' whatever
 * it holds, which greeted an applicant who had just submitted with "You have no licences or
 * permits granted yet" while their applications were on another tab (issue 31 item 4).
 */
export function openingTab(statuses: string[]): TabId {
  if (statuses.some(isReturned)) return "corrections-applications-tab";
  // An application with the NFA comes before licences granted earlier: right after a submit the
  // applicant looks for the one just sent, whatever they hold already (the browser suite's
  // applicant held a licence from an earlier journey and was shown it instead).
  if (statuses.some((s) => !isDraft(s) && !isGranted(s))) return "transactions-tab";
  if (statuses.some(isGranted)) return DEFAULT_TAB;
  if (statuses.some(isDraft)) return "draft-applications-tab";
  return DEFAULT_TAB;
}
