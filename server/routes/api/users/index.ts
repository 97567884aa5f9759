import { licencesOf } from "../../../services/licencesOf.ts";
import type { FastifyInstance } from "fastify";
import { NFA_NUMBER } from "../../../../engine/accounts/registrationRules.ts";
import { loginAnswerSchema, loginRequestSchema, type LoginAnswer, type LoginInput } from "../../../../engine/api/loginContract.ts";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { entityProfile, register, type Registration } from "../../../services/accounts.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { attemptLogin } from "../../../services/attemptLogin.ts";
import { contactToConfirm } from "../../../services/contacts/contactToConfirm.ts";
import { appointmentStatus } from "../../../services/officerRequests.ts";
import { registrationRuleErrors } from "../../../services/registrationRules.ts";

const PHONE = "^\\d{3}-\\d{3}-\\d{4}$";

const registrationBody = {
  type: "object",
  required: ["applicant_type", "password", "reenterpassword", "signature"],
  properties: {
    applicant_type: { enum: ["Individual", "Company"] },
    email: { type: "string", format: "email", maxLength: 254 },
    cell_phone_user: { type: "string", pattern: PHONE },
    password: { type: "string", minLength: 8, maxLength: 200 },
    reenterpassword: { type: "string" },
    signature: { type: "string", pattern: "^data:image/(png|jpe?g);base64," },
    first_name_individual: { type: "string", maxLength: 100 },
    last_name_individual: { type: "string", maxLength: 100 },
    company_name: { type: "string", maxLength: 400 },
    date_of_birth_individual: { type: "string", format: "date" },
    nfa_registration_number: { type: "string", minLength: NFA_NUMBER.minLength, maxLength: NFA_NUMBER.maxLength },
    domicile: { enum: ["Local", "Foreign"] },
    supporting_officer_role: { enum: ["Not Applicable", "Clerical Officer", "Records Officer", "Cashier", "Field Officer"] },
  },
} as const;

/** Accounts and sessions (spec 000 §2 /login, /register; §7 Login, Register, Profile). */
export default async function users(app: FastifyInstance, opts: { config: Pick<Config, "loginFailuresPerAddress" | "registrationsPerHour"> }) {
  app.post<{ Body: Registration & { reenterpassword: string; signature: string } }>(
    "/register",
    // Registration answers 409 for a taken email: limited per address so addresses cannot be probed in bulk (decision 0012).
    { config: { rateLimit: { max: opts.config.registrationsPerHour, timeWindow: "1 hour" } }, schema: { tags: ["users"], summary: "Register an individual or a company", body: registrationBody, response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, entity_id: { type: "integer" } } }), ...errorResponses } } },
    async (request) => {
      const body = request.body;
      if (body.password !== body.reenterpassword) throw new HttpError(400, "Password and confirm password should be of same value");
      if (!body.email && !body.cell_phone_user) throw new HttpError(400, "Enter an email or a cell phone to log in with");
      if (body.applicant_type === "Individual" && (!body.first_name_individual || !body.last_name_individual || !body.date_of_birth_individual)) throw new HttpError(400, "First name, last name and date of birth are required");
      if (body.applicant_type === "Company" && !body.company_name) throw new HttpError(400, "Company name is required");
      // The browser form's rules (age at least 16, officer name and email for an officer role), with its texts.
      const ruleErrors = registrationRuleErrors(body, app.definitions.today());
      if (ruleErrors.length) throw new HttpError(400, ruleErrors[0]?.message ?? "Fill all the mandatory fields", ruleErrors);
      const { userId, entityId } = await register(app.knex, { ...body, role: undefined });
      // 'Registration Successful' promises a notification (spec 000 §2): it is the fixed confirmation
      // message, with nothing the registrant wrote, to the email or phone given, after the answer (decision 0044).
      request.afterAnswer(() => app.sendVerification(userId));
      return ok({ msg: "Registered Successfully", entity_id: entityId });
    },
  );

  app.post<{ Body: LoginInput }>(
    "/login",
    {
      schema: {
        tags: ["users"],
        summary: "Log in with email, telephone, TRN or Fisher ID and the password; several entities the password opens give the picker (masked)",
        body: loginRequestSchema,
        response: { 200: okSchema(loginAnswerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await attemptLogin(app.knex, request.body, request.ip, opts.config.loginFailuresPerAddress);
      if ("choices" in outcome) return ok<LoginAnswer>({ msg: "Select Applicant/User to Login With", isMultiple: true, all_entities: outcome.choices });
      return ok<LoginAnswer>({ msg: "Logged in successfully", token: app.signToken(outcome.identity), isMultiple: false, all_entities: [] });
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["users"],
        summary: "Log out: the token sent is refused from now on by every instance (decision 0052); answers the same with no token or an invalid one",
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      await app.endSessionOf(request);
      return ok({ msg: "Logged out successfully" });
    },
  );

  app.get<{ Querystring: { userInfoOnly?: "yes" | "no" } }>(
    "/profile",
    {
      preHandler: app.authenticate,
      schema: { tags: ["users"], summary: "The signed-in user, the current entity first, and associated entities", querystring: { type: "object", properties: { userInfoOnly: { enum: ["yes", "no"] } } }, response: { 200: okSchema({ type: "object", additionalProperties: true }), ...errorResponses } },
    },
    async (request) => {
      const identity = request.identity as NonNullable<typeof request.identity>;
      const { email_verified_at, phone_verified_at, ...user } = await app.knex("users").where({ id: identity.userId }).first("id", "email", "cell_phone_user", "role", "login_as", "name_of_applicant", "supporting_officer_name", "supporting_officer_role", "email_verified_at", "phone_verified_at") ?? {};
      if (!user.id) throw new HttpError(401, "Your session has expired or you are not logged in. Please log in again.");
      // The dashboard's 'Confirm your email address' banner (decision 0044): null once confirmed.
      user.contact_to_confirm = contactToConfirm({ email: user.email, cell_phone_user: user.cell_phone_user, email_verified_at, phone_verified_at });
      // An officer role asked for at registration waits for staff (decision 0013): the pages say so.
      user.officer_request = await appointmentStatus(app.knex, identity.userId);
      if (request.query.userInfoOnly === "yes") return ok({ user, entities: [], associated_entities: [] });
      const own = (await app.knex("entities as e").join("entity_users as eu", "eu.entity_id", "e.id").where("eu.user_id", identity.userId).select("e.*")).map(entityProfile);
      const associated = (await app.knex("entities as e").join("officer_entities as oe", "oe.entity_id", "e.id").where("oe.officer_user_id", identity.userId).select("e.*")).map(entityProfile);
      // The token's entity first: the caller's own, or one a supporting officer switched to.
      const currentRow = identity.entityId ? await app.knex("entities").where({ id: identity.entityId }).first() : undefined;
      const current = currentRow ? [entityProfile(currentRow)] : [];
      const others = own.filter((p) => p.id !== identity.entityId);
      const profiles = associated.length ? associated : own;
      // The current entity's licences on file: the browser judges rules on them as the server does (issue 29), offline too.
      const licences = await licencesOf(app.knex, identity.entityId);
      return ok({ user, entities: [...current, ...others], associated_entities: profiles, company_email_address: current[0]?.company_email_address ?? null, licences });
    },
  );
}
