/** The label shown for a field: its title, with '(Optional)' when not required (spec 000 §5). */
export function fieldLabel(label: string | undefined, required: boolean | undefined): string {
  const text = label ?? "";
  return required || !text ? text : `${text} (Optional)`;
}

/**
 * Whether a field is asked for, so its label carries no '(Optional)': required, or one of a group
 * of which one is needed, which the definition says with `ui:options.neededBy` naming the
 * section's check that asks for one of them (the declaration's uploaded or drawn signature).
 */
export const askedFor = (required: boolean | undefined, options: Record<string, unknown> | undefined): boolean => Boolean(required || options?.neededBy);

/** The ids of the elements describing a field, for aria-describedby: its hint and its error. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}__hint` : "", hasError ? `${id}__error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}
