import type { Knex } from "knex";
import * as accounts from "./0001_accounts.ts";
import * as transactions from "./0002_transactions.ts";
import * as constants from "./0003_constants.ts";
import * as documentsAndPayments from "./0004_documents_and_payments.ts";
import * as mailAndOfficers from "./0005_mail_and_officers.ts";
import * as issuedCertificates from "./0006_issued_certificates.ts";
import * as sessions from "./0007_sessions.ts";
import * as loginThrottles from "./0008_login_throttles.ts";
import * as moneyBoundToAnswers from "./0009_money_bound_to_answers.ts";
import * as officerRequests from "./0010_officer_requests.ts";
import * as caseWorkspace from "./0011_case_workspace.ts";
import * as notifications from "./0012_notifications.ts";
import * as certificateVerification from "./0013_certificate_verification.ts";
import * as definitionVersions from "./0014_definition_versions.ts";
import * as verifiedContacts from "./0015_verified_contacts.ts";
import * as rateLimits from "./0016_rate_limits.ts";
import * as endedSessions from "./0017_ended_sessions.ts";
import * as licenceReminders from "./0018_licence_reminders.ts";
import * as unsentNotifications from "./0019_unsent_notifications.ts";
import * as studioPreviews from "./0020_studio_previews.ts";
import * as uploadKeys from "./0021_upload_keys.ts";
import * as draftRevisions from "./0022_draft_revisions.ts";
import * as statusListIndex from "./0023_status_list_index.ts";
import * as vesselRegister from "./0024_vessel_register.ts";
import * as licenceTransfers from "./0025_licence_transfers.ts";
import * as renewals from "./0026_renewals.ts";
import * as licenceSuspensions from "./0027_licence_suspensions.ts";
import * as licenceVariations from "./0028_licence_variations.ts";
import * as retiredStatusIndexes from "./0029_retired_status_indexes.ts";

const migrations: Record<string, Knex.Migration> = {
  "0001_accounts": accounts,
  "0002_transactions": transactions,
  "0003_constants": constants,
  "0004_documents_and_payments": documentsAndPayments,
  "0005_mail_and_officers": mailAndOfficers,
  "0006_issued_certificates": issuedCertificates,
  "0007_sessions": sessions,
  "0008_login_throttles": loginThrottles,
  "0009_money_bound_to_answers": moneyBoundToAnswers,
  "0010_officer_requests": officerRequests,
  "0011_case_workspace": caseWorkspace,
  "0012_notifications": notifications,
  "0013_certificate_verification": certificateVerification,
  "0014_definition_versions": definitionVersions,
  "0015_verified_contacts": verifiedContacts,
  "0016_rate_limits": rateLimits,
  "0017_ended_sessions": endedSessions,
  "0018_licence_reminders": licenceReminders,
  "0019_unsent_notifications": unsentNotifications,
  "0020_studio_previews": studioPreviews,
  "0021_upload_keys": uploadKeys,
  "0022_draft_revisions": draftRevisions,
  "0023_status_list_index": statusListIndex,
  "0024_vessel_register": vesselRegister,
  "0025_licence_transfers": licenceTransfers,
  "0026_renewals": renewals,
  "0027_licence_suspensions": licenceSuspensions,
  "0028_licence_variations": licenceVariations,
  "0029_retired_status_indexes": retiredStatusIndexes,
};

/**
 * The migrations in order, as a knex migration source: imported statically so they run the same
 * under tsx, vitest and a bundler, on SQLite and PostgreSQL.
 */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`unknown migration ${name}`);
    return migration;
  },
};
