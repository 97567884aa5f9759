import type { FastifyInstance } from "fastify";

/**
 * Moves a case as staff the way the admin page does (decision 0014): reads the status the case is
 * in now and sends it as `expected_status` with the move. Answers the move's response.
 */
export async function moveCaseAs(app: FastifyInstance, token: string, id: number, status: string, comment?: string) {
  const detail = await app.inject({ method: "GET", url: `/api/admin/transactions/${id}`, headers: { authorization: token } });
  const expected = detail.statusCode === 200 ? (detail.json().data.transaction.status as string) : undefined;
  return app.inject({ method: "POST", url: `/api/admin/cases/${id}/status`, headers: { authorization: token }, payload: { status, ...(comment ? { comment } : {}), ...(expected ? { expected_status: expected } : {}) } });
}
