import { describe, expect, it } from "vitest";
import { db } from "#db/database.server";
import { siteTables, tablesIn } from "#db/site-copy.server";

describe("npm run db:copy", () => {
  it("knows every table the migrations create (a new table must be added to siteTables)", async () => {
    expect((await tablesIn(db)).sort()).toEqual([...siteTables, "content_version"].sort());
  });
});
