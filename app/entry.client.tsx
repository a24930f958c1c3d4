import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadCatalogue } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";

// The page's language's messages (one small chunk) before React takes over the server's markup: the language the
// server rendered it in, from <html lang>.
const pageLanguage = document.documentElement.lang;
await loadCatalogue(isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
