import { createHash } from "node:crypto";
import type { Definition } from "../types.ts";

/**
 * The content hash of a resolved definition (shared fragments and lists inlined): what makes a
 * version label name one text and no other (decision 0041). Whitespace and key order in the files
 * do not count; any change to what the engine reads does.
 */
export function definitionHash(definition: Definition): string {
  return createHash("sha256").update(JSON.stringify(definition)).digest("hex");
}
