import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The folder-level import graph of app/, db/ and migrations/: which folder's modules import which folder's, values only. */

const root = join(import.meta.dirname, "../..");
const sources = /\.(ts|tsx|mjs)$/;
const aliases: [string, string][] = [
  ["~/", "app/"],
  ["#db/", "db/"],
  ["#migrations/", "migrations/"],
];

/**
 * A feature folder (`app/features/<feature>/`) holds files of several floors side by side; each file's
 * name says its role, and the file counts in that role's folder: `*.route.*` a route module or a
 * route's helper, `*.service.server.ts` a service, `*.view.tsx` a view, `*.model.server.ts` a model.
 * Any other file (the forms' intents, plain constants) counts as a helper, so it may import only what
 * app/lib may (docs/decisions/0059-feature-folders.md).
 */
const featureRoles: [RegExp, string][] = [
  [/\.route(\.server)?$/, "app/routes"],
  [/\.service\.server$/, "app/services"],
  [/\.view$/, "app/components"],
  [/\.model\.server$/, "db/models"],
];

/** The folder a file counts in: app's first level (`app/routes`), `app` for its top files, `db/models`, `db`, `migrations`; a feature folder's file, its role's. */
export function folderOf(file: string) {
  const parts = file.split("/");
  if (parts[0] === "app" && parts[1] === "features" && parts.length > 3) {
    const stem = file.replace(/\.(tsx?|mjs)$/, "");
    return featureRoles.find(([pattern]) => pattern.test(stem))?.[1] ?? "app/lib";
  }
  if (parts[0] === "app") return parts.length > 2 ? `app/${parts[1]}` : "app";
  if (parts[0] === "db") return parts.length > 2 ? `db/${parts[1]}` : "db";
  return parts[0];
}

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return sources.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Value imports and re-exports; `import type` and `{ type A, type B }` are erased, so they do not count. */
const importPattern = /^\s*(?:import|export)\s+(?!type\s)(?:([^"';]*?)\s*from\s+)?["']([^"']+)["']/gm;
const onlyTypes = /^\{\s*type\s[^}]*\}$/;
const dynamicImportPattern = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function target(file: string, specifier: string) {
  for (const [alias, folder] of aliases) if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  if (specifier.startsWith(".")) return relative(root, join(root, dirname(file), specifier));
  return undefined;
}

/** Every arrow between two folders, as `from → to`, with the files that make it. */
export function folderImports(folders = ["app", "db", "migrations"]) {
  const arrows = new Map<string, Set<string>>();
  for (const file of folders.flatMap(filesUnder)) {
    const text = readFileSync(join(root, file), "utf8");
    const specifiers = [
      ...[...text.matchAll(importPattern)]
        .filter(([, clause = ""]) => !onlyTypes.test(clause.trim()) || /,\s*(?!type\s)\w/.test(clause))
        .map((match) => match[2]),
      ...[...text.matchAll(dynamicImportPattern)].map((match) => match[1]),
    ];
    for (const specifier of specifiers) {
      const to = target(file, specifier);
      if (!to) continue;
      const from = folderOf(file);
      const into = folderOf(to);
      if (from === into) continue;
      const arrow = `${from} → ${into}`;
      arrows.set(arrow, (arrows.get(arrow) ?? new Set()).add(file));
    }
  }
  return arrows;
}
