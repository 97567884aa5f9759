import { currentUser, isSupportingOfficer, type Profile } from "../dashboard/profileParts.ts";

/**
 * Tells someone who registered as a supporting officer where their appointment stands (decision
 * 0013): until staff approve it the account is an applicant's, and the officer calls refuse it.
 */
export function OfficerRequestNotice({ profile }: { profile: Profile | null }) {
  const request = currentUser(profile)?.officer_request;
  if (isSupportingOfficer(profile) || (request !== "pending" && request !== "refused")) return null;
  return (
    <div className="govuk-inset-text" role="status">
      {request === "pending"
        ? "Your registration as a supporting officer is waiting for staff approval. Until then you can use the portal as an applicant; you will be asked to log in again once it is approved."
        : "Your registration as a supporting officer was not approved. Please contact the Authority if you think this is a mistake."}
    </div>
  );
}
