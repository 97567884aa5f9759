import { AccordionSection } from "./Accordion.tsx";
import { ApplicantInformationForm } from "./ApplicantInformationForm.tsx";
import { EntityUsers } from "./EntityUsers.tsx";
import type { Entity } from "./profileParts.ts";

/**
 * 'Profile Information' (spec 000 §2 home-tab): the accordion 'Update User Information' (the
 * entity's users and agents, each updating only their own row) and 'Update Applicant Information'.
 */
export function ProfileInformationTab({ entity }: { entity: Entity | null }) {
  if (!entity || typeof entity.id !== "number") return <p className="govuk-body">There is no applicant on this account yet.</p>;
  return (
    <div className="govuk-accordion">
      <AccordionSection heading="Update User Information">
        <EntityUsers entityId={entity.id} />
      </AccordionSection>
      <AccordionSection heading="Update Applicant Information">
        <ApplicantInformationForm key={String(entity.updated_at ?? "")} entity={entity} />
      </AccordionSection>
    </div>
  );
}
