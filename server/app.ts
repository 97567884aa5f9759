import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import afterAnswer from "./plugins/app/afterAnswer.ts";
import contactVerification from "./plugins/app/contactVerification.ts";
import credentials from "./plugins/app/credentials.ts";
import announcements from "./plugins/app/announcements.ts";
import db from "./plugins/app/db.ts";
import definitions from "./plugins/app/definitions.ts";
import demoLicences from "./plugins/app/demoLicences.ts";
import frozenJudgements from "./plugins/app/frozenJudgements.ts";
import licenceReminders from "./plugins/app/licenceReminders.ts";
import registerFill from "./plugins/app/registerFill.ts";
import mailer from "./plugins/app/mailer.ts";
import noStore from "./plugins/app/noStore.ts";
import notifications from "./plugins/app/notifications.ts";
import precompressedAnswers from "./plugins/app/precompressedAnswers.ts";
import seasons from "./plugins/app/seasons.ts";
import errorHandler from "./plugins/app/errorHandler.ts";
import clientApp from "./plugins/external/clientApp.ts";
import formbody from "./plugins/external/formbody.ts";
import helmet from "./plugins/external/helmet.ts";
import multipart from "./plugins/external/multipart.ts";
import jwt from "./plugins/external/jwt.ts";
import rateLimit from "./plugins/external/rateLimit.ts";
import swagger from "./plugins/external/swagger.ts";
import admin from "./routes/api/admin/index.ts";
import applications from "./routes/api/applications/index.ts";
import bulletins from "./routes/api/bulletins/index.ts";
import bpm from "./routes/api/bpm/index.ts";
import constants from "./routes/api/constants/index.ts";
import dev from "./routes/api/dev/index.ts";
import documents from "./routes/api/documents/index.ts";
import payment from "./routes/api/payment/index.ts";
import definitionRoutes from "./routes/api/definitions/index.ts";
import renewals from "./routes/api/renewals/index.ts";
import entity from "./routes/api/entity/index.ts";
import entityOfficers from "./routes/api/entity/officers.ts";
import entityProfileRoutes from "./routes/api/entity/profile.ts";
import transactions from "./routes/api/transactions/index.ts";
import users from "./routes/api/users/index.ts";
import agents from "./routes/api/users/agents.ts";
import contacts from "./routes/api/users/contacts.ts";
import lookup from "./routes/api/users/lookup.ts";
import officers from "./routes/api/users/officers.ts";
import passwords from "./routes/api/users/passwords.ts";
import supportingOfficers from "./routes/api/users/supportingOfficers.ts";
import studio from "./routes/api/studio/index.ts";
import vesselRegister from "./routes/api/register/index.ts";
import licences from "./routes/api/licences/index.ts";
import verify from "./routes/api/verify/index.ts";

/**
 * The portal as a Fastify plugin (fastify/demo's layout): external plugins, then the app's
 * services, then one route module per resource under /api. `server.ts` only listens; the tests
 * register this same plugin and drive it with `app.inject`.
 */
export default async function portal(app: FastifyInstance, opts: { config: Config }) {
  await app.register(errorHandler);
  await app.register(noStore);
  await app.register(precompressedAnswers);
  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(multipart);
  await app.register(formbody);
  await app.register(jwt, { config: opts.config });
  await app.register(db, { config: opts.config });
  await app.register(credentials, { config: opts.config });
  await app.register(announcements, { config: opts.config });
  await app.register(seasons);
  await app.register(definitions, { config: opts.config });
  await app.register(frozenJudgements);
  // Before the notifier: the demo licences' past events tell no one (decision 0072).
  await app.register(demoLicences, { config: opts.config });
  await app.register(mailer, { config: opts.config });
  // After the database: its close waits for the mail still being sent before the database closes.
  await app.register(afterAnswer);
  await app.register(contactVerification, { config: opts.config });
  await app.register(notifications, { config: opts.config });
  await app.register(licenceReminders);
  await app.register(registerFill);
  await app.register(
    async (api) => {
      await api.register(users, { prefix: "/users", config: opts.config });
      await api.register(passwords, { prefix: "/users", config: opts.config });
      await api.register(lookup, { prefix: "/users", config: opts.config });
      await api.register(officers, { prefix: "/users" });
      await api.register(supportingOfficers, { prefix: "/users" });
      await api.register(agents, { prefix: "/users" });
      await api.register(contacts, { prefix: "/users", config: opts.config });
      await api.register(transactions, { prefix: "/transactions" });
      await api.register(applications, { prefix: "/applications", config: opts.config });
      await api.register(constants, { prefix: "/constants" });
      await api.register(bulletins, { prefix: "/bulletins" });
      await api.register(definitionRoutes, { prefix: "/definitions" });
      await api.register(entity, { prefix: "/entity" });
      await api.register(entityOfficers, { prefix: "/entity" });
      await api.register(entityProfileRoutes, { prefix: "/entity" });
      await api.register(documents, { prefix: "/documents" });
      await api.register(payment, { prefix: "/payment", config: opts.config });
      await api.register(admin, { prefix: "/admin" });
      await api.register(bpm, { prefix: "/bpm", config: opts.config });
      await api.register(verify, { prefix: "/verify", config: opts.config });
      await api.register(vesselRegister, { prefix: "/register", config: opts.config });
      await api.register(renewals, { prefix: "/renewals" });
      await api.register(licences, { prefix: "/licences" });
      await api.register(studio, { prefix: "/studio", config: opts.config });
      if (opts.config.devOutbox) await api.register(dev, { prefix: "/dev" });
    },
    { prefix: "/api" },
  );
  await app.register(clientApp);
}
