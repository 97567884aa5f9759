import { within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * Types a date into the portal's GOV.UK date input named `group` (the fieldset of Day, Month and
 * Year boxes, decision 0021): 'YYYY-MM-DD' as a person would, day first, replacing what was there.
 */
export async function typeDate(user: UserEvent, group: HTMLElement, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split("-");
  for (const [box, text] of [["Day", day], ["Month", month], ["Year", year]] as const) {
    const input = within(group).getByLabelText(box);
    await user.clear(input);
    await user.type(input, String(Number(text)));
  }
}
