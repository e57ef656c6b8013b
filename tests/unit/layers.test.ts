import { describe, expect, it } from "vitest";
import { folderImports } from "../support/import-graph";

/**
 * The layers of docs/architecture.md#layers-and-the-import-rule, checked on the real imports: a folder
 * imports values only from the floors below its own. A new folder takes its floor here and in the doc.
 */
const floors = [
  ["app", "app/server", "app/cli", "app/vite"],
  ["app/routes"],
  ["app/services"],
  ["app/components"],
  ["app/lib"],
  ["app/schemas"],
  ["app/content"],
  ["app/locales"],
  ["app/config"],
  ["db/models"],
  ["db"],
  ["migrations"],
  ["app/domain"],
  ["app/entities"],
  ["app/fonts"],
];
const floorOf = (folder: string) => floors.findIndex((floor) => floor.includes(folder));
const arrows = [...folderImports()].map(([arrow, files]) => ({ arrow, files: [...files], from: arrow.split(" → ")[0], to: arrow.split(" → ")[1] }));

describe("the folder-level import graph", () => {
  it("reads the imports (the routes call the services and the models)", () => {
    expect(arrows.map(({ arrow }) => arrow)).toEqual(
      expect.arrayContaining(["app/routes → app/services", "app/routes → db/models", "db/models → db"]),
    );
  });

  it("has every folder on a floor", () => {
    expect(arrows.flatMap(({ from, to }) => [from, to]).filter((folder) => floorOf(folder) < 0)).toEqual([]);
  });

  it("has no arrow pointing up or sideways", () => {
    expect(arrows.filter(({ from, to }) => floorOf(from) >= floorOf(to)).map(({ arrow, files }) => `${arrow} (${files.join(", ")})`)).toEqual([]);
  });
});
