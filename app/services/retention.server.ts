import { purgeOutbox } from "#db/models/outbox.server";
import { redactDeletedPersonalData } from "#db/models/revisions.server";

/*
 * How long personal data outlives its use (docs/decisions/0034-attack-run-2026-11-25.md): the
 * sweeper calls this every 10 minutes on every node; each step is an idempotent write by time.
 */

const day = 24 * 60 * 60 * 1000;
/** Sent and failed emails: the dashboard's outbox history (a sent email keeps only its envelope). */
export const outboxRetentionMs = 30 * day;
/** A deleted team member's email and phone in its revisions, while an undo is still likely. */
export const deletedPersonalDataRetentionMs = 30 * day;

export async function sweepPersonalData(now: number) {
  await purgeOutbox(new Date(now - outboxRetentionMs).toISOString());
  await redactDeletedPersonalData(new Date(now - deletedPersonalDataRetentionMs).toISOString());
}
