import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";

const virtualId = "virtual:public-script";
const resolvedId = `\0${virtualId}`;
const entry = fileURLToPath(new URL("../entry.public.ts", import.meta.url));

/**
 * `import publicScript from "virtual:public-script"`: app/entry.public.ts bundled and minified by
 * Vite into one ES module, as a string the site layout inlines (docs/decisions/0024-static-public-pages.md).
 * Inline, the public pages make no request for JavaScript, and the CSP allows it by its hash.
 */
export function publicScript(): Plugin {
  return {
    name: "mahami-public-script",
    resolveId(id) {
      if (id === virtualId) return resolvedId;
    },
    async load(id) {
      if (id !== resolvedId) return;
      this.addWatchFile(entry);
      const output = await build({
        configFile: false,
        logLevel: "silent",
        build: {
          write: false,
          minify: true,
          target: "es2022",
          copyPublicDir: false,
          modulePreload: false,
          rolldownOptions: { input: entry, output: { format: "es", codeSplitting: false } },
        },
      });
      const [result] = Array.isArray(output) ? output : [output];
      if (!("output" in result)) throw new Error("the public script build returned no output");
      const code = result.output.find((chunk) => chunk.type === "chunk")!.code.trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
