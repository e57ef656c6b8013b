// ESLint (flat config). `npm run lint` runs this and then `prettier --check .`; Prettier owns
// formatting, so eslint-config-prettier switches off every stylistic rule that would argue with it.
//
// The import rules encode the layering by folder, not by file, so they survive files moving:
//
//   app/routes ─▶ app/services ─▶ db/models ─▶ db (connection) ─▶ app/domain ─▶ app/entities
//   app/routes, app/services ─▶ app/{components,lib,schemas,content,config} ─▶ app/domain ─▶ app/entities
//   migrations/ ─▶ nothing of app/ or db/ but types
//
// Paths are resolved through tsconfig.json ("~/*", "#db/*", "#migrations/*"), so an alias and a
// relative path to the same file are the same import to these rules.
import js from "@eslint/js";
import prettier from "eslint-config-prettier/flat";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// Import strings that reach db/ or a *.server module, for the rules that must allow `import type`
// (@typescript-eslint/no-restricted-imports matches the string as written, so both the alias and a
// relative path are listed).
const dbImport = "^(#db(/|$)|(\\.\\./)+db(/|$))";
const appImport = "^(~(/|$)|(\\.\\./)+app(/|$))";
const serverModule = "(\\.server(\\.[cm]?[jt]sx?)?$|(^|/)\\.server(/|$))";

export default defineConfig(
  globalIgnores(["build/", ".react-router/", "node_modules/", "test-results/", "bench-results/", "data/", "public/"]),

  js.configs.recommended,
  tseslint.configs.recommended,
  // React code lives in app/ only; the hooks rules run the React Compiler's analysis, which is the
  // slowest part of the run, so the tests, db/ and migrations/ are spared it.
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },

  // Promises are awaited, returned or handed over on purpose (`void` marks one left to run): a
  // background loop or a write nobody waits for fails silently otherwise. These two rules need the
  // types, so only they run with the TypeScript program (docs/decisions/0056-type-aware-lint-for-promises.md).
  {
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },

  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json`, alwaysTryTypes: true })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      // TypeScript (strict, verbatimModuleSyntax) already checks these better.
      "no-undef": "off",
      // The control characters in regular expressions here are deliberate: the URL and text
      // checks (app/services/auth.server.ts, app/schemas/fields.ts) exist to refuse them.
      "no-control-regex": "off",
      // `_name` marks a deliberately unused argument or destructured rest sibling.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Types are imported with `import type` / `type X` so they are erased from the client bundle
      // (and so the layering rules below can tell a type import from a value import).
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],

      // No import cycles anywhere (type-only imports are erased, so they don't count).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],

      // The layering, by resolved path.
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              // A feature folder's route files (`*.route.*`, docs/decisions/0059-feature-folders.md) count as app/routes.
              target: ["app/!(routes|features)/**", "app/*", "app/features/**/!(*.route.*)", "db/**", "migrations/**"],
              from: "app/routes",
              message: "Only app/routes imports from app/routes: move shared code to app/lib, app/services or app/components.",
            },
            {
              target: ["app/!(routes|features)/**", "app/*", "app/features/**/!(*.route.*)", "db/**", "migrations/**"],
              from: "app/features/**/*.route.*",
              message: "Only route modules import a feature's route files (`*.route.*`).",
            },
            {
              target: "app/features/**/*.model.server.ts",
              from: "app",
              except: ["./domain"],
              message: "A feature's model sits with db/models: of app/ it reads only the plain facts in app/domain.",
            },
            // (Imports of app/routes are covered by the zone above for every folder below.)
            {
              target: "db",
              from: "app/components",
              message: "db/ sits below the app: it must not import views.",
            },
            {
              target: "db/**",
              from: "app",
              except: ["./domain", "./entities"],
              message: "db/ sits below the app: of app/ it reads only the plain facts in app/domain and the entity descriptors in app/entities.",
            },
            {
              target: "app/domain/**",
              from: "app",
              except: ["./domain", "./entities"],
              message: "app/domain holds plain facts that db/ reads: of app/ it imports only the entity descriptors (app/entities).",
            },
            {
              target: "app/entities/**",
              from: "app",
              except: ["./entities"],
              message: "app/entities holds the entity descriptors, plain data on the lowest floor: it imports nothing else of app/.",
            },
            {
              target: "app/domain/**",
              from: "db",
              message: "app/domain holds plain facts that db/ reads: it imports nothing of db/.",
            },
            {
              target: "app/lib/**",
              from: "app/services",
              message: "app/lib holds plain helpers below the services: a helper that needs the database is a service (app/services).",
            },
            {
              target: "db/*",
              from: "db/models",
              message: "The connection layer (db/*) sits below db/models.",
            },
            {
              target: "app/schemas",
              from: ["db", "app/components"],
              message: "Schemas are shared by client and server: no db/ and no components.",
            },
            {
              target: ["app/lib", "app/services", "app/features/**/*.service.server.ts"],
              from: ["app/components/**", "app/features/**/*.view.tsx"],
              message: "app/lib and app/services are server and shared logic: they must not import views.",
            },
          ],
        },
      ],
    },
  },

  // react-i18next's hook copies the i18next instance and builds a `t` per component per server render;
  // app/lib/use-translation.ts keeps one per language (docs/decisions/0020-measured-performance-budgets.md).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/use-translation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-i18next", importNames: ["useTranslation"], message: "Import useTranslation from ~/lib/use-translation." }] },
      ],
    },
  },

  // Client views: types only from db/, and no *.server module (React Router refuses those in the
  // client bundle). `import type` is erased, so it is allowed.
  {
    files: ["app/components/**", "app/features/**/*.view.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: dbImport,
              allowTypeImports: true,
              message: "Components may import only types from db/: use `import type`.",
            },
            {
              regex: serverModule,
              allowTypeImports: true,
              message: "Components are client code: import only types from *.server modules (`import type`).",
            },
          ],
        },
      ],
    },
  },

  // Migrations are frozen history: they must not change when the app or the models do.
  {
    files: ["migrations/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `${dbImport}|${appImport}`,
              allowTypeImports: true,
              message: "Migrations import nothing from app/ or db/ but types.",
            },
          ],
        },
      ],
    },
  },

  // Kysely's documented migration signature is `Kysely<any>` (a migration must not depend on
  // today's schema), and tests read JSON bodies of whatever shape they expect.
  {
    files: ["migrations/**", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },

  // Plain JavaScript (this file, tests/run.mjs): no TypeScript-only rules.
  {
    files: ["**/*.{js,mjs,cjs}"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },

  prettier,
);
