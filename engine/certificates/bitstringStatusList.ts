/**
 * The W3C Bitstring Status List v1.0 (https://www.w3.org/TR/vc-bitstring-status-list/): one bit per
 * issued licence, set when it is revoked; the list is published GZIP-compressed and base64url
 * encoded (decision 0067). The compression sits with the caller (Node's zlib on the server, the
 * browser's DecompressionStream on /verify), so this stays the same code in both.
 */

/** §2.1 / §6.1: a list is at least 16 KB uncompressed, 131,072 entries, so one holder hides among many. */
export const STATUS_LIST_MIN_ENTRIES = 131_072;

/** The bits of a list of at least `entries` entries, all clear, rounded up to a whole minimum-size block. */
export function newBitstring(entries: number): Uint8Array {
  const blocks = Math.max(1, Math.ceil(entries / STATUS_LIST_MIN_ENTRIES));
  return new Uint8Array((blocks * STATUS_LIST_MIN_ENTRIES) / 8);
}

/** How many entries the bits hold. */
export const statusListEntries = (bits: Uint8Array): number => bits.length * 8;

/** §3.2: index 0 is the left-most bit of the first byte (its most significant bit). */
const position = (index: number) => ({ byte: index >> 3, mask: 0x80 >> (index & 7) });

/** Sets the bit of `index` (revoked). An index past the end is the caller's mistake. */
export function setStatusBit(bits: Uint8Array, index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= statusListEntries(bits)) throw new RangeError(`status list index ${index} outside 0..${statusListEntries(bits) - 1}`);
  const { byte, mask } = position(index);
  bits[byte] = (bits[byte] ?? 0) | mask;
}

/** Whether the bit of `index` is set (revoked); null for an index the list does not reach (a list older than the licence). */
export function statusBit(bits: Uint8Array, index: number): boolean | null {
  if (!Number.isInteger(index) || index < 0 || index >= statusListEntries(bits)) return null;
  const { byte, mask } = position(index);
  return ((bits[byte] ?? 0) & mask) !== 0;
}

/**
 * How many entries the list has while `issued` licences hold an index: the minimum, doubled while
 * more than half of it is taken, so a random free index is found in a try or two (§6.1 advises
 * random indexes, which keep the order of issue out of the QR code).
 */
export function statusListCapacity(issued: number): number {
  let capacity = STATUS_LIST_MIN_ENTRIES;
  while (issued * 2 >= capacity) capacity *= 2;
  return capacity;
}
