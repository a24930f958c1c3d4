import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_SHELL } from "../../vite.config";
import { APP_DIR, resolveAppImport } from "../setup/app-imports";

// The public shell (vite.config.ts's `site` chunk) is downloaded by every public page, and Rollup puts into it every
// module its modules import that no other chunk owns first, with every export anyone uses. A rating summary that
// imported the review schema once brought zod and the whole message catalogue to every page (+27 KB gzip). So no
// module of the shell may reach, by value imports, zod or app/messages.ts.

const root = path.resolve(APP_DIR, "..");
const app = APP_DIR;

/** A module a specifier names: the source file, or the package by its name. */
const resolve = (from: string, specifier: string) =>
  specifier.startsWith("~/") || specifier.startsWith(".") ? resolveAppImport(from, specifier) : specifier;

/** What a module imports for its values (type-only imports and re-exports are erased; dynamic imports are other chunks). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s*)?["']([^"']+)["']/g)) {
    if (m[1]) continue;
    const target = resolve(file, m[2]);
    if (target) found.push(target);
  }
  return found;
}

/** The shell's modules: every file of app/ that vite.config.ts puts in the `site` chunk. */
const shell = readdirSync(app, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(tsx?|js)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => SITE_SHELL.test(file.replaceAll("\\", "/")));

/** The path by which `start` reaches a module that `bad` names, or undefined. */
function reach(start: string, bad: (module: string) => boolean): string[] | undefined {
  const seen = new Set<string>();
  const walk = (module: string, trail: string[]): string[] | undefined => {
    if (bad(module)) return [...trail, module];
    if (seen.has(module) || !module.startsWith(app)) return undefined;
    seen.add(module);
    for (const next of valueImports(module)) {
      const hit = walk(next, [...trail, module]);
      if (hit) return hit;
    }
    return undefined;
  };
  return walk(start, []);
}

const name = (module: string) => (module.startsWith(root) ? path.relative(root, module) : module);

describe("the public shell", () => {
  it("is made of the modules vite.config.ts names", () => {
    expect(shell.map(name)).toEqual(
      expect.arrayContaining([
        "app/components/site/header.tsx",
        "app/components/site/property-card.tsx",
        "app/components/site/booking-form-lazy.tsx",
      ]),
    );
  });

  it.each(["zod", "app/messages.ts"])("reaches %s from none of its modules", (target) => {
    const paths = shell.map((module) => reach(module, (m) => name(m) === target)).filter((p) => p !== undefined);
    expect(paths.map((p) => p.map(name).join(" -> "))).toEqual([]);
  });
});
