/**
 * `npm start`. The Fastify server that serves the portal lands with the server issue; until then
 * this says so plainly and points at what works today, the engine's command line.
 */
const lines = [
  "The portal's server is not built yet: it comes with the server change (Fastify on http://localhost:3000).",
  "What works today is the definition engine:",
  "  npm run engine -- check",
  "  npm run engine -- evaluate --type <APP_TYPE> --answers <answers.json> [--today YYYY-MM-DD]",
  "  npm run engine -- test",
  "  npm run engine -- graph --type <APP_TYPE>",
];
process.stdout.write(`${lines.join("\n")}\n`);
