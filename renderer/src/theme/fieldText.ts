/** The label shown for a field: its title, with '(Optional)' when not required (spec 000 §5). */
export function fieldLabel(label: string | undefined, required: boolean | undefined): string {
  const text = label ?? "";
  return required || !text ? text : `${text} (Optional)`;
}

/** The ids of the elements describing a field, for aria-describedby: its hint and its error. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}__hint` : "", hasError ? `${id}__error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}
