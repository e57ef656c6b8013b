import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { iconNames } from "../content/icon-catalogue.ts";

const lucideImport = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** `<svg …>inner</svg>` of an icon of the set → `<symbol id=…>inner</symbol>`. */
function symbolOf(name: string) {
  const component = (lucide as unknown as Record<string, ComponentType>)[name];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  const inner = renderToStaticMarkup(createElement(component))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
}

function sprite(names: Iterable<string>) {
  const symbols = [...new Set(names)].sort().map(symbolOf).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
}

/**
 * Icons cost no JavaScript: every `import { A, B as C } from "lucide-react"` in app code becomes
 * sprite references (app/components/ui/sprite-icon.tsx), and the client build emits
 * /icons.svg with a <symbol> for each icon used plus the whole icon catalogue.
 */
export function iconSprite(): Plugin {
  const used = new Set<string>(iconNames);
  return {
    name: "mahami-icon-sprite",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id) || !code.includes("lucide-react")) return;
      let changed = false;
      const result = code.replace(lucideImport, (_match, typeOnly: string | undefined, specifiers: string) => {
        changed = true;
        const lines: string[] = [];
        for (const specifier of specifiers
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const isType = Boolean(typeOnly) || specifier.startsWith("type ");
          const [imported, local = imported] = specifier.replace(/^type\s+/, "").split(/\s+as\s+/);
          if (isType || imported === "LucideIcon" || imported === "LucideProps") {
            lines.push(`type ${local} = import("~/components/ui/sprite-icon").SpriteIconComponent;`);
            continue;
          }
          used.add(imported);
          lines.push(`const ${local} = __spriteIcon(${JSON.stringify(imported)});`);
        }
        return `import { spriteIcon as __spriteIcon } from "~/components/ui/sprite-icon";\n${lines.join("\n")}`;
      });
      return changed ? { code: result, map: null } : undefined;
    },
    generateBundle() {
      if (this.environment?.name === "client") {
        this.emitFile({ type: "asset", fileName: "icons.svg", source: sprite(used) });
      }
    },
    configureServer(server) {
      server.middlewares.use("/icons.svg", (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite(used));
      });
    },
  };
}
