/** What the registry page shows: the package names its repository, and the README's links work there. */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCS_BASE_URL } from "../../src/core/index.js";
import { games } from "../../src/index.js";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  repository?: { url?: string };
  homepage?: string;
  bugs?: { url?: string };
  files?: string[];
  exports: Record<string, string | { import: { types: string } }>;
  typesVersions?: Record<string, Record<string, string[]>>;
};
const REPO = "https://github.com/tesserae-games/tesserae";

describe("package.json metadata", () => {
  it("names the repository, the homepage and the issue tracker", () => {
    expect(pkg.repository?.url).toBe(`git+${REPO}.git`);
    expect(pkg.homepage).toBe(`${REPO}#readme`);
    expect(pkg.bugs?.url).toBe(`${REPO}/issues`);
  });
  it("ships the changelog", () => {
    expect(pkg.files).toContain("CHANGELOG.md");
    expect(readFileSync("CHANGELOG.md", "utf8")).toMatch(/^## \[Unreleased\]$/m);
  });
});

describe("typesVersions (TypeScript's `moduleResolution: node`, which ignores `exports`)", () => {
  it("maps every subpath of `exports` to the same declarations, and nothing else", () => {
    const fromExports = Object.fromEntries(
      Object.entries(pkg.exports)
        .filter(([subpath, target]) => subpath !== "." && typeof target !== "string")
        .map(([subpath, target]) => [subpath.slice("./".length), [(target as { import: { types: string } }).import.types]]),
    );
    expect(pkg.typesVersions?.["*"]).toEqual(fromExports);
  });
});

describe("the README on the registry page", () => {
  const readme = readFileSync("README.md", "utf8");
  const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  it("links only absolutely (a relative link is dead on the registry page)", () => {
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((t) => !/^https?:\/\//.test(t))).toEqual([]);
  });
  it("links into the repository only to files and folders that exist", () => {
    const inRepo = targets.filter((t) => t.startsWith(`${REPO}/blob/main/`) || t.startsWith(`${REPO}/tree/main/`));
    expect(inRepo.length).toBeGreaterThan(0);
    for (const t of inRepo) expect(existsSync(t.replace(/^.*?\/(?:blob|tree)\/main\//, "").split("#")[0]!), t).toBe(true);
  });
});

describe("every game's dataStatus on the registry page (or in a UI)", () => {
  it("links each caveat's docs section absolutely, into the repository, to a page that exists", () => {
    expect(DOCS_BASE_URL).toBe(`${REPO}/blob/main/`);
    const links = Object.values(games).flatMap((g) => g.dataStatus.caveats.map((c) => c.docs));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.startsWith(DOCS_BASE_URL), link).toBe(true);
      const [file, anchor] = link.slice(DOCS_BASE_URL.length).split("#");
      expect(existsSync(file!), link).toBe(true);
      // GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
      const anchors = [...readFileSync(file!, "utf8").matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^\p{L}\p{N} -]/gu, "")
          .replace(/ /g, "-"),
      );
      if (anchor !== undefined) expect(anchors, link).toContain(anchor);
    }
  });
});
