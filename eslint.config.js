// ESLint 9 flat config: the recommended sets for JavaScript, TypeScript, React, hooks and jsx-a11y
// (what the Remix templates use), with Prettier owning formatting.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Every page draws its icons from one SVG sprite (app/components/ui/lucide-sprite.tsx), never lucide's
// inline components (a copy of every path in the HTML and per-icon JavaScript).
const lucideIcons = { name: "lucide-react", message: "Import icons from ~/components/ui/lucide-sprite (add the icon there)." };

// Only app/db/ knows which database engine runs: the rest of app/ goes through Kysely, writeTransaction
// and app/db's helpers, so the engine (SQLite or PostgreSQL) is chosen in app/db/ alone (scripts/ and tests/ may open the file).
const engineOnly = [
  { name: "better-sqlite3", message: "Use Kysely through ~/db/db.server (getDb, writeTransaction) or a helper in app/db/." },
  { name: "pg", message: "Use Kysely through ~/db/db.server (getDb, writeTransaction) or a helper in app/db/." },
  {
    name: "~/db/db.server",
    importNames: ["sqliteConnection"],
    message: "The raw SQLite connection is for tests and scripts: add a helper in app/db/ instead.",
  },
];

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", "public/**", "data/**", "backups/**", "tests/.tmp/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "detect" } },
  },
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TypeScript checks props; React's prop-types are for untyped code.
      "react/prop-types": "off",
      // Scrollable table regions are focusable so keyboard users can scroll them (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region", "tabpanel"] }],
      // react-aria's Calendar autoFocus moves focus into the grid of the popover it opens (WAI-ARIA date picker pattern).
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}", "scripts/**", "tests/**", "server.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Every variable is described and checked once in server/env.js: the app reads them through env().
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: 'Read environment variables with env("NAME") from ~/lib/env.server (schema: server/env.js).' },
      ],
    },
  },
  // Imports app/ may not use. A later block's option list replaces an earlier one's, so each group of
  // files gets one block with every path that applies to it.
  {
    files: ["app/**"],
    ignores: ["app/components/ui/lucide-sprite.tsx", "app/db/**"],
    rules: { "no-restricted-imports": ["error", { paths: [lucideIcons, ...engineOnly] }] },
  },
  { files: ["app/components/ui/lucide-sprite.tsx"], rules: { "no-restricted-imports": ["error", { paths: engineOnly }] } },
  { files: ["app/db/**"], rules: { "no-restricted-imports": ["error", { paths: [lucideIcons] }] } },
  {
    // Models own the SQL and sit below everything but app/db and the infrastructure: a model never reaches up to
    // templates, UI, services or routes (the outbox model stores what an e-mail will say; the sender renders it),
    // and applies no policy: the rules that read app/policies are the services' (docs/decisions/1128-sql-in-models.md).
    files: ["app/models/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [lucideIcons, ...engineOnly],
          patterns: [
            {
              group: ["~/emails/*", "~/components/*", "~/services/*", "~/routes/*", "~/policies", "~/policies/*"],
              message: "Models import only app/db, lib, schemas and messages (see the README's Layout); rules live in services.",
            },
          ],
        },
      ],
    },
  },
  {
    // The e-mails are content, not pages: what they state about the rules comes from app/policies, never from a UI component.
    files: ["app/emails/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [lucideIcons, ...engineOnly],
          patterns: [
            {
              group: ["~/components/*", "~/routes/*", "~/web/*", "~/services/*", "~/models/*"],
              message: "E-mail templates import lib, schemas and policies only (a rule's wording: app/policies).",
            },
          ],
        },
      ],
    },
  },
  {
    // The rules' numbers and their wordings: pure, so components, templates, messages and services can all import them.
    // The one app module they read is the message catalogues (app/i18n), which word them in each language.
    files: ["app/policies/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [lucideIcons, ...engineOnly],
          patterns: [
            {
              group: ["~/*", "!~/i18n"],
              message: "app/policies imports no app module but the catalogues (~/i18n/i18n): it is data and wording only.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
