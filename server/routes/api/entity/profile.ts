import type { FastifyInstance } from "fastify";
import { resolveDate } from "../../../../engine/validation/resolveDate.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { entityProfile } from "../../../services/accounts.ts";
import { checkUpload } from "../../../services/checkUpload.ts";
import { entityAccess } from "../../../services/entityAccess.ts";
import { HttpError } from "../../../services/HttpError.ts";
import type { Identity } from "../../../services/login.ts";
import { parseJson } from "../../../services/json.ts";

const entityParams = { type: "object", required: ["entityId"], properties: { entityId: { type: "integer", minimum: 1 } } };
const PHONE = "^\\d{3}-\\d{3}-\\d{4}$";
const COLUMNS = new Set(["address", "parish", "cell_phone", "work_home_phone", "country_of_origin", "domicile"]);
const DETAILS = new Set(["first_name_individual", "middle_name_individual", "last_name_individual", "alias_individual", "gender", "date_of_birth_individual", "education", "education_other", "company_name", "company_email_address", "website", "contact_details", "date_of_registration"]);

/** Profile updates of an entity (spec 000 §7 'Update entity', 'Update picture identification', profile photo). */
export default async function entityProfileRoutes(app: FastifyInstance) {
  const editable = async (identity: Identity, entityId: number) => {
    const access = await entityAccess(app.knex, identity, entityId);
    // Staff pass entityAccess for any id: an entity that does not exist is a 404, not a 500 (issue 13 fuzz).
    if (!(await app.knex("entities").where({ id: entityId }).first("id"))) throw new HttpError(404, "Entity not found");
    if (access === "secondary") throw new HttpError(403, "Only the primary agent can update the applicant's information");
  };

  app.put<{ Params: { entityId: number }; Body: Record<string, unknown> }>(
    "/:entityId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["entity"],
        summary: "Update the applicant's information",
        params: entityParams,
        body: { type: "object", properties: { cell_phone: { type: "string", pattern: PHONE }, work_home_phone: { type: "string", pattern: PHONE }, address: { type: "string", maxLength: 500 }, date_of_birth_individual: { type: "string", format: "date" }, company_email_address: { type: "string", format: "email" } }, additionalProperties: true },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, entity: { type: "object", additionalProperties: true } } }), ...errorResponses },
      },
    },
    async (request) => {
      await editable(request.identity as Identity, request.params.entityId);
      const body = request.body;
      const dob = body.date_of_birth_individual;
      if (typeof dob === "string") {
        const today = app.definitions.today();
        // Spec 000 §9: at least 16 years old, and not more than 200 years ago on profile update.
        if (dob > (resolveDate("today-16y", today) ?? "")) throw new HttpError(400, "Date of birth must be at least 16 years ago");
        if (dob < (resolveDate("today-200y", today) ?? "")) throw new HttpError(400, "Date of birth cannot be more than 200 years ago");
      }
      const row = await app.knex("entities").where({ id: request.params.entityId }).first();
      const details = { ...parseJson<Record<string, unknown>>(row?.details, {}), ...Object.fromEntries(Object.entries(body).filter(([k]) => DETAILS.has(k))) };
      const columns = Object.fromEntries(Object.entries(body).filter(([k]) => COLUMNS.has(k)));
      await app.knex("entities").where({ id: request.params.entityId }).update({ ...columns, details: JSON.stringify(details), updated_at: app.knex.fn.now() });
      return ok({ msg: "Applicant information updated successfully", entity: entityProfile(await app.knex("entities").where({ id: request.params.entityId }).first()) });
    },
  );

  app.post<{ Params: { entityId: number }; Body: { entity_picture_identification: Record<string, unknown> } }>(
    "/picture-identification/:entityId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["entity"],
        summary: "Update the picture identification (individuals)",
        params: entityParams,
        body: { type: "object", required: ["entity_picture_identification"], properties: { entity_picture_identification: { type: "object", required: ["picture_identification"], properties: { picture_identification: { enum: ["Yes", "No"] }, type_of_picture_identification: { enum: ["Passport", "Drivers Licence", "Voter ID", "Fisher ID", "NIDS"] }, picture_identification_number: { type: "string", maxLength: 100 }, picture_expiry_date: { type: "string", format: "date" } }, additionalProperties: true } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      await editable(request.identity as Identity, request.params.entityId);
      const row = await app.knex("entities").where({ id: request.params.entityId }).first();
      if (row?.applicant_type !== "Individual") throw new HttpError(400, "Picture identification is for individual applicants");
      const picture = request.body.entity_picture_identification;
      if (picture.picture_identification === "Yes" && (!picture.type_of_picture_identification || !picture.picture_identification_number)) throw new HttpError(400, "Type and number of the picture identification are required");
      const details = { ...parseJson<Record<string, unknown>>(row.details, {}), entity_picture_identification: picture };
      await app.knex("entities").where({ id: request.params.entityId }).update({ details: JSON.stringify(details), updated_at: app.knex.fn.now() });
      return ok({ msg: "Picture identification updated successfully" });
    },
  );

  app.post<{ Params: { entityId: number }; Body: { self_photo_file: { name: string; content: string } } }>(
    "/photo/:entityId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["entity"],
        summary: "Upload the entity's profile photo (png, jpeg, jpg); it saves immediately",
        params: entityParams,
        body: { type: "object", required: ["self_photo_file"], properties: { self_photo_file: { type: "object", required: ["name", "content"], properties: { name: { type: "string", maxLength: 255 }, content: { type: "string" } } } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      await editable(request.identity as Identity, request.params.entityId);
      const content = Buffer.from(request.body.self_photo_file.content.replace(/^data:[^;]+;base64,/, ""), "base64");
      const type = await checkUpload(request.body.self_photo_file.name, content, [".png", ".jpeg", ".jpg"]);
      const row = await app.knex("entities").where({ id: request.params.entityId }).first();
      const details = { ...parseJson<Record<string, unknown>>(row?.details, {}), self_photo_file: `data:${type};base64,${content.toString("base64")}` };
      await app.knex("entities").where({ id: request.params.entityId }).update({ details: JSON.stringify(details), updated_at: app.knex.fn.now() });
      return ok({ msg: "Profile photo updated successfully" });
    },
  );
}
