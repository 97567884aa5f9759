import { useCallback, useState } from "react";

/**
 * Which errors to show: validation runs on every change (spec 000 §5), but a field's error is
 * shown only once that field was changed or the form was submitted, so an untouched form is not
 * red from the start.
 */
export function useShownErrors(errors: Record<string, string>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const touch = useCallback((key: string) => setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key))), []);
  const shown = (key: string): string | null => (submitted || touched.has(key) ? (errors[key] ?? null) : null);
  return { shown, touch, submitted, setSubmitted, reset: () => { setTouched(new Set()); setSubmitted(false); } };
}
