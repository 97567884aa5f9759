import type { TransferStatus } from "../../../../engine/api/licenceTransferContract.ts";
import { TRANSFER_TAGS } from "./transferWords.ts";

/** A transfer's status as a GOV.UK tag. */
export function TransferTag({ status }: { status: TransferStatus }) {
  const tag = TRANSFER_TAGS[status];
  return <strong className={`govuk-tag govuk-tag--${tag.colour}`}>{tag.text}</strong>;
}
