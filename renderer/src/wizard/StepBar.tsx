import type { Progress } from "../../../engine/navigation/progress.ts";
import type { Stage } from "../../../engine/types.ts";

/** Where the applicant is inside the current stage: question k (of n once the way is certain), or page k of n. */
export interface StagePlace extends Progress {
  noun: "Question" | "Page";
}

/**
 * The caption over a question or page: "Question 3" while the way on may still vary, "Question 9 of
 * 13" once only one way is left, "Page 1 of 2". The estimate is not shown: it grew as answers opened
 * branches ("about 7", "about 8", "9"), a total that moved under the applicant (issue 31 item 8,
 * docs/decisions/0051).
 */
export const placeText = (place: StagePlace) => `${place.noun} ${place.position}${place.exact ? ` of ${place.total}` : ""}`;

/**
 * The step bar: the type's stages with their labels and the current one marked, and the progress
 * bar of spec 000 §2 (position of the current stage times 100 over the number shown). Inside the
 * wizard and the form the bar also moves with the question or page reached, reaching the spec's
 * value on the stage's last one (docs/decisions/0017), so the bar, its spoken value and the
 * caption over the question say the same thing.
 */
export function StepBar({ stages, current, place }: { stages: Stage[]; current: Stage["id"]; place?: StagePlace | null }) {
  const shown = stages.filter((s) => s.inStepBar !== false);
  const position = shown.findIndex((s) => s.id === current) + 1;
  const within = place ? Math.min(1, place.position / place.total) : 1;
  const percent = position ? Math.round(((position - 1 + within) * 100) / shown.length) : 0;
  const label = shown[position - 1]?.label;
  const spoken = label ? `Stage ${position} of ${shown.length}, ${label}${place ? `, ${placeText(place)}` : ""}` : undefined;
  return (
    <nav aria-label="Application progress" className="nfa-stepbar">
      <ol className="nfa-stepbar__list">
        {shown.map((stage, i) => (
          <li key={stage.id} className={`nfa-stepbar__item${stage.id === current ? " nfa-stepbar__item--current" : ""}${i + 1 < position ? " nfa-stepbar__item--done" : ""}`} aria-current={stage.id === current ? "step" : undefined}>
            <span className="nfa-stepbar__number">{i + 1}</span> {stage.label}
            {/* A phone shows only the current stage, so it says how many there are (docs/decisions/0017). */}
            {stage.id === current && <span className="nfa-stepbar__count"> (stage {position} of {shown.length})</span>}
          </li>
        ))}
      </ol>
      <div className="nfa-stepbar__progress" role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={spoken}>
        <div className="nfa-stepbar__fill" style={{ width: `${percent}%` }} />
      </div>
    </nav>
  );
}
