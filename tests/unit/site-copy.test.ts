import { describe, expect, it } from "vitest";
import { db } from "#db/database.server";
import { insertBatches, maxBatchBytes, nodeTables, searchTables, siteTables, tablesIn } from "#db/site-copy.server";

describe("npm run db:copy", () => {
  it("knows every table the migrations create (a new table must be added to siteTables, nodeTables or searchTables when it is not the site's)", async () => {
    expect((await tablesIn(db)).sort()).toEqual([...siteTables, ...nodeTables, ...searchTables, "content_version"].sort());
  });

  it("cuts a table's inserts by bytes, so a media library is never one huge statement", () => {
    const mebibyte = 1024 * 1024;
    const image = (id: number, size: number) => ({ id, mime: "image/jpeg", data: new Uint8Array(size) });
    const rows = [image(1, 20 * mebibyte), image(2, 8 * mebibyte), image(3, 8 * mebibyte), image(4, 40 * mebibyte), image(5, 10)];
    expect(maxBatchBytes).toBe(32 * mebibyte);
    // 1 + 2 + 3 would pass 32 MiB; an image larger than the limit goes alone.
    expect(insertBatches(rows).map((batch) => batch.map((row) => row.id))).toEqual([[1, 2], [3], [4], [5]]);
  });

  it("cuts a table's inserts by parameters (SQLite takes at most 32,766 in one statement)", () => {
    const rows = Array.from({ length: 25_000 }, (_, id) => ({ id, key: `k${id}`, value: "v" }));
    expect(insertBatches(rows).map((batch) => batch.length)).toEqual([10_000, 10_000, 5_000]);
    expect(insertBatches([])).toEqual([]);
  });
});
