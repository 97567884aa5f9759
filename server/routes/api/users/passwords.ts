import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { completeReset, requestReset, RESET_SENT, type ResetRequest } from "../../../services/passwordReset.ts";

const msgOnly = okSchema({ type: "object", properties: { msg: { type: "string" } } });
const EMAIL = { type: "string", format: "email", maxLength: 254 };

/** Forgotten passwords (spec 000 §2 'Password reset', §7 'Forgot password', 'Reset password'). */
export default async function passwords(app: FastifyInstance, opts: { config: Pick<Config, "loginAttemptsPerMinute"> }) {
  // Reset requests send messages: limited like login attempts.
  const rateLimit = { max: opts.config.loginAttemptsPerMinute, timeWindow: "1 minute" };
  app.post<{ Body: ResetRequest }>(
    "/password/reset",
    {
      config: { rateLimit },
      schema: {
        tags: ["users"],
        summary: "Request a reset link by email or telephone (the four-step wizard's answers)",
        body: {
          type: "object",
          required: ["user_type", "reset_method"],
          properties: {
            user_type: { enum: ["Applicant", "Supporting Officer"] },
            reset_method: { enum: ["Email", "Telephone Number"] },
            reset_for: { enum: ["Self", "Applicant"] },
            email: EMAIL,
            applicant_email: EMAIL,
            supporting_officer_email: EMAIL,
            telephone_number: { type: "string", pattern: "^\\d{3}-\\d{3}-\\d{4}$" },
            date_of_birth_individual_or_date_of_registration: { type: "string", format: "date" },
          },
        },
        response: { 200: msgOnly, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.reset_method === "Telephone Number" && (!body.telephone_number || !body.date_of_birth_individual_or_date_of_registration)) throw new HttpError(400, "Enter the telephone number and the date of birth or registration");
      if (body.reset_method === "Email" && !body.email && !body.applicant_email && !body.supporting_officer_email) throw new HttpError(400, "Email not valid");
      // Looked up and sent after the answer: known and unknown accounts answer alike, in the same time (decision 0044).
      request.afterAnswer(() => requestReset(app.knex, app.mailer, body));
      return ok({ msg: body.reset_method === "Email" ? RESET_SENT : "Password reset link has been sent to your telephone number" });
    },
  );

  app.post<{ Body: { email: string } }>(
    "/forgot-password",
    {
      config: { rateLimit },
      schema: { tags: ["users"], summary: "Legacy login's forgot password: a reset link by email", body: { type: "object", required: ["email"], properties: { email: { type: "string", maxLength: 254 } } }, response: { 200: msgOnly, ...errorResponses } },
    },
    async (request) => {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(request.body.email)) throw new HttpError(400, "Email not valid");
      const email = request.body.email;
      request.afterAnswer(() => requestReset(app.knex, app.mailer, { user_type: "Applicant", reset_method: "Email", email }));
      return ok({ msg: RESET_SENT });
    },
  );

  app.post<{ Body: { uid: string; password: string; reenterpassword?: string } }>(
    "/password/submit",
    {
      schema: { tags: ["users"], summary: "Set a new password from a reset link", body: { type: "object", required: ["uid", "password"], properties: { uid: { type: "string", minLength: 10, maxLength: 100 }, password: { type: "string", minLength: 8, maxLength: 200 }, reenterpassword: { type: "string" } } }, response: { 200: msgOnly, ...errorResponses } },
    },
    async (request) => {
      if (request.body.reenterpassword !== undefined && request.body.reenterpassword !== request.body.password) throw new HttpError(400, "Password and confirm passsword should be of same value");
      await completeReset(app.knex, request.body.uid, request.body.password);
      return ok({ msg: "Your password has been reset. Please log in." });
    },
  );
}
