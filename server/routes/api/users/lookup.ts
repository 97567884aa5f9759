import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { parseJson } from "../../../services/json.ts";

/**
 * Registration prefill (spec 000 §2 /register 'Submit Details', §7 'Lookup of registration numbers'):
 * the names, address, parish, date of birth and gender on record for a TRN or NFA number.
 */
export default async function lookup(app: FastifyInstance) {
  app.post<{ Body: { nfa_registration_number?: string; taxation_registration_number?: string } }>(
    "/lookup",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary: "Look up a TRN and/or NFA registration number to prefill registration",
        body: { type: "object", properties: { nfa_registration_number: { type: "string", minLength: 3, maxLength: 100 }, taxation_registration_number: { type: "string", maxLength: 40 } } },
        response: { 200: okSchema({ type: "object", additionalProperties: true }), ...errorResponses },
      },
    },
    async (request) => {
      const { nfa_registration_number: nfa, taxation_registration_number: trn } = request.body;
      if (!nfa && !trn) throw new HttpError(400, "Enter a TRN or an NFA registration number");
      const query = app.knex("entities").where({ applicant_type: "Individual" });
      if (nfa) query.where({ nfa_registration_number: nfa.trim() });
      if (trn) query.where({ taxation_registration_number: trn.trim() });
      const row = await query.first();
      if (!row) throw new HttpError(404, "No record was found for these numbers");
      const d = parseJson<Record<string, string | undefined>>(row.details, {});
      return ok({ nameofApplicant: d.first_name_individual ?? "", nameofApplicantMiddle: d.middle_name_individual ?? "", nameofApplicantLast: d.last_name_individual ?? "", addresse: row.address ?? "", parish: row.parish ?? "", dateofBirth: d.date_of_birth_individual ?? "", gender: d.gender ?? "" });
    },
  );
}
