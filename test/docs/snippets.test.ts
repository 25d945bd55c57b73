/**
 * Every ```ts block of README.md and docs/**\/*.md type-checks against the built package, and every
 * block that is a complete program runs: docs that show code show code that works. Needs dist/
 * (`npx tsup`): blocks import `tesserae/...` as an app does, resolved through the package's own
 * `exports`.
 *
 * How a page's blocks are read:
 * - Each block is a module of its own, type-checked strictly (with `noUncheckedIndexedAccess`, so
 *   an index read needs its check or its `!`), all blocks in one compiler program.
 * - A page reads top to bottom: a block may use a name imported by a block above it on the same
 *   page without importing it again (that import is added before it).
 * - Names a block takes as given (the `state` of the paragraph before, a `game`) are declared in an
 *   HTML comment right above its fence, which the rendered page does not show; its text is
 *   TypeScript put before the block:
 *       <!-- snippet: import type { AzulState } from "tesserae/azul"; declare const state: AzulState; -->
 * - A block that needs nothing from its page (no import added, no snippet comment) and prints
 *   (`console.log`) is a complete program: it is also run with tsx and must exit 0.
 * - Pseudo-code is fenced as `text`, not `ts`.
 *
 * Errors are reported at the markdown file and line they come from.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
/** Where the blocks are written as modules: inside the package, so `tesserae/...` resolves to itself (gitignored). */
const OUT = join(ROOT, ".snippets");
const RUN_TIMEOUT_MS = 60_000;
/** typedoc's output (`npm run docs`, gitignored): generated, not written by hand. */
const GENERATED_API_DOCS = "docs/api";

/**
 * Blocks known to fail until pending work lands, keyed by "page#heading" with the reason. A listed
 * block must still fail: once it passes, the test says to take it off this list.
 */
const KNOWN_PENDING: ReadonlyMap<string, string> = new Map<string, string>([]);

interface Block {
  /** Page path relative to the root, e.g. "docs/guide.md". */
  readonly page: string;
  /** Line of the opening fence (1-based). */
  readonly line: number;
  /** The heading the block sits under. */
  readonly heading: string;
  readonly code: string;
  /** The snippet comment's TypeScript, and the line it starts on. */
  readonly context: { readonly code: string; readonly line: number } | null;
}

/** One import binding of a block, re-created on its own for later blocks of the page. */
interface Binding {
  readonly statement: string;
  readonly typeOnly: boolean;
  readonly line: number;
}

interface Module {
  readonly block: Block;
  readonly file: string;
  /** For each line of the module, the "page:line" it comes from. */
  readonly origin: readonly string[];
  readonly complete: boolean;
}

function pages(): string[] {
  const out = ["README.md"];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (path !== GENERATED_API_DOCS) walk(path);
      } else if (entry.name.endsWith(".md")) out.push(path);
    }
  };
  walk("docs");
  return out;
}

const SNIPPET_COMMENT = /^<!--\s*snippet:([\s\S]*?)-->$/;

function blocksOf(page: string): Block[] {
  const lines = readFileSync(join(ROOT, page), "utf8").split("\n");
  const blocks: Block[] = [];
  let heading = "";
  let inFence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const fence = /^(\s*)(`{3,})(\S*)/.exec(line);
    if (inFence !== null) {
      if (fence?.[2] === inFence && line.trim() === inFence) inFence = null;
      continue;
    }
    if (/^#+\s/.test(line)) heading = line.replace(/^#+\s*/, "").trim();
    if (fence === null) continue;
    inFence = fence[2] ?? "```";
    if (fence[3] !== "ts") continue;
    const indent = fence[1]?.length ?? 0;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && (lines[j] ?? "").trim() !== inFence; j++) body.push((lines[j] ?? "").slice(indent));
    blocks.push({ page, line: i + 1, heading, code: body.join("\n"), context: contextAbove(lines, i) });
    i = j;
    inFence = null;
  }
  return blocks;
}

/** The snippet comment ending on the last non-blank line above the fence at `fenceIndex`, if any. */
function contextAbove(lines: readonly string[], fenceIndex: number): Block["context"] {
  let end = fenceIndex - 1;
  while (end >= 0 && (lines[end] ?? "").trim() === "") end--;
  if (end < 0 || !(lines[end] ?? "").trim().endsWith("-->")) return null;
  let start = end;
  while (start > 0 && !(lines[start] ?? "").includes("<!--")) start--;
  const text = lines
    .slice(start, end + 1)
    .map((l) => l.trim())
    .join("\n");
  const match = SNIPPET_COMMENT.exec(text);
  return match ? { code: (match[1] ?? "").trim(), line: start + 1 } : null;
}

