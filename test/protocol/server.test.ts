import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { games, Rng, sampleChance, type AnyGame } from "../../src/index.js";
import { AecEnv, azulActionSpace, azulObservation } from "../../src/rl/index.js";
import { createServer, floatsFromBase64, maskFromBase64, PROTOCOL_VERSION, serveLines } from "../../src/conformance/protocol/index.js";

type Ok = Record<string, any> & { ok: true };

function client(options: Parameters<typeof createServer>[0] = {}) {
  const server = createServer(options);
  let id = 0;
  const call = (op: string, fields: Record<string, unknown> = {}) => server.handle({ id: ++id, op, ...fields });
  const ok = (op: string, fields: Record<string, unknown> = {}): Ok => {
    const r = call(op, fields);
    if (!r.ok) throw new Error(`${op} failed: ${JSON.stringify(r.error)}`);
    return r as Ok;
  };
  return { server, call, ok };
}

describe("protocol server", () => {
  it("says hello with its version, games and limits", () => {
    const { ok } = client();
    const r = ok("hello");
    expect(r.protocol).toBe(PROTOCOL_VERSION);
    expect(r.games.map((g: { id: string }) => g.id)).toEqual(Object.keys(games));
    expect(r.limits.maxLine).toBeGreaterThan(0);
  });

  it("plays a seeded game move by move exactly as the engine does", () => {
    const { ok } = client();
    for (const game of Object.values(games) as AnyGame[]) {
      const s = ok("setup", { game: game.id, players: 2, seed: 11 });
      let state = game.setup({ players: 2, seed: 11 });
      const rng = Rng.fromSeed(3);
      for (let i = 0; i < 30 && !game.isTerminal(state); i++) {
        const p = game.activePlayers(state)[0]!;
        const legal = game.legalMoves(state, p);
        expect(ok("legal_moves", { session: s.session, player: p }).moves).toEqual(JSON.parse(JSON.stringify(legal)));
        const move = rng.pick(legal);
        const r = ok("apply", { session: s.session, move, player: p });
        state = game.applyMove(state, move, p);
        expect(r.decision).toEqual(JSON.parse(JSON.stringify(game.decision(state))));
        expect(r.moves).toBe(i + 1);
      }
      expect(ok("state", { session: s.session }).state).toEqual(JSON.parse(JSON.stringify(state)));
      expect(ok("score", { session: s.session }).score).toEqual(JSON.parse(JSON.stringify(game.score(state))));
      expect(ok("view", { session: s.session, player: 1 }).view).toEqual(JSON.parse(JSON.stringify(game.playerView(state, 1))));
    }
  });

  it("plays explicit chance: outcomes, apply_chance, and a load of the chance node", () => {
    const { ok } = client();
    const game = games.azul as AnyGame;
    const s = ok("setup", { game: "azul", players: 2, chance: "explicit" });
    expect(s.chance).toBe(true);
    let pos: unknown = game.setup({ players: 2, chance: "explicit" });
    const rng = Rng.fromSeed(5);
    for (let i = 0; i < 200 && !(!game.isChanceNode(pos) && game.isTerminal(pos)); i++) {
      if (game.isChanceNode(pos)) {
        const outcomes = game.chanceOutcomes(pos);
        expect(ok("chance_outcomes", { session: s.session }).outcomes).toEqual(JSON.parse(JSON.stringify(outcomes)));
        const move = sampleChance(outcomes, rng);
        ok("apply_chance", { session: s.session, outcome: move.outcome });
        pos = game.applyMove(pos, move);
      } else {
        const move = rng.pick(game.legalMoves(pos));
        ok("apply", { session: s.session, move });
        pos = game.applyMove(pos, move);
      }
    }
    const saved = ok("state", { session: s.session }).state;
    expect(saved).toEqual(JSON.parse(JSON.stringify(pos)));
    const loaded = ok("load", { game: "azul", state: saved, session: "copy" });
    expect(loaded.session).toBe("copy");
    expect(ok("decision", { session: "copy" }).decision).toEqual(ok("decision", { session: s.session }).decision);
  });

  it("serves the RL calls as the AEC environment computes them, in every encoding", () => {
    const { ok } = client();
    const env = new AecEnv(games.azul, azulActionSpace, azulObservation, { players: 2, seed: 9 });
    const s = ok("setup", { game: "azul", players: 2, seed: 9 });
    const rng = Rng.fromSeed(8);
    const spaces = ok("spaces", { session: s.session, labels: true });
    expect(spaces.actionCount).toBe(180);
    expect(spaces.actionLabels).toHaveLength(180);
    for (const agent of env.agentIter()) {
      const { observation, mask } = env.last();
      const bits = ok("action_mask", { session: s.session }).mask as string;
      expect(bits).toBe(Array.from(mask).join(""));
      expect(Array.from(maskFromBase64(ok("action_mask", { session: s.session, encoding: "base64" }).mask, mask.length))).toEqual(Array.from(mask));
      const obs = ok("observation", { session: s.session, encoding: "base64" });
      expect(obs.player).toBe(agent);
      expect(floatsFromBase64(obs.observation)).toEqual(observation);
      expect(ok("observation", { session: s.session }).observation).toEqual(Array.from(observation));
      const legal = ok("action_mask", { session: s.session, encoding: "indices" }).mask as number[];
      const action = rng.pick(legal);
      ok("apply_action", { session: s.session, action });
      env.step(action);
    }
    const end = ok("decision", { session: s.session });
    expect(end.terminal).toBe(true);
    expect(ok("score", { session: s.session }).score).toEqual(JSON.parse(JSON.stringify(games.azul.score(env.state))));
  });

  it("serves the RL calls in explicit-chance mode: a completed move may end at a chance node", () => {
    const { ok, call } = client();
    const s = ok("setup", { game: "azul", players: 2, chance: "explicit" });
    const rng = Rng.fromSeed(4);
    let status = s;
    let chanceAfterAction = false;
    for (let i = 0; i < 400 && !status.terminal; i++) {
      if (status.chance) {
        expect(call("action_mask", { session: s.session })).toMatchObject({ ok: false, error: { code: "CHANCE_PENDING" } });
        const outcomes = ok("chance_outcomes", { session: s.session }).outcomes as { move: { outcome: number } }[];
        status = ok("apply_chance", { session: s.session, outcome: rng.pick(outcomes).move.outcome });
      } else {
        const legal = ok("action_mask", { session: s.session, encoding: "indices" }).mask as number[];
        status = ok("apply_action", { session: s.session, action: rng.pick(legal) });
        if (status.chance) chanceAfterAction = true;
      }
    }
    expect(chanceAfterAction).toBe(true);
  });

  it("takes a factored move action by action and refuses a whole move while one is pending", () => {
    const { ok, call } = client();
    const s = ok("setup", { game: "castles-of-burgundy", players: 2, seed: 4 });
    const first = (ok("action_mask", { session: s.session, encoding: "indices" }).mask as number[])[0]!;
    const r = ok("apply_action", { session: s.session, action: first });
    if (!r.complete) {
      expect(r.prefix).toEqual([first]);
      const refused = call("apply", { session: s.session, move: {} });
      expect(refused).toMatchObject({ ok: false, error: { code: "ACTION_PENDING" } });
    }
    const reset = ok("reset", { session: s.session });
    expect(reset.prefix).toEqual([]);
    expect(reset.moves).toBe(0);
  });

  it("plays server-side bots", () => {
    const { ok, call } = client();
    const s = ok("setup", { game: "karesansui", players: 2, seed: 2 });
    let r = ok("bot_move", { session: s.session, bot: "random" });
    expect(r.moves).toBe(1);
    while (!r.terminal) r = ok("bot_move", { session: s.session, bot: "greedy" });
    expect(call("bot_move", { session: s.session, bot: "greedy" })).toMatchObject({ ok: false, error: { code: "GAME_OVER" } });
    expect(call("bot_move", { session: s.session, bot: "./evil.mjs" })).toMatchObject({ ok: false, error: { code: "UNKNOWN_BOT", field: "bot" } });
  });

  it("answers every bad request with a typed error and changes nothing", () => {
    const { ok, call, server } = client({ maxSessions: 2 });
    const s = ok("setup", { game: "azul", players: 2, seed: 1 });
    const before = ok("state", { session: s.session }).state;
    const bad: [unknown, string, string?][] = [
      [null, "BAD_REQUEST"],
      [[1, 2], "BAD_REQUEST"],
      [{ op: "setup", game: "azul", players: 2, seed: 1, extra: 1 }, "BAD_REQUEST", "extra"],
      [{ op: "setup", game: "chess", players: 2, seed: 1 }, "UNKNOWN_GAME", "game"],
      [{ op: "setup", game: "azul", players: 2 }, "BAD_REQUEST", "seed"],
      [{ op: "setup", game: "azul", players: 2, seed: 1, config: { wall: "purple" } }, "INVALID"],
      [{ op: "setup", game: "azul", players: "two", seed: 1 }, "BAD_REQUEST", "players"],
      [{ op: "__proto__" }, "UNKNOWN_OP", "op"],
      [{ id: { x: 1 }, op: "hello" }, "BAD_REQUEST", "id"],
      [{ op: "apply", session: "nope", move: {} }, "UNKNOWN_SESSION", "session"],
      [{ op: "apply", session: s.session, move: { type: "take", source: 99, colour: "B", line: 1 } }, "NO_SUCH_FACTORY"],
      [{ op: "apply", session: s.session, move: { type: "take", source: 0, colour: "B", line: 1 }, player: 1 }, "NOT_YOUR_TURN"],
      [{ op: "apply_action", session: s.session, action: 179_000 }, "INVALID"],
      [{ op: "apply_chance", session: s.session, outcome: 0 }, "NO_CHANCE_PENDING"],
      [{ op: "view", session: s.session, player: 7 }, "INVALID"],
      [{ op: "load", game: "azul", state: { hostile: true } }, "INVALID"],
      [{ op: "setup", game: "azul", players: 2, seed: 1, session: s.session }, "SESSION_EXISTS", "session"],
    ];
    for (const [request, code, field] of bad) {
      const r = server.handle(request);
      expect(r.ok, JSON.stringify(request)).toBe(false);
      if (r.ok) continue;
      expect(r.error.code, JSON.stringify(request)).toBe(code);
      if (field !== undefined) expect(r.error.field).toBe(field);
    }
    expect(ok("state", { session: s.session }).state).toEqual(before);
    ok("setup", { game: "azul", players: 2, seed: 1 });
    expect(call("setup", { game: "azul", players: 2, seed: 1 })).toMatchObject({ ok: false, error: { code: "TOO_MANY_SESSIONS" } });
    ok("close", { session: s.session });
    expect(server.sessions).toBe(1);
    expect(call("state", { session: s.session })).toMatchObject({ ok: false, error: { code: "UNKNOWN_SESSION" } });
  });

  it("names the field to blame: an unknown key, a missing or mistyped op, a config key, an action", () => {
    const { ok, server } = client();
    const s = ok("setup", { game: "azul", players: 2, seed: 1 });
    const cases: [unknown, string, string][] = [
      [{ id: 1, op: "hello", zzz: 1 }, "BAD_REQUEST", "zzz"],
      [{ op: "setup", game: "azul", players: 2, seed: 1, zzz: 1 }, "BAD_REQUEST", "zzz"],
      [{ op: "legal_moves", session: s.session, zzz: 1 }, "BAD_REQUEST", "zzz"],
      [{ id: 3 }, "BAD_REQUEST", "op"],
      [{ id: 2, op: 5 }, "BAD_REQUEST", "op"],
      [{ op: "fly" }, "UNKNOWN_OP", "op"],
      [{ op: "setup", game: "azul", players: 2, seed: 1, config: { foo: 1 } }, "INVALID", "config.foo"],
      [{ op: "setup", game: "azul", players: 2, chance: "explicit", config: { foo: 1 } }, "INVALID", "config.foo"],
      [{ op: "apply_action", session: s.session, action: 179_000 }, "INVALID", "action"],
    ];
    for (const [request, code, field] of cases) {
      const r = server.handle(request);
      expect(r.ok ? null : [r.error.code, r.error.field], JSON.stringify(request)).toEqual([code, field]);
    }
  });

  it("refuses a seat outside the session's game on every op that takes one, and changes nothing", () => {
    const { ok, server } = client();
    const s = ok("setup", { game: "castles-of-burgundy", players: 2, seed: 1 });
    const before = ok("state", { session: s.session }).state;
    const seatOps: [string, Record<string, unknown>][] = [
      ["legal_moves", {}],
      ["apply", { move: {} }],
      ["describe", { move: {} }],
      ["view", {}],
      ["action_mask", {}],
      ["observation", {}],
      ["apply_action", { action: 0 }],
      ["bot_move", { bot: "random" }],
    ];
    for (const [op, fields] of seatOps) {
      for (const player of [2, 5, -1, 0.5]) {
        const r = server.handle({ op, session: s.session, player, ...fields });
        expect(r.ok ? null : [r.error.code, r.error.field], `${op} player ${player}`).toEqual(["INVALID", "player"]);
      }
    }
    const render = server.handle({ op: "render", session: s.session, viewer: 2 });
    expect(render.ok ? null : [render.error.code, render.error.field]).toEqual(["INVALID", "viewer"]);
    expect(ok("observation", { session: s.session, player: "spectator" }).player).toBe("spectator");
    expect(ok("legal_moves", { session: s.session, player: 1 }).moves).toEqual([]);
    expect(ok("state", { session: s.session }).state).toEqual(before);
  });

  it("serves lines: bad JSON, an over-long line and blank lines leave the stream running", async () => {
    const server = createServer({ maxLine: 200 });
    const input = new PassThrough();
    const output = new PassThrough();
    let out = "";
    output.on("data", (c: Buffer) => (out += c.toString()));
    const done = serveLines(server, input, output);
    input.write('\n   \n\t\r\n{"id":1,"op":"hello"}\r\n\n');
    input.write("{not json\n");
    input.write(`{"id":2,"op":"hello","pad":"${"x".repeat(150)}`);
    input.write(`${"y".repeat(150)}"}\n`);
    input.end('{"id":3,"op":"hello"}');
    await done;
    const replies = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(replies.map((r) => [r.id, r.ok, r.error?.code])).toEqual([
      [1, true, undefined],
      [null, false, "BAD_JSON"],
      [null, false, "LINE_TOO_LONG"],
      [3, true, undefined],
    ]);
  });
});
