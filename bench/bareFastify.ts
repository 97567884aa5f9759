import Fastify from "fastify";

/**
 * The reference of the server bench (`npm run bench`, bench/serverBench.ts): a bare Fastify 5 from
 * this project's node_modules, default options (no logger), in a process of its own on
 * 127.0.0.1:PORT. GET / answers a small JSON; POST /parse parses a JSON body (the draft save's
 * own body, sent by the bench) and answers a small JSON, so the portal's draft save can be set
 * beside "the same body merely parsed".
 */
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
app.post("/parse", async (request) => ({ parsed: typeof request.body === "object" && request.body !== null }));
app.listen({ port: Number(process.env.PORT ?? 3101), host: "127.0.0.1" }).catch((error: unknown) => {
  process.stderr.write(`bare Fastify could not start: ${String(error)}\n`);
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
