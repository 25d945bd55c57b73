/**
 * A hung engine: answers `hello` (unless run with `--silent`), then never replies again and never
 * exits on its own, as an engine stuck in a loop would. Plain JavaScript with no imports, so it is
 * up and answering at once. Run as `node test/protocol/broken-engines/hung.mjs [--silent]`.
 */
const PROTOCOL = 1;
const silent = process.argv.includes("--silent");
let buffered = "";
let greeted = false;
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  buffered += chunk;
  const nl = buffered.indexOf("\n");
  if (silent || greeted || nl < 0) return;
  greeted = true;
  const { id } = JSON.parse(buffered.slice(0, nl));
  process.stdout.write(`${JSON.stringify({ id, ok: true, protocol: PROTOCOL, engine: "hung", games: [] })}\n`);
});
// Stays alive after stdin ends: only the harness's kill stops it.
setInterval(() => undefined, 60_000);
