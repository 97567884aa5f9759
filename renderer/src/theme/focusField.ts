const CONTROL = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])";

/**
 * Moves focus to the field an error summary links to: the element with that id when it is a
 * control, else the first control inside it (a fieldset of radios or tiles), else the first of a
 * group whose options are numbered `${id}-0`. Answers whether a field was found.
 */
export function focusField(id: string): boolean {
  const target = document.getElementById(id);
  const control = target?.matches(CONTROL) ? target : (target?.querySelector<HTMLElement>(CONTROL) ?? document.getElementById(`${id}-0`));
  if (!control) return false;
  control.focus();
  control.scrollIntoView?.({ block: "center" });
  return true;
}
