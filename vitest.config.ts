import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { catalogues } from "./scripts/vite-catalogues";

/**
 * Tests about the SQLite file itself (its lock, WAL checkpoints, the file backup and restore, its
 * query plans): their PostgreSQL counterparts are separate files that run in the postgres project only.
 */
const sqliteOnly = ["tests/integration/restore.test.ts", "tests/integration/wal-checkpoints.test.ts", "tests/integration/write-groups.test.ts"];
const postgresOnly = ["tests/integration/postgres-*.test.ts"];

export default defineConfig({
  plugins: [tsconfigPaths(), catalogues(import.meta.dirname)],
  test: {
    environment: "node",
    setupFiles: ["tests/setup/vitest.setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: postgresOnly,
        },
      },
      // The same suite again on PostgreSQL when TEST_DATABASE_URL names a database to make schemas in.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
                exclude: sqliteOnly,
                env: { TIGONI_TEST_ENGINE: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
