import { useId, useState } from "react";
import { axisTicks, monthChartBars, type ChartMeasure } from "./monthChartBars.ts";
import type { Month } from "./MonthButtons.tsx";

// Distinct hues, each at least 3:1 against white (WCAG 1.4.11), given to types in tile order so a type keeps its colour.
const COLOURS = ["#0072b2", "#b35900", "#007a5a", "#a3367d", "#6f5d00", "#3b4cc0", "#8c2d04", "#1b7837", "#762a83", "#00707a", "#5c5c5c", "#b2182b", "#4d4d9f", "#7f3b08"];
const WIDTH = 360;
const HEIGHT = 220;
const PLOT = { left: 44, right: 6, top: 10, bottom: 34 };
const MEASURES: Array<{ value: ChartMeasure; label: string; unit: string }> = [
  { value: "count", label: "Applications", unit: "applications" },
  { value: "fees", label: "Fees (JMD)", unit: "JMD in fees" },
];

const amount = (value: number, measure: ChartMeasure) => (measure === "fees" ? `JMD ${value.toLocaleString("en-JM", { maximumFractionDigits: 2 })}` : String(value));
const short = (value: number) => (value >= 1_000_000 ? `${value / 1_000_000}m` : value >= 1000 ? `${value / 1000}k` : String(value));

/** The year goes under January, and under the first bar unless January is next to it (the two would run together on a phone). */
const yearShown = (bars: Array<{ month: string }>, i: number) => bars[i]?.month.endsWith("-01") || (i === 0 && !bars[1]?.month.endsWith("-01"));

/**
 * The last twelve months by type (issue 17), from the same answer as the month buttons: a stacked
 * bar a month, switchable between applications and fees, drawn as SVG with a title and the same
 * figures in a table under a details element, for screen readers and for exact numbers.
 */
export function MonthChart({ months, types }: { months: Month[]; types: Array<{ app_type: string; title: string }> }) {
  const [measure, setMeasure] = useState<ChartMeasure>("count");
  const id = useId();
  if (!months.length) return null;
  const order = types.map((t) => t.app_type);
  const titleOf = (appType: string) => types.find((t) => t.app_type === appType)?.title ?? appType;
  const colourOf = (appType: string) => COLOURS[(order.includes(appType) ? order.indexOf(appType) : order.length) % COLOURS.length];
  const bars = monthChartBars(months, measure, order);
  const ticks = axisTicks(Math.max(...bars.map((b) => b.total)));
  const top = ticks.at(-1) ?? 1;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = (WIDTH - PLOT.left - PLOT.right) / bars.length;
  const yOf = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const shown = MEASURES.find((m) => m.value === measure) ?? MEASURES[0]!;
  const title = `${shown.label} by type, ${bars[0]?.label} to ${bars.at(-1)?.label}`;
  const inChart = order.filter((t) => bars.some((b) => b.pieces.some((p) => p.app_type === t)));
  return (
    <section className="nfa-month-chart" aria-labelledby={`${id}-heading`}>
      <h2 className="govuk-heading-m" id={`${id}-heading`}>The last twelve months</h2>
      <div className="govuk-form-group">
        <fieldset className="govuk-fieldset">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Show</legend>
          <div className="govuk-radios govuk-radios--small govuk-radios--inline">
            {MEASURES.map((m) => (
              <div className="govuk-radios__item" key={m.value}>
                <input className="govuk-radios__input" id={`${id}-${m.value}`} name={`${id}-measure`} type="radio" value={m.value} checked={measure === m.value} onChange={() => setMeasure(m.value)} />
                <label className="govuk-label govuk-radios__label" htmlFor={`${id}-${m.value}`}>{m.label}</label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <svg className="nfa-month-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{`${title}. The figures are in the table below the chart.`}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yOf(tick)} y2={yOf(tick)} stroke={tick === 0 ? "#0b0c0c" : "#b1b4b6"} strokeWidth={tick === 0 ? 1 : 0.5} />
            <text x={PLOT.left - 4} y={yOf(tick) + 3.5} textAnchor="end" fontSize="10" fill="#0b0c0c">{short(tick)}</text>
          </g>
        ))}
        {bars.map((bar, i) => (
          <g key={bar.month}>
            {bar.pieces.map((piece) => (
              <rect key={piece.app_type} x={PLOT.left + i * slot + slot * 0.15} width={slot * 0.7} y={yOf(piece.y1)} height={Math.max(yOf(piece.y0) - yOf(piece.y1), 0)} fill={colourOf(piece.app_type)} stroke="#fff" strokeWidth={0.5} />
            ))}
            <text x={PLOT.left + (i + 0.5) * slot} y={HEIGHT - PLOT.bottom + 13} textAnchor="middle" fontSize="10" fill="#0b0c0c">{bar.label.slice(0, 3)}</text>
            {yearShown(bars, i) && <text x={PLOT.left + (i + 0.5) * slot} y={HEIGHT - PLOT.bottom + 26} textAnchor="middle" fontSize="10" fill="#505a5f">{bar.month.slice(0, 4)}</text>}
          </g>
        ))}
      </svg>
      {inChart.length > 0 ? (
        <ul className="nfa-month-chart__legend govuk-list">
          {inChart.map((t) => (
            <li key={t}><span className="nfa-month-chart__swatch" style={{ background: colourOf(t) }} aria-hidden="true" />{titleOf(t)}</li>
          ))}
        </ul>
      ) : (
        <p className="govuk-body">No applications were submitted in these twelve months.</p>
      )}
      <details className="govuk-details">
        <summary className="govuk-details__summary"><span className="govuk-details__summary-text">The figures in the chart</span></summary>
        <div className="govuk-details__text">
          <p className="govuk-body-s">Months not listed had none.</p>
          {/* Months with none are left out, so the table stays short and fits a phone; a long type name scrolls inside its region, not the page. */}
          <div className="nfa-table-scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="govuk-table govuk-table--small-text-until-tablet nfa-month-chart__figures">
            <caption className="govuk-table__caption govuk-table__caption--s">{title}</caption>
            <thead className="govuk-table__head"><tr className="govuk-table__row"><th scope="col" className="govuk-table__header">Month</th><th scope="col" className="govuk-table__header">Application type</th><th scope="col" className="govuk-table__header govuk-table__header--numeric">{shown.label}</th></tr></thead>
            <tbody className="govuk-table__body">
              {bars.filter((bar) => bar.total > 0).flatMap((bar) => [
                ...bar.pieces.map((piece) => (
                  <tr className="govuk-table__row" key={`${bar.month}-${piece.app_type}`}><td className="govuk-table__cell">{bar.label}</td><td className="govuk-table__cell">{titleOf(piece.app_type)}</td><td className="govuk-table__cell govuk-table__cell--numeric">{amount(piece.value, measure)}</td></tr>
                )),
                <tr className="govuk-table__row" key={`${bar.month}-total`}><th scope="row" className="govuk-table__header">{bar.label}</th><td className="govuk-table__cell">All types</td><td className="govuk-table__cell govuk-table__cell--numeric"><strong>{amount(bar.total, measure)}</strong></td></tr>,
              ])}
            </tbody>
          </table>
          </div>
        </div>
      </details>
    </section>
  );
}
