import { useCallback } from "react";
import { FormErrorSummary } from "../accounts/register/FormErrorSummary.tsx";
import { PictureIdentification } from "../accounts/register/PictureIdentification.tsx";
import type { RegistrationState } from "../accounts/register/registrationState.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { picturePayload, pictureState, validatePicture } from "./pictureIdentification.ts";
import type { Entity } from "./profileParts.ts";
import { useProfileForm } from "./useProfileForm.ts";

/**
 * 'Picture Identification' (spec 000 §2 profile-tab, individuals only): the registration's
 * picture identification section, saved with POST /entity/picture-identification/{id}.
 */
export function PictureIdentificationTab({ entity }: { entity: Entity | null }) {
  if (!entity || entity.applicant_type !== "Individual") return <p className="govuk-body">Picture identification is kept for individual applicants only. A company's contacts are under Profile Information.</p>;
  return <PictureIdentificationForm entity={entity} />;
}

function PictureIdentificationForm({ entity }: { entity: Entity }) {
  const api = useApi();
  const validate = useCallback((state: RegistrationState) => validatePicture(state, new Date()), []);
  const { kit, errors, attempt, failure, busy, submit } = useProfileForm(() => pictureState(entity), validate, (state) => api.post<{ msg: string }>(`/entity/picture-identification/${String(entity.id)}`, picturePayload(state)));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Update Picture Identification">
      <FormErrorSummary errors={errors} attempt={attempt} failure={failure} />
      <PictureIdentification form={kit} />
      <button type="submit" className="govuk-button" disabled={busy}>
        {busy ? "Saving…" : "Update Picture Identification"}
      </button>
    </form>
  );
}
