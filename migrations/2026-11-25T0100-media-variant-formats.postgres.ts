import { sql, type Kysely } from "kysely";

/*
 * The PostgreSQL twin of 2026-11-25T0100-media-variant-formats.sqlite.ts: the key of a media copy
 * grows to (mediaId, width, mime), changed in place. Never edit after it lands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table media_variants drop constraint media_variants_pk, add constraint media_variants_pk primary key ("mediaId", width, mime)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from media_variants where mime <> 'image/webp'`.execute(db);
  await sql`alter table media_variants drop constraint media_variants_pk, add constraint media_variants_pk primary key ("mediaId", width)`.execute(db);
}
