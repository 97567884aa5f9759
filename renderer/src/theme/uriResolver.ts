/**
 * What RJSF asks of fast-uri (`@rjsf/utils`' findSchemaDefinition: `equal` and `resolve`, for a
 * schema's `$id` and `$ref`), done with the browser's own URL. The client build puts it in
 * fast-uri's place (vite.config.ts): fast-uri was 23 KB of the wizard's JavaScript, about 7 KB
 * gzip, for a path the portal's schemas never take, since every definition is served with its
 * `$ref`s resolved (engine/refs). Kept correct all the same for a schema that has one.
 */

/** A reference resolved against a base: a fragment kept on the base's document, anything else through URL (left as written when the base is no URL). */
function resolve(base: string, ref: string): string {
  if (ref.startsWith("#")) return `${base.split("#")[0] ?? ""}${ref}`;
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

/** Whether two identifiers name the same thing: the same text once URL has normalised them (scheme and host without case). */
function equal(a: string, b: string): boolean {
  const plain = (uri: string) => {
    try {
      return new URL(uri).href;
    } catch {
      return uri;
    }
  };
  return plain(a) === plain(b);
}

export default { resolve, equal };
