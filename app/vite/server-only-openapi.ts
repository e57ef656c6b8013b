import { createRequire } from "node:module";
import { parse } from "@babel/parser";
import { deadCodeElimination, findReferencedIdentifiers } from "babel-dead-code-elimination";
import type { Plugin, Rollup } from "vite";

/** @babel/generator (also what React Router's build uses, pinned beside the parser and the dead-code pass in package.json); it ships no types. */
const { default: generate } = createRequire(import.meta.url)("@babel/generator") as {
  default: (ast: unknown, options: { sourceMaps: boolean; sourceFileName: string }, code: string) => { code: string; map: Rollup.SourceMapInput };
};

/** An /api route module: under app/routes/api, or a feature folder's `api-*.route.ts` (docs/decisions/0059-feature-folders.md). */
const apiRoute = /\/app\/(routes\/api\/.+|features\/[^/]+\/api-[^/]+\.route)\.ts$/;

/**
 * The `openapi` export of an /api route module (app/services/openapi.server.ts) is read on the
 * server only, like `loader` and `action`: React Router strips those two from the browser's copy of
 * a route module, and this plugin strips `openapi` too, then the imports only it used (zod schemas,
 * app/services/openapi.server.ts). Without it the browser build would refuse the module, which
 * names `.server` modules through an export it keeps (docs/decisions/0038-openapi-from-the-schemas.md).
 */
export function serverOnlyOpenApi(): Plugin {
  return {
    name: "mahami-server-only-openapi",
    transform(code, id, options) {
      const file = id.split("?")[0];
      if (options?.ssr || !apiRoute.test(file) || !code.includes("openapi")) return;
      const ast = parse(code, { sourceType: "module" });
      const referenced = findReferencedIdentifiers(ast);
      const body = ast.program.body;
      const at = body.findIndex(
        (statement) =>
          statement.type === "ExportNamedDeclaration" &&
          statement.declaration?.type === "VariableDeclaration" &&
          statement.declaration.declarations.some((declarator) => declarator.id.type === "Identifier" && declarator.id.name === "openapi"),
      );
      if (at === -1) return;
      body.splice(at, 1);
      deadCodeElimination(ast, referenced);
      return generate(ast, { sourceMaps: true, sourceFileName: file }, code);
    },
  };
}
