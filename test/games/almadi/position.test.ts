import { describe, expect, it } from "vitest";
import { validationField } from "../../helpers/errors.js";
import { almadi, almadiPosition } from "../../../src/games/almadi/index.js";
import { tileWith } from "./helpers.js";

describe("almadiPosition: a sound position from the parts a test cares about", () => {
  it("a new game ready to play, with a realm, rubies, cards and hired characters as described", () => {
    const oasis = tileWith("OAS");
    const s = almadiPosition({
      config: { characters: true },
      realms: [{ landscapes: { "1,1": oasis }, rubies: 4, mosaics: ["MOS06"], hired: ["abriza"] }],
    });
    expect(s.phase).toBe("play");
    expect(almadi.invariants(s)).toEqual([]);
    expect(s.players[0]!.realm["1,1"]).toBe(oasis);
    expect(s.rubies + s.players[0]!.rubies).toBe(30);
    expect(s.players[0]!.hired).toEqual(["abriza"]);
    expect(almadi.legalMoves(s).length).toBeGreaterThan(0);
  });

  it("names the part of an impossible description", () => {
    expect(validationField(() => almadiPosition({ realms: [{ landscapes: { "1,1": "NOPE" } }] }))).toBe("realms[0].landscapes.1,1");
    expect(validationField(() => almadiPosition({ realms: [{ rubies: 31 }] }))).toBe("realms[0].rubies");
    expect(validationField(() => almadiPosition({ realms: [{ hired: ["abriza"] }] }))).toBe("realms[0].hired");
    expect(validationField(() => almadiPosition({ realms: [{ mosaics: ["MOS06"] }, { mosaics: ["MOS06"] }] }))).toBe("realms[1].mosaics[0]");
    expect(validationField(() => almadiPosition({ startTiles: ["ST1", "ST1"] }))).toBe("startTiles[0]");
    expect(validationField(() => almadiPosition({ current: 2 }))).toBe("current");
  });
});
