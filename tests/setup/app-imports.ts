import { existsSync } from "node:fs";
import path from "node:path";

/** The project's app/ folder, where `~/` points. */
export const APP_DIR = path.resolve(__dirname, "../../app");
const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];

/**
 * The source file an import specifier in `from` names (`~/…` or relative), or undefined for a package (named by its
 * specifier) or a path that is no source file.
 */
export function resolveAppImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP_DIR, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && /\.(tsx?|js)$/.test(candidate));
}
