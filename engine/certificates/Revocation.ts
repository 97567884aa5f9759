/**
 * What POST /api/admin/certificates/{certificateId}/revoke answers (server/routes/api/admin/certificates.ts
 * holds its JSON Schema), shared by the server and the staff control that revokes (decision 0039).
 */
export interface Revocation {
  msg: string;
  /** When the revocation was recorded (ISO). */
  revoked_at: string;
}
