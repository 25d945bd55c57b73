/**
 * The figures docs/protocol.md quotes about compact arrays are the server's own: a 2-player Castles
 * of Burgundy observation and action mask, measured through the protocol as a client sees them.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createServer } from "../../src/conformance/protocol/index.js";

const PAGE = readFileSync(resolve(import.meta.dirname, "../../docs/protocol.md"), "utf8");
const BYTES_PER_KB = 1000;
const number = (text: string | undefined): number => Number((text ?? "").replaceAll(",", ""));

describe("docs/protocol.md figures", () => {
  it("quotes the Castles of Burgundy observation and mask sizes the server sends", () => {
    const server = createServer();
    const setup = server.handle({ op: "setup", game: "castles-of-burgundy", players: 2, seed: 1 });
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    const call = (op: string, encoding: string) => {
      const r = server.handle({ op, session: setup.session, encoding });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r as Record<string, unknown>;
    };
    const array = call("observation", "array");
    const floats = call("observation", "base64");
    const bits = call("action_mask", "bits");
    const packed = call("action_mask", "base64");

    const obs = /Castles of Burgundy observation, ([\d,]+) numbers: about (\d+) KB as `array`, (\d+) KB as `base64`/.exec(PAGE);
    expect(obs, "the observation sentence").not.toBeNull();
    expect(number(obs?.[1])).toBe(array.size);
    expect(number(obs?.[2])).toBe(Math.round(JSON.stringify(array.observation).length / BYTES_PER_KB));
    expect(number(obs?.[3])).toBe(Math.round(String(floats.observation).length / BYTES_PER_KB));

    const mask = /(\d+) actions are (\d+) characters as `bits` and (\d+) as `base64`/.exec(PAGE);
    expect(mask, "the mask sentence").not.toBeNull();
    expect(number(mask?.[1])).toBe(bits.size);
    expect(number(mask?.[2])).toBe(String(bits.mask).length);
    expect(number(mask?.[3])).toBe(String(packed.mask).length);
  });
});
