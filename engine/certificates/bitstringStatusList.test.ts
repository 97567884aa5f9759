import { describe, expect, it } from "vitest";
import { newBitstring, setStatusBit, STATUS_LIST_MIN_ENTRIES, statusBit, statusListCapacity, statusListEntries } from "./bitstringStatusList.ts";

describe("the W3C Bitstring Status List", () => {
  it("is at least 16 KB uncompressed, 131,072 entries, all clear (§2.1 and §6.1)", () => {
    const bits = newBitstring(10);
    expect(STATUS_LIST_MIN_ENTRIES).toBe(131_072);
    expect(bits.length).toBe(16 * 1024);
    expect(statusListEntries(bits)).toBe(131_072);
    expect(bits.every((byte) => byte === 0)).toBe(true);
    expect(statusListEntries(newBitstring(131_073))).toBe(262_144);
  });

  it("sets and reads each index's bit, index 0 the left-most bit of the first byte (§3.2)", () => {
    const bits = newBitstring(STATUS_LIST_MIN_ENTRIES);
    setStatusBit(bits, 0);
    setStatusBit(bits, 9);
    setStatusBit(bits, 131_071);
    expect([bits[0], bits[1], bits[16_383]]).toEqual([0b1000_0000, 0b0100_0000, 0b0000_0001]);
    expect([0, 1, 8, 9, 131_070, 131_071].map((index) => statusBit(bits, index))).toEqual([true, false, false, true, false, true]);
  });

  it("cannot say for an index past the end (a list older than the licence), and refuses to set one", () => {
    const bits = newBitstring(1);
    expect(statusBit(bits, 131_072)).toBeNull();
    expect(statusBit(bits, -1)).toBeNull();
    expect(() => setStatusBit(bits, 131_072)).toThrow(RangeError);
  });

  it("doubles its length while more than half of it is taken", () => {
    expect(statusListCapacity(0)).toBe(131_072);
    expect(statusListCapacity(65_535)).toBe(131_072);
    expect(statusListCapacity(65_536)).toBe(262_144);
    expect(statusListCapacity(131_072)).toBe(524_288);
  });
});
