// The message catalogues (app/i18n/catalogues/<language>.json, ICU MessageFormat) compiled ahead, at build time, by
// Lingui's own compiler: `import messages from "virtual:catalogue/sw"` is the Swahili catalogue as Lingui's compiled
// messages, so neither the server nor the browser parses a message at run time and the parser never ships. One module
// per language: the browser loads only its page's language (docs/decisions/1128-languages-lingui.md).
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:catalogue/";
const RESOLVED = "\0catalogue:";

export function compileCatalogue(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

export function catalogues(root: string): Plugin {
  const directory = path.join(root, "app", "i18n", "catalogues");
  return {
    name: "tigoni-catalogues",
    resolveId(id) {
      if (id.startsWith(PREFIX)) return RESOLVED + id.slice(PREFIX.length);
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No catalogue for ${language}`);
      const file = path.join(directory, `${language}.json`);
      this.addWatchFile(file);
      const compiled = compileCatalogue(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
