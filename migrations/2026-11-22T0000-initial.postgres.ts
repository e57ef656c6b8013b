import { sql, type Kysely } from "kysely";

/**
 * The PostgreSQL twin of 2026-11-22T0000-initial.ts: the same tables, columns and rules in
 * PostgreSQL's types (identity ids, booleans, timestamptz, citext for case-insensitive emails).
 * Never edit after it lands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Emails are unique whatever their case, and found whatever case is typed (SQLite's NOCASE).
  await sql`create extension if not exists citext`.execute(db);
  const now = sql`now()`;

  await db.schema
    .createTable("content_items")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) =>
      c.notNull().check(sql`type in ('text', 'title', 'icon', 'button', 'image')`),
    )
    .addColumn("valueAr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("valueEn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("content_items_page").on("content_items").columns(["page", "category"]).execute();

  await db.schema
    .createTable("button_links")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("contentKey", "text", (c) => c.notNull().unique())
    .addColumn("linkType", "text", (c) =>
      c.notNull().defaultTo("external").check(sql`"linkType" in ('external', 'internal', 'section')`),
    )
    .addColumn("externalUrl", "text")
    .addColumn("internalPage", "text")
    .addColumn("sectionId", "text")
    .addColumn("isActive", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("header_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("logoUrl", "text", (c) => c.notNull().defaultTo("/images/logo.svg"))
    .addColumn("logoSize", "text", (c) => c.notNull().defaultTo("medium"))
    .addColumn("showPages", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("showLanguageSwitcher", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("buttonUrl", "text", (c) => c.notNull().defaultTo("/download"))
    .addColumn("buttonTextAr", "text", (c) => c.notNull().defaultTo("حمّل التطبيق"))
    .addColumn("buttonTextEn", "text", (c) => c.notNull().defaultTo("Download the app"))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.insertInto("header_settings").values({ id: 1 }).execute();

  await db.schema
    .createTable("footer_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("logoUrl", "text", (c) => c.notNull().defaultTo("/images/logo.svg"))
    .addColumn("logoSize", "text", (c) => c.notNull().defaultTo("medium"))
    .addColumn("showPages", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("showSocialLinks", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("copyrightTextAr", "text", (c) => c.notNull().defaultTo("© 2026 مهامي. جميع الحقوق محفوظة."))
    .addColumn("copyrightTextEn", "text", (c) => c.notNull().defaultTo("© 2026 Mahami. All rights reserved."))
    .addColumn("contactPhone", "text", (c) => c.notNull().defaultTo("+974 4000 0000"))
    .addColumn("contactEmail", "text", (c) => c.notNull().defaultTo("support@mahami.qa"))
    .addColumn("contactAddressAr", "text", (c) => c.notNull().defaultTo("الدوحة، قطر"))
    .addColumn("contactAddressEn", "text", (c) => c.notNull().defaultTo("Doha, Qatar"))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.insertInto("footer_settings").values({ id: 1 }).execute();

  await db.schema
    .createTable("team_members")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("imageUrl", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("isActive", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("fullName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("isRead", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("contact_messages_created").on("contact_messages").columns(["createdAt"]).execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("email", sql`citext`, (c) => c.notNull().unique())
    .addColumn("passwordHash", "text", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("createdAt", "timestamptz", (c) => c.notNull())
    .addColumn("lastSeenAt", "timestamptz", (c) => c.notNull())
    .addColumn("expiresAt", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("userId").execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("email", sql`citext`, (c) => c.notNull().unique())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("ar"))
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "newsletter_subscribers",
    "sessions",
    "users",
    "contact_messages",
    "team_members",
    "footer_settings",
    "header_settings",
    "button_links",
    "content_items",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
