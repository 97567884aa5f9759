import type { FastifyInstance } from "fastify";
import { NFA_NUMBER } from "../../../../engine/accounts/registrationRules.ts";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { parseJson } from "../../../services/json.ts";
import { isStaff } from "../../../services/roles.ts";

/** The one answer a lookup gives anyone but staff, found or not (decision 0012). */
export const NO_RECORD = "No record was found for these numbers";

/**
 * Registration prefill (spec 000 §2 /register 'Submit Details', §7 'Lookup of registration numbers').
 * TRNs and Fisher IDs are printed on cards and papers, so knowing one proves nothing: the names,
 * address, parish, date of birth and gender on record go to staff registering someone at the
 * counter, and everyone else gets the same 'not found' whether or not the number is on record,
 * and fills the form themselves (decision 0012). Limited per address like registration.
 */
export default async function lookup(app: FastifyInstance, opts: { config: Pick<Config, "registrationsPerHour"> }) {
  app.post<{ Body: { nfa_registration_number?: string; taxation_registration_number?: string } }>(
    "/lookup",
    {
      config: { rateLimit: { max: opts.config.registrationsPerHour, timeWindow: "1 hour" } },
      preHandler: app.identify,
      schema: {
        tags: ["users"],
        summary: "Look up a TRN and/or NFA registration number to prefill registration (the record for staff; 'not found' for anyone else)",
        body: { type: "object", properties: { nfa_registration_number: { type: "string", minLength: NFA_NUMBER.minLength, maxLength: NFA_NUMBER.maxLength }, taxation_registration_number: { type: "string", maxLength: 40 } } },
        response: { 200: okSchema({ type: "object", additionalProperties: true }), ...errorResponses },
      },
    },
    async (request) => {
      const { nfa_registration_number: nfa, taxation_registration_number: trn } = request.body;
      if (!nfa && !trn) throw new HttpError(400, "Enter a TRN or an NFA registration number");
      if (!isStaff(request.identity)) throw new HttpError(404, NO_RECORD);
      const query = app.knex("entities").where({ applicant_type: "Individual" });
      if (nfa) query.where({ nfa_registration_number: nfa.trim() });
      if (trn) query.where({ taxation_registration_number: trn.trim() });
      const row = await query.first();
      if (!row) throw new HttpError(404, NO_RECORD);
      const d = parseJson<Record<string, string | undefined>>(row.details, {});
      return ok({ nameofApplicant: d.first_name_individual ?? "", nameofApplicantMiddle: d.middle_name_individual ?? "", nameofApplicantLast: d.last_name_individual ?? "", addresse: row.address ?? "", parish: row.parish ?? "", dateofBirth: d.date_of_birth_individual ?? "", gender: d.gender ?? "" });
    },
  );
}
