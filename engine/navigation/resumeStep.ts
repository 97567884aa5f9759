import type { Navigation } from "./navigate.ts";

/**
 * Where a saved draft reopens: the stored step (`selectionCategory`) when the answers still lead
 * through it, otherwise the first step that needs an answer.
 */
export function resumeStep(navigation: Pick<Navigation, "path" | "current">, stored: string | null | undefined): string | null {
  if (stored && navigation.path.includes(stored)) {
    const storedAt = navigation.path.indexOf(stored);
    const currentAt = navigation.current ? navigation.path.indexOf(navigation.current) : navigation.path.length;
    return storedAt <= currentAt ? stored : navigation.current;
  }
  return navigation.current;
}
