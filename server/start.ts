/**
 * `npm start`. The Fastify server that serves the portal lands with the server issue; until then
 * this says so plainly and points at what works today, the engine's command line.
 */
const lines = [
  "The portal's server is not built yet: it comes with the server change (Fastify on http://localhost:3000).",
  "What works today is the definition engine:",
  "  npm run engine -- check",
  "  npm run engine -- evaluate --type APPLICATION_FOR_LICENCE --answers fixtures/examples/licence-recreational.json --today 2026-11-22",
  "  npm run engine -- test",
  "  npm run engine -- graph --type APPLICATION_FOR_LICENCE",
];
process.stdout.write(`${lines.join("\n")}\n`);
