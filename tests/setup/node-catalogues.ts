// A child process started with tsx (not through Vite) has no `virtual:catalogue/*` modules: it compiles the catalogues
// with the same compiler the build uses and registers them, as the server entry does with the built ones.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileCatalogue } from "../../scripts/vite-catalogues";
import { registerCatalogue } from "~/i18n/i18n";
import { LANGUAGES } from "~/i18n/languages";

for (const language of LANGUAGES) {
  const source = JSON.parse(readFileSync(fileURLToPath(new URL(`../../app/i18n/catalogues/${language}.json`, import.meta.url)), "utf8")) as Record<
    string,
    string
  >;
  registerCatalogue(language, compileCatalogue(source) as never);
}
