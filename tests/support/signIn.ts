import type { FastifyInstance } from "fastify";
import { useSession } from "../../renderer/src/store/useSession.ts";
import { tokenFor } from "../../server/testing/buildApp.ts";

/** Signs in through the server and puts the token and its profile in the session, as the login page would. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<{ token: string; profile: Record<string, unknown> }> {
  const token = await tokenFor(app, email, password);
  const profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data as Record<string, unknown>;
  useSession.setState({ token, profile, current: null });
  return { token, profile };
}
