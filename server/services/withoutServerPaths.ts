import { sep } from "node:path";
import { ROOT } from "../config.ts";

/**
 * `value` with the repository's folder on this server cut from every text, so a file is named as
 * the repository names it (`schemas/common/x.json`). The messages already say so at their source
 * (engine/node/sourceFiles.ts); this is the studio's last line for a message from a library that
 * names a path (issue 25 finding 5: no studio answer shows where the server is installed).
 */
export function withoutServerPaths<T>(value: T): T {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  const folder = JSON.stringify(ROOT + sep).slice(1, -1);
  return text.includes(folder) ? (JSON.parse(text.replaceAll(folder, "")) as T) : value;
}
