/**
 * The transfer screens that load when needed (decision 0069): the new owner's banner and the
 * dashboard's list of transfers (only for an applicant who has one), and the staff page. Both import them from here, so their
 * parts stay in one chunk of their own rather than in every route's shared chunk (decision 0027).
 */
export { IncomingTransfersBanner } from "./IncomingTransfersBanner.tsx";
export { StaffTransfers } from "./StaffTransfers.tsx";
export { TransferList } from "./TransferList.tsx";
