import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** How many rows `table` holds (a tab's count, a copy's or a restore's report). */
export async function countRows(db: Kysely<Database>, table: keyof Database) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
