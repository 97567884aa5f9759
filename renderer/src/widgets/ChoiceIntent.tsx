import { createContext, useContext } from "react";

/**
 * How a choice widget tells the wizard what a change meant. Arrow keys in a radio group move the
 * choice as they move focus: that is browsing, and a step that advances on choosing must not leave
 * the page under a keyboard user before they reach the option they want (WCAG 3.2.2 On Input).
 * Enter on an option is the keyboard's "this one": the choice is made, as a click makes it.
 */
export interface ChoiceIntent {
  /** The change about to be reported is browsing: judge it, but do not advance. */
  browse(): void;
  /** The choice as it stands is made: a step that advances on choosing goes on. */
  commit(): void;
  /** The change about to be reported is an action that goes on, as Next does (an action button); with no change to report, goes on at once. */
  proceed(change: boolean): void;
}

const NONE: ChoiceIntent = { browse: () => undefined, commit: () => undefined, proceed: () => undefined };

export const ChoiceIntentContext = createContext<ChoiceIntent>(NONE);

export const useChoiceIntent = () => useContext(ChoiceIntentContext);
