const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUES = new Map([...ALPHABET].map((char, value) => [char, value]));

/**
 * Bytes as base64url without padding (RFC 4648 §5), the alphabet of compact JWS and of the W3C
 * Bitstring Status List's `encodedList`. Written out rather than through Buffer or btoa, so the
 * server and the browser run the same code (decision 0067).
 */
export function toBase64url(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const word = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) text += ALPHABET[(word >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The bytes of base64url text (padding tolerated); null for text outside the alphabet or of an impossible length. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  const plain = text.replace(/=+$/, "");
  if (plain.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((plain.length * 6) / 8));
  let word = 0;
  let bits = 0;
  let at = 0;
  for (const char of plain) {
    const value = VALUES.get(char);
    if (value === undefined) return null;
    word = ((word << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (word >> bits) & 255;
    }
  }
  return bytes;
}