/** The import bindings of a block by local name, and the names it declares at its top level. */
function namesOf(code: string, firstLine: number): { imports: Map<string, Binding>; declared: Set<string>; used: Set<string> } {
  const source = ts.createSourceFile("block.ts", code, ts.ScriptTarget.ES2022, true);
  const imports = new Map<string, Binding>();
  const declared = new Set<string>();
  const used = new Set<string>();
  const lineOf = (node: ts.Node) => firstLine + source.getLineAndCharacterOfPosition(node.getStart()).line;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = statement.moduleSpecifier.getText(source);
      const clause = statement.importClause;
      if (clause === undefined) continue;
      const allTypes = clause.isTypeOnly;
      const add = (name: string, statementText: string, typeOnly: boolean) => imports.set(name, { statement: statementText, typeOnly, line: lineOf(statement) });
      if (clause.name) add(clause.name.text, `import ${allTypes ? "type " : ""}${clause.name.text} from ${from};`, allTypes);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) add(bindings.name.text, `import ${allTypes ? "type " : ""}* as ${bindings.name.text} from ${from};`, allTypes);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const e of bindings.elements) {
          const typeOnly = allTypes || e.isTypeOnly;
          const spec = e.propertyName ? `${e.propertyName.text} as ${e.name.text}` : e.name.text;
          add(e.name.text, `import ${typeOnly ? "type " : ""}{ ${spec} } from ${from};`, typeOnly);
        }
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) collectBindingNames(d.name, declared);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name) {
      declared.add(statement.name.text);
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, declared, used };
}

function collectBindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) into.add(name.text);
  else for (const e of name.elements) if (!ts.isOmittedExpression(e)) collectBindingNames(e.name, into);
}

/** Writes every block of every page as a module, with the imports and context it takes from its page. */
function writeModules(): Module[] {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const modules: Module[] = [];
  for (const page of pages()) {
    const pageImports = new Map<string, Binding>();
    for (const block of blocksOf(page)) {
      const own = namesOf(block.code, block.line + 1);
      const added: Binding[] = [];
      for (const name of own.used) {
        const earlier = pageImports.get(name);
        if (earlier && !own.imports.has(name) && !own.declared.has(name)) added.push(earlier);
      }
      const lines: string[] = [];
      const origin: string[] = [];
      for (const b of added) {
        lines.push(b.statement);
        origin.push(`${page}:${b.line} (an import of an earlier block)`);
      }
      const context = block.context;
      if (context) {
        context.code.split("\n").forEach((l, k) => {
          lines.push(l);
          origin.push(`${page}:${context.line + k} (the snippet comment)`);
        });
      }
      block.code.split("\n").forEach((l, k) => {
        lines.push(l);
        origin.push(`${page}:${block.line + 1 + k}`);
      });
      const file = join(OUT, `${page.replace(/[/.]/g, "_")}_${block.line}.ts`);
      writeFileSync(file, `${lines.join("\n")}\n`);
      const complete = added.length === 0 && block.context === null && /\bconsole\.log\(/.test(block.code);
      modules.push({ block, file, origin, complete });
      // Later blocks of the page see this block's imports; a value import wins over a type-only one.
      for (const [name, b] of own.imports) {
        const known = pageImports.get(name);
        if (known === undefined || (known.typeOnly && !b.typeOnly)) pageImports.set(name, b);
      }
    }
  }
  return modules;
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ["lib.es2022.d.ts"],
  types: ["node"],
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
};

/** Type-checks every module in one program; the error lines of each, placed on its markdown. */
function typeCheck(modules: readonly Module[]): Map<string, string[]> {
  const program = ts.createProgram(
    modules.map((m) => m.file),
    OPTIONS,
  );
  const errors = new Map<string, string[]>();
  for (const m of modules) {
    const source = program.getSourceFile(m.file);
    const diagnostics = source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
    errors.set(
      m.file,
      diagnostics.map((d) => {
        const at = d.file && d.start !== undefined ? m.origin[d.file.getLineAndCharacterOfPosition(d.start).line] : `${m.block.page}:${m.block.line}`;
        return `${at}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
      }),
    );
  }
  return errors;
}

const run = promisify(execFile);
const keyOf = (b: Block) => `${b.page}#${b.heading}`;

describe("code blocks of the docs", () => {
  const modules = writeModules();
  let errors = new Map<string, string[]>();

  beforeAll(() => {
    expect(existsSync(join(ROOT, "dist/index.d.ts")), "the docs' blocks import the built package: run `npx tsup` first").toBe(true);
    errors = typeCheck(modules);
  });

  it("finds the blocks", () => expect(modules.length).toBeGreaterThan(10));

  it("every known-pending block still names a block", () => {
    const keys = new Set(modules.map((m) => keyOf(m.block)));
    for (const key of KNOWN_PENDING.keys()) expect(keys, key).toContain(key);
  });

  for (const m of modules) {
    const where = `${m.block.page}:${m.block.line}`;
    const pending = KNOWN_PENDING.get(keyOf(m.block));
    if (pending !== undefined) {
      it(`${where} (known pending: ${pending}) still fails; once it passes, take it off KNOWN_PENDING`, () => {
        expect(errors.get(m.file)).not.toEqual([]);
      });
      continue;
    }
    it(`${where} type-checks`, () => expect(errors.get(m.file)).toEqual([]));
    if (m.complete) {
      it(`${where} runs`, async () => {
        const { stdout } = await run(process.execPath, ["--import", "tsx", relative(ROOT, m.file)], { cwd: ROOT, timeout: RUN_TIMEOUT_MS, encoding: "utf8" });
        expect(stdout.trim().length).toBeGreaterThan(0);
      });
    }
  }
});
