import type { IssuedCertificate } from "../../../engine/api/certificateContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { STATUS_WORDS } from "../register/statusWords.ts";

/**
 * Where a licence stands on the portal's day, as a tag in the register's words and colours; a
 * suspended one says until when ('until lifted' when staff gave no end day; decision 0071).
 */
export function LicenceStatusTag({ certificate }: { certificate: Pick<IssuedCertificate, "status" | "suspension"> }) {
  if (!certificate.status) return null;
  const words = STATUS_WORDS[certificate.status];
  const { suspension } = certificate;
  return (
    <>
      <strong className={`govuk-tag govuk-tag--${words.tone}`}>{words.label}</strong>
      {certificate.status === "suspended" && suspension && <span className="govuk-body-s"> {suspension.until ? `until ${formatDate(suspension.until)}` : "until lifted"}</span>}
    </>
  );
}
