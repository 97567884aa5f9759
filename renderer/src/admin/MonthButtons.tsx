/** One month button as GET /api/admin/transactions/months answers it (server/services/monthButtons.ts MonthButton). */
export interface Month {
  month: string;
  label: string;
  count: number;
  /** The month's applications and fees (JMD) by type, for the chart (types with none left out). */
  by_type: Array<{ app_type: string; count: number; fees: number }>;
}

/**
 * The row of twelve month buttons (spec 000 §2 /admin/transactions, §9: labelled Month-Year, the
 * current month back eleven months); the one shown is pressed.
 */
export function MonthButtons({ months, shown, onShow }: { months: Month[]; shown: string | null; onShow: (month: Month) => void }) {
  return (
    <div role="group" aria-label="Transactions by month" className="nfa-admin-months">
      {months.map((month) => (
        <button key={month.month} type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" aria-pressed={shown === month.month} onClick={() => onShow(month)}>
          {month.label}
        </button>
      ))}
    </div>
  );
}
