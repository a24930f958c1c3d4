import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadCatalogue } from "~/i18n/i18n";
import { languageOfPath } from "~/i18n/languages";

// The page's language's messages (one small chunk) before React takes over the server's markup.
await loadCatalogue(languageOfPath(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
