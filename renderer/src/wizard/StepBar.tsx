import type { Stage } from "../../../engine/types.ts";

/**
 * The step bar: the type's stages with their labels, the current one marked, and the progress
 * percentage rule of spec 000 §2 (position of the current stage times 100 over the number shown).
 */
export function StepBar({ stages, current }: { stages: Stage[]; current: Stage["id"] }) {
  const shown = stages.filter((s) => s.inStepBar !== false);
  const position = shown.findIndex((s) => s.id === current) + 1;
  const percent = Math.round((position * 100) / shown.length);
  return (
    <nav aria-label="Application progress" className="nfa-stepbar">
      <ol className="nfa-stepbar__list">
        {shown.map((stage, i) => (
          <li key={stage.id} className={`nfa-stepbar__item${stage.id === current ? " nfa-stepbar__item--current" : ""}${i + 1 < position ? " nfa-stepbar__item--done" : ""}`} aria-current={stage.id === current ? "step" : undefined}>
            <span className="nfa-stepbar__number">{i + 1}</span> {stage.label}
          </li>
        ))}
      </ol>
      <div className="nfa-stepbar__progress" role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="nfa-stepbar__fill" style={{ width: `${percent}%` }} />
      </div>
    </nav>
  );
}
