/**
 * The compact array encodings of the protocol (docs/protocol.md, "Compact arrays"): masks as a
 * string of 0/1, a base64 bitset or the legal indices; observations as numbers or base64 Float32.
 */

/** A 0/1 mask as a string of `'0'` and `'1'`, action 0 first. */
export function maskBits(mask: Uint8Array): string {
  let s = "";
  for (const m of mask) s += m ? "1" : "0";
  return s;
}

/**
 * A 0/1 mask as base64 of a bitset: action `i` is bit `i % 8` (least significant first) of byte
 * `floor(i / 8)`, so NumPy reads it with `unpackbits(..., bitorder="little")[:size]`.
 */
export function maskBase64(mask: Uint8Array): string {
  const bytes = new Uint8Array(Math.ceil(mask.length / 8));
  for (let i = 0; i < mask.length; i++) if (mask[i]) bytes[i >> 3] = (bytes[i >> 3] ?? 0) | (1 << (i & 7));
  return Buffer.from(bytes).toString("base64");
}

/** The indices of the legal actions, ascending. */
export function maskIndices(mask: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) out.push(i);
  return out;
}

/** Base64 of the observation's numbers as little-endian 32-bit floats. */
export function floatsBase64(values: Float32Array): string {
  const buf = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => buf.writeFloatLE(v, i * 4));
  return buf.toString("base64");
}

/** Decodes {@link maskBase64}'s bitset back to a 0/1 mask of `size` actions. */
export function maskFromBase64(text: string, size: number): Uint8Array {
  const bytes = Buffer.from(text, "base64");
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = ((bytes[i >> 3] ?? 0) >> (i & 7)) & 1;
  return out;
}

/** Decodes {@link floatsBase64} back to numbers. */
export function floatsFromBase64(text: string): Float32Array {
  const buf = Buffer.from(text, "base64");
  const out = new Float32Array(buf.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = buf.readFloatLE(i * 4);
  return out;
}
