import { z } from "zod";
import { id, timestamp } from "./answers";

/** A whole row as stored, flags as booleans. */
const row = z.record(z.string(), z.unknown());

/** One revision of an item (`Revision` of the OpenAPI document): `number` is its place in the item's history, 1 the oldest. */
export const revisionResponse = z.object({
  id,
  number: z.number().int().positive(),
  entity: z.string(),
  entityId: id,
  action: z.enum(["create", "update", "delete", "restore"]),
  before: row.nullable(),
  after: row.nullable(),
  actorEmail: z.string(),
  restoredFrom: id.nullable(),
  restoredFromNumber: z.number().int().positive().nullable(),
  createdAt: timestamp,
});

/** One line of the activity log (`ActivityEntry` of the OpenAPI document). */
export const activityEntryResponse = z.object({
  id,
  at: timestamp,
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  ip: z.string(),
  summary: z.string(),
});

/** A page of 50, newest first, and how many there are in all. */
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), page: z.number().int().positive(), total: z.number().int().min(0) });

export const revisionPageResponse = pageOf(revisionResponse);
export const activityPageResponse = pageOf(activityEntryResponse);
