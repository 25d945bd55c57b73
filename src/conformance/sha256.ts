/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, in plain synchronous JavaScript: the conformance
 * kit hashes move lists in browsers and Node alike, and WebCrypto's digest is asynchronous.
 */
import { required } from "../core/required.js";

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4 §4.2.2). */
const K = /* @__PURE__ */ roundConstants();
/** The first 32 bits of the fractional parts of the square roots of the first 8 primes (§5.3.3). */
const H0: readonly [number, number, number, number, number, number, number, number] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

function roundConstants(): Uint32Array {
  const out = new Uint32Array(64);
  let n = 0;
  for (let candidate = 2; n < 64; candidate++) {
    let prime = true;
    for (let d = 2; d * d <= candidate; d++) if (candidate % d === 0) prime = false;
    if (!prime) continue;
    const root = Math.cbrt(candidate);
    out[n++] = Math.floor((root - Math.floor(root)) * 2 ** 32) >>> 0;
  }
  return out;
}

/** The SHA-256 digest of the UTF-8 encoding of `text`, as 64 lower-case hex digits. */
export function sha256Hex(text: string): string {
  return digestHex(new TextEncoder().encode(text));
}

/** The SHA-256 digest of `bytes`, as 64 lower-case hex digits. */
export function digestHex(bytes: Uint8Array): string {
  // Padding: a 1 bit, zeros up to 56 mod 64 bytes, then the bit length as a 64-bit big-endian number.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const data = new Uint8Array(blocks * 64);
  data.set(bytes);
  data[bytes.length] = 0x80;
  const view = new DataView(data.buffer);
  const bits = bytes.length * 8;
  view.setUint32(data.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(data.length - 4, bits >>> 0);
  let [h0, h1, h2, h3, h4, h5, h6, h7] = H0;
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 64; t++) {
      const a = required(w[t - 15], "a word of the message schedule");
      const b = required(w[t - 2], "a word of the message schedule");
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[t] = (required(w[t - 16], "a word of the message schedule") + s0 + required(w[t - 7], "a word of the message schedule") + s1) >>> 0;
    }
    let a = h0,
      b = h1,
      c = h2,
      d = h3,
      e = h4,
      f = h5,
      g = h6,
      hh = h7;
    for (let t = 0; t < 64; t++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + required(K[t], "a round constant") + required(w[t], "a word of the message schedule")) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
    h5 = (h5 + f) >>> 0;
    h6 = (h6 + g) >>> 0;
    h7 = (h7 + hh) >>> 0;
  }
  return [h0, h1, h2, h3, h4, h5, h6, h7].map((x) => x.toString(16).padStart(8, "0")).join("");
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}
