import fc from "fast-check";

/** Keys that pollute Object.prototype when a server merges bodies naively. */
export const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "__defineGetter__", "hasOwnProperty", "toString"] as const;

/** Strings an attacker sends: unicode of every plane, NUL, controls, right-to-left marks, paths, markup, SQL, formats. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u202Egnp.exe",
    "../../../etc/passwd",
    "..\\..\\windows",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "%00",
    "%",
    "%E0%A4%A",
    "NaN",
    "Infinity",
    "-1",
    "0",
    "1e309",
    "9007199254740993",
    "true",
    "null",
    "undefined",
    "[]",
    "{}",
    "2026-02-30",
    "0000-00-00",
    "data:image/png;base64,",
    "data:image/png;base64,%%%",
    "__proto__",
    "constructor",
    // One-time codes (decision 0044): the right shape but never sent, lower case, full-width letters.
    "22222-22222",
    "7kq2m xh9pa",
    "ＡＢＣＤＥ-ＦＧＨＪＫ",
    "x".repeat(70_000),
  ),
);

/** Any JSON value, weighted towards the wrong types and shapes a route does not expect. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom(...POLLUTION_KEYS)), tie("value"), { maxKeys: 4 }),
    fc.jsonValue({ maxDepth: 3 }),
  ),
})).value;

/** An object nested `depth` levels deep: parsers and validators that recurse. */
export const deepValue: fc.Arbitrary<unknown> = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

/**
 * A JSON text whose object carries prototype-pollution keys as its own members (an object
 * literal cannot: `{__proto__: x}` sets the prototype), then the rest of `base`'s members.
 */
export function withPollution(base: Record<string, unknown>, polluted: unknown): string {
  const rest = JSON.stringify(base).slice(1);
  const inner = JSON.stringify({ polluted: polluted ?? true, isAdmin: true, role: "admin" });
  return `{"__proto__":${inner},"constructor":{"prototype":${inner}}${rest === "}" ? "}" : `,${rest}`}`;
}

/** A route's body as the fuzz sends it: raw text and its content type. */
export interface FuzzBody {
  text?: string;
  contentType?: string;
}

/**
 * Bodies for a route whose schema knows `keys` and whose valid example is `valid`: the valid body
 * with one member replaced or added, an object of the known keys with wrong values, arbitrary
 * JSON, a deep nesting, pollution keys, text that is not JSON, or nothing.
 */
export function fuzzBody(keys: readonly string[], valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), nastyString) : nastyString;
  const json = (value: unknown): FuzzBody => ({ text: JSON.stringify(value), contentType: "application/json" });
  return fc.oneof(
    fc.tuple(key, nastyValue).map(([k, v]) => json({ ...valid, [k]: v })),
    fc.tuple(key, nastyValue).map(([k, v]) => ({ text: withPollution({ ...valid, [k]: v }, v), contentType: "application/json" })),
    (keys.length > 0 ? fc.record(Object.fromEntries(keys.map((k) => [k, nastyValue])), { requiredKeys: [] }) : fc.dictionary(nastyString, nastyValue, { maxKeys: 5 })).map(json),
    nastyValue.map(json),
    deepValue.map(json),
    fc.constantFrom<FuzzBody>({}, { text: "", contentType: "application/json" }, { text: "{", contentType: "application/json" }, { text: "null", contentType: "application/json" }, { text: '"x"', contentType: "application/json" }, { text: "a=1&b[]=2", contentType: "application/x-www-form-urlencoded" }, { text: "\u0000\u0001", contentType: "text/plain" }, { text: "--x\r\n\r\n", contentType: "multipart/form-data; boundary=x" }),
    nastyString.map((text) => ({ text, contentType: "application/json" })),
  );
}

/** A query string: documented names (or any) with wrong values, repeated, empty or encoded badly. */
export function fuzzQuery(names: readonly string[]): fc.Arbitrary<string> {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), nastyString) : nastyString;
  const pair = fc.tuple(name, nastyString).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return fc.oneof(fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join("&")), fc.constantFrom("%", "a=%E0%A4%A", "a[b][c]=1", "__proto__[x]=1", "constructor[prototype][x]=1", "=&&="));
}

/** A path parameter: usually something that is not an id of the right kind, sometimes A's real one. */
export function fuzzParam(real: string): fc.Arbitrary<string> {
  return fc.oneof(fc.constant(real), nastyString.filter((s) => s.length > 0).map(encodeURIComponent), fc.constantFrom("0", "-1", "1.5", "99999999999999999999", "%2e%2e", "%00", "null", "1e3"));
}
