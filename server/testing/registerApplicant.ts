import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/**
 * Registers an individual whose account matches a scenario (the verified fields are bound to the
 * profile on submit, docs/decisions/0015) and answers a session token for them. Names and date of
 * birth come from the answers, domicile and NFA number from the scenario's profile.
 */
export async function registerApplicant(app: FastifyInstance, email: string, profile: Record<string, unknown>, answers: Record<string, unknown>): Promise<string> {
  const registered = await app.inject({
    method: "POST",
    url: "/api/users/register",
    payload: { applicant_type: "Individual", email, password: "Lobster-Pot-9", reenterpassword: "Lobster-Pot-9", signature: "data:image/png;base64,iVBORw0KGgo=", first_name_individual: answers.first_name_individual ?? "Marcia", last_name_individual: answers.last_name_individual ?? "Campbell", date_of_birth_individual: answers.date_of_birth_individual ?? "1985-03-14", domicile: profile.domicile ?? "Local", ...(profile.nfa_registration_number ? { nfa_registration_number: profile.nfa_registration_number } : {}) },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return (await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: email, password: "Lobster-Pot-9" } })).json().data.token as string;
}
