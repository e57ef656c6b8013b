import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { configDefaults } from "vitest/config";
import { iconSprite } from "./app/vite/icon-sprite.ts";
import { publicScript } from "./app/vite/public-script.ts";
import { serverOnlyOpenApi } from "./app/vite/server-only-openapi.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The small modules the public layout needs on every page travel as one file: one request and
 * one gzip stream instead of seven files of a few hundred bytes each.
 */
const siteShellModules = [
  "app/config/site.ts",
  "app/config/pages.ts",
  "app/content/header-footer.ts",
  "app/content/translate.ts",
  "app/schemas/honeypot.ts",
  "app/components/site/honeypot.tsx",
  "app/components/ui/sprite-icon.tsx",
];

const isSiteShellModule = (id: string) => siteShellModules.some((module) => id.endsWith(module));

/** package.json's version, for GET /api/openapi.json's `info.version` (app/ imports nothing outside its floors). */
const { version } = JSON.parse(readFileSync(here("./package.json"), "utf8")) as { version: string };

/**
 * Tests (mostly browser tests) whose outcome cannot turn on which database is underneath: `npm test` runs them on
 * the SQLite pass only, so the PostgreSQL pass spends its time on what touches SQL. Either they
 * read nothing a query decides (rendering, accessibility, page weight, error pages, frames), or
 * they check what the browser shows of data whose every query an HTTP test (named) runs on both
 * databases: concurrent saves, publishing and schedules, sessions and factors, roles, search and
 * analytics each have one. Passkeys stay on both (no HTTP test holds a virtual authenticator).
 */
const databaseIndependent = [
  "tests/e2e/public-pages.test.ts",
  "tests/e2e/foundation-chrome.test.ts",
  "tests/e2e/media-page-weight.test.ts",
  "tests/e2e/search-accessibility.test.ts",
  "tests/e2e/error-boundaries.test.ts",
  "tests/e2e/forbidden-frame.test.ts", // tests/http/forbidden-frame.test.ts
  "tests/e2e/admin-no-js.test.ts", // tests/http/api-admin.test.ts, tests/http/roles.test.ts
  "tests/e2e/content-slices.test.ts", // tests/http/content-slices.test.ts
  "tests/e2e/company-facts.test.ts", // tests/http/company-facts.test.ts
  "tests/e2e/history-activity.test.ts", // tests/http/history-activity.test.ts
  "tests/e2e/media-in-place.test.ts", // tests/http/media.test.ts, tests/http/media-shapes.test.ts
  "tests/e2e/media-library.test.ts", // tests/http/media.test.ts
  "tests/e2e/public-content.test.ts", // tests/http/api-content.test.ts, tests/http/public-cache.test.ts
  "tests/e2e/public-forms.test.ts", // tests/http/public-forms.test.ts
  "tests/e2e/recovery-codes.test.ts", // tests/http/recovery-codes.test.ts
  "tests/e2e/security-injection.test.ts", // tests/http/security-text.test.ts
  "tests/e2e/admin-dashboard.test.ts", // tests/http/api-admin.test.ts, tests/http/public-cache.test.ts, tests/http/roles.test.ts
  "tests/e2e/email.test.ts", // tests/http/email.test.ts
  "tests/e2e/dashboard-navigation.test.ts", // tests/http/roles.test.ts (which tabs a role reaches)
  "tests/e2e/admin-drafts.test.ts", // tests/http/editorial-drafts.test.ts, tests/http/publish-language.test.ts
  "tests/e2e/edit-conflict.test.ts", // tests/http/versions.test.ts (stale writes refused with the object as it is now)
  "tests/e2e/publish-all.test.ts", // tests/http/publish-all.test.ts
  "tests/e2e/schedules.test.ts", // tests/http/schedules.test.ts
  "tests/e2e/analytics.test.ts", // tests/http/analytics.test.ts
  "tests/e2e/two-factor.test.ts", // tests/http/two-factor.test.ts, tests/http/factor-changes.test.ts, tests/http/require-two-factor.test.ts
  "tests/e2e/roles.test.ts", // tests/http/roles.test.ts
  "tests/e2e/security-sessions.test.ts", // tests/http/security-sessions.test.ts
  "tests/e2e/search.test.ts", // tests/http/search-api.test.ts, tests/http/search-pages.test.ts
  "tests/e2e/invitations.test.ts", // tests/http/invitations.test.ts (invite, accept, the Accounts tab's facts)
  "tests/e2e/bilingual-records.test.ts", // tests/http/faq-records.test.ts, tests/http/api-public.test.ts and api-admin.test.ts (the team's English fields)
  "tests/e2e/passkeys.test.ts", // tests/http/factor-changes.test.ts (a software passkey added, used to sign in and removed)
  "tests/e2e/unsaved-changes.test.ts", // the guard is the browser's; the refused saves it meets, tests/http/versions.test.ts
  // Sockets, timeouts and body limits; its one query, the messages CSV, tests/http/email.test.ts runs on both.
  "tests/http/security-connections.test.ts",
  // Signals and the drain; /readyz's database round trip runs on both in tests/resilience/rolling-restart.test.ts.
  "tests/http/readiness.test.ts",
];

export default defineConfig({
  define: { __MAHAMI_VERSION__: JSON.stringify(version) },
  // The production server (Express + the React Router handler) is bundled into
  // build/server/index.js so `npm run serve` is a single `node` command.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./app/server/index.ts" } } },
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "site-shell", test: isSiteShellModule }] } } } } },
  },
  plugins: process.env.VITEST ? [] : [iconSprite(), publicScript(), tailwindcss(), reactRouter(), serverOnlyOpenApi()],
  resolve: {
    alias: { "~": here("./app"), "#db": here("./db"), "#migrations": here("./migrations") },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          globalSetup: ["tests/support/unit-global-setup.ts"],
          setupFiles: ["tests/support/unit-setup.ts"],
          // Two at a time, as the server tests (Vitest's default is one fewer than the cores: one here).
          maxWorkers: 2,
        },
      },
      {
        // HTTP and browser tests start the production build (npm run build first).
        extends: true,
        test: {
          name: "server",
          include: ["tests/http/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_POSTGRES_URL ? databaseIndependent : [])],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // After the unit tests, in a group of its own (it has its own worker count).
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Load, crash and fuzz runs: one file at a time, last.
        extends: true,
        test: {
          name: "resilience",
          include: ["tests/resilience/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
