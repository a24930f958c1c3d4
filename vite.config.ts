import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isTest = process.env.VITEST === "true";

export default defineConfig({
  plugins: [
    // Vitest runs models and routes directly; the Remix plugin is only for the app build.
    !isTest &&
      remix({
        // BUILD_DIR lets two test runs on one machine build side by side.
        buildDirectory: process.env.BUILD_DIR || "build",
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
    tsconfigPaths(),
  ],
  build: {
    target: "es2022",
  },
  server: {
    port: 3000,
  },
});
