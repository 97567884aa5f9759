/** The JSON text columns' reader lives with the engine's node tools, which read the same database (engine/node/storedApplications.ts). */
export { parseJson } from "../../engine/node/parseJson.ts";
