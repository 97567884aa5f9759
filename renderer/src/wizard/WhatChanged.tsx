import { useEffect, useRef, useState } from "react";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { changeText } from "./changeText.ts";

export interface WhatChangedProps {
  /** The application type's title, as its tile names it. */
  title: string;
  changes: VersionChanges;
  /** Marks the changes seen and goes on to the step that needs the applicant; a rejection's message is shown. */
  onContinue: () => Promise<void>;
}

/**
 * 'What changed since you started' (decision 0041): shown before a draft moved to a newer version
 * of its definition goes on, when it is resumed or when a save, submit or payment finds the rules
 * changed. Each change is a heading and a sentence a first-time applicant on a phone can act on,
 * with the analyst's reason; one button goes on. Focus starts on the heading, so a screen reader
 * announces the page.
 */
export function WhatChanged({ title, changes, onContinue }: WhatChangedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => heading.current?.focus(), []);
  const go = async () => {
    setBusy(true);
    try {
      await onContinue();
    } catch (error) {
      setProblem((error as Error).message);
      setAttempts((n) => n + 1);
      setBusy(false);
    }
  };
  return (
    <div className="govuk-grid-row nfa-what-changed">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummaryBox problems={problem ? [{ message: problem }] : []} attempt={attempts} />
        <span className="govuk-caption-l">{title}</span>
        <h1 className="govuk-heading-xl" ref={heading} tabIndex={-1}>
          What changed since you started
        </h1>
        <p className="govuk-body-l">The rules for {title} applications changed after you started yours.</p>
        <p className="govuk-body">We kept your answers where they still fit. {changes.items.length ? "Check what changed for you, then continue your application." : "Nothing you answered needs to change."}</p>
        {changes.items.length > 0 && (
          <ul className="govuk-list nfa-what-changed__list" aria-label="What changed">
            {changes.items.map((item, i) => {
              const words = changeText(item);
              return (
                <li key={`${item.kind}:${item.label}:${i}`} className="nfa-what-changed__item">
                  <h2 className="govuk-heading-s govuk-!-margin-bottom-1">{words.heading}</h2>
                  {words.text && <p className="govuk-body">{words.text}</p>}
                  {item.note && <p className="govuk-body nfa-what-changed__note">Why: {item.note}</p>}
                </li>
              );
            })}
          </ul>
        )}
        <button type="button" className="govuk-button" data-module="govuk-button" disabled={busy} onClick={() => void go()}>
          Continue
        </button>
      </div>
    </div>
  );
}
