import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_DIR, resolveAppImport } from "../setup/app-imports";

// No two modules of app/ lean on each other, even through others or by a type alone: a circle makes the load
// order matter and ties the two into one piece (a lazily loaded chunk that imports its loader is loaded with it).

const root = APP_DIR;

const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(tsx?|js)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

function resolve(from: string, specifier: string): string | undefined {
  const file = resolveAppImport(from, specifier);
  return file && files.includes(file) ? file : undefined;
}

/** Every module of app/ a file imports (static, dynamic, type-only and re-exports alike). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((m) => m[1]);
  return [...new Set(specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined))];
}

/** The groups of two or more files that reach each other (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(path.relative(root, w));
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("imports", () => {
  it("form no circle in app/", () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });
});
