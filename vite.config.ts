import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { readEnvVar } from "./server/env.js";
import { catalogues } from "./scripts/vite-catalogues";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isTest = process.env.VITEST === "true";

/** Modules of the public layout and its shared bits (not route modules, not the lazily loaded ones). */
export const SITE_SHELL =
  /\/app\/(?:components\/site\/(?:header|footer|chrome|brand-mark|section|meta|social-icons|pending|booking-form-lazy|property-card|hero-banner)\.tsx?|components\/ui\/(?:button|toaster|lucide-sprite)\.tsx?|lib\/(?:use-hydrated|nonce|toast|money|places)\.ts)$|vite\/preload-helper/;

export default defineConfig({
  plugins: [
    // Vitest runs models and routes directly; the Remix plugin is only for the app build.
    !isTest &&
      remix({
        // BUILD_DIR lets two test runs on one machine build side by side.
        buildDirectory: readEnvVar("BUILD_DIR"),
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
    tsconfigPaths(),
    catalogues(import.meta.dirname),
  ],
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // The small modules every public page needs on first paint travel in one file: one
        // request and one gzip window instead of a dozen tiny ones (~5 KB less on a first visit).
        manualChunks(id) {
          if (SITE_SHELL.test(id.replaceAll("\\", "/"))) return "site";
        },
      },
    },
  },
  server: {
    port: 3000,
  },
});
