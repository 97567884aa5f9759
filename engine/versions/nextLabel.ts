/**
 * The label that follows `label` when a new version is made in `month` (YYYY-MM, in Jamaica):
 * `YYYY.MM.1` in a new month, the next N in the same month (decision 0041). A label from a later
 * month than `month` keeps counting in its own month, so labels only grow.
 */
export function nextLabel(label: string, month: string): string {
  const [year = "", mm = "", n = "0"] = label.split(".");
  const current = `${year}.${mm}`;
  const wanted = month.replace("-", ".");
  if (current >= wanted) return `${current}.${Number(n) + 1}`;
  return `${wanted}.1`;
}
