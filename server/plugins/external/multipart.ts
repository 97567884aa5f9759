import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MAX_UPLOAD_BYTES } from "../../services/checkUpload.ts";

/** multipart/form-data uploads: one file of at most 20 MB and a few small fields. */
export default fp(async function multipartUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
});
