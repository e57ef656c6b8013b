import type { Migration, MigrationProvider } from "kysely/migration";
import * as initial from "./2026-11-22T0000-initial";
import * as initialPostgres from "./2026-11-22T0000-initial.postgres";
import * as sessionDevices from "./2026-11-23T0000-session-devices";
import * as sharedStatePostgres from "./2026-11-23T1200-shared-state.postgres";
import * as sharedStateSqlite from "./2026-11-23T1200-shared-state.sqlite";
import * as dashboardIndexes from "./2026-11-23T1300-dashboard-indexes";
import * as revisionsAndActivityPostgres from "./2026-11-24T0100-revisions-and-activity.postgres";
import * as revisionsAndActivitySqlite from "./2026-11-24T0100-revisions-and-activity.sqlite";
import * as draftsPostgres from "./2026-11-24T0200-drafts-translation-status.postgres";
import * as draftsSqlite from "./2026-11-24T0200-drafts-translation-status.sqlite";
import * as mediaPostgres from "./2026-11-24T0300-media.postgres";
import * as mediaSqlite from "./2026-11-24T0300-media.sqlite";
import * as emailOutboxPostgres from "./2026-11-24T0400-email-outbox.postgres";
import * as emailOutboxSqlite from "./2026-11-24T0400-email-outbox.sqlite";
import * as mediaVariantFormatsPostgres from "./2026-11-25T0100-media-variant-formats.postgres";
import * as mediaVariantFormatsSqlite from "./2026-11-25T0100-media-variant-formats.sqlite";
import * as personalDataRetention from "./2026-11-25T1200-personal-data-retention";
import * as twoFactor from "./2026-11-26T0200-two-factor";
import * as userRoles from "./2026-11-26T0300-user-roles";
import * as serverNodes from "./2026-11-26T0400-server-nodes";
import * as searchIndex from "./2026-11-27T0100-search-index";
import * as versions from "./2026-11-27T0200-versions";
import * as publishSchedules from "./2026-11-27T0300-publish-schedules";
import * as analytics from "./2026-11-27T0400-analytics";
import * as companyFacts from "./2026-11-27T0600-company-facts";
import * as mediaFileName from "./2026-11-28T0100-media-file-name";
import * as searchProclitics from "./2026-11-28T0200-search-proclitics";
import * as invitations from "./2026-11-29T0100-invitations";
import * as teamEnglish from "./2026-11-29T0300-team-english";
import * as faqEntries from "./2026-11-29T0400-faq-entries";
import * as oneSearchEngine from "./2026-11-29T0500-one-search-engine";
import * as searchWordsPostgres from "./2026-11-29T0600-search-words-postgres";
import * as campaignPages from "./2026-11-29T1400-campaign-pages";
import * as contactReplies from "./2026-11-29T1410-contact-replies";
import * as redirects from "./2026-11-29T1420-redirects";
import * as shareImages from "./2026-11-29T1430-share-images";
import * as newsletterEditions from "./2026-11-29T1700-newsletter-editions";
import * as pageSchedules from "./2026-11-29T1720-page-schedules";
import * as pageSearch from "./2026-11-29T1725-page-search";
import * as pageWordStamps from "./2026-11-29T1730-page-word-stamps";
import * as pageShareImages from "./2026-11-29T1740-page-share-images";

export type Dialect = "sqlite" | "postgres";

/**
 * Every migration in order, under one name on both databases. An entry is one migration when
 * its schema-builder calls mean the same on SQLite and PostgreSQL, or a pair when the SQL differs
 * (migrations/README.md). Add new entries at the end; never edit one that has landed.
 */
const migrations: Record<string, Migration | Record<Dialect, Migration>> = {
  "2026-11-22T0000-initial": { sqlite: initial, postgres: initialPostgres },
  "2026-11-23T0000-session-devices": sessionDevices,
  "2026-11-23T1200-shared-state": { sqlite: sharedStateSqlite, postgres: sharedStatePostgres },
  "2026-11-23T1300-dashboard-indexes": dashboardIndexes,
  "2026-11-24T0100-revisions-and-activity": { sqlite: revisionsAndActivitySqlite, postgres: revisionsAndActivityPostgres },
  "2026-11-24T0200-drafts-translation-status": { sqlite: draftsSqlite, postgres: draftsPostgres },
  "2026-11-24T0300-media": { sqlite: mediaSqlite, postgres: mediaPostgres },
  "2026-11-24T0400-email-outbox": { sqlite: emailOutboxSqlite, postgres: emailOutboxPostgres },
  "2026-11-25T0100-media-variant-formats": { sqlite: mediaVariantFormatsSqlite, postgres: mediaVariantFormatsPostgres },
  "2026-11-25T1200-personal-data-retention": personalDataRetention,
  "2026-11-26T0200-two-factor": twoFactor,
  "2026-11-26T0300-user-roles": userRoles,
  "2026-11-26T0400-server-nodes": serverNodes,
  "2026-11-27T0100-search-index": searchIndex,
  "2026-11-27T0200-versions": versions,
  "2026-11-27T0300-publish-schedules": publishSchedules,
  "2026-11-27T0400-analytics": analytics,
  "2026-11-27T0600-company-facts": companyFacts,
  "2026-11-28T0100-media-file-name": mediaFileName,
  "2026-11-28T0200-search-proclitics": searchProclitics,
  "2026-11-29T0100-invitations": invitations,
  "2026-11-29T0300-team-english": teamEnglish,
  "2026-11-29T0400-faq-entries": faqEntries,
  "2026-11-29T0500-one-search-engine": oneSearchEngine,
  "2026-11-29T0600-search-words-postgres": searchWordsPostgres,
  "2026-11-29T1400-campaign-pages": campaignPages,
  "2026-11-29T1410-contact-replies": contactReplies,
  "2026-11-29T1420-redirects": redirects,
  "2026-11-29T1430-share-images": shareImages,
  "2026-11-29T1700-newsletter-editions": newsletterEditions,
  "2026-11-29T1720-page-schedules": pageSchedules,
  "2026-11-29T1725-page-search": pageSearch,
  "2026-11-29T1730-page-word-stamps": pageWordStamps,
  "2026-11-29T1740-page-share-images": pageShareImages,
};

const isPair = (entry: Migration | Record<Dialect, Migration>): entry is Record<Dialect, Migration> => !("up" in entry);

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, entry]) => [name, isPair(entry) ? entry[dialect] : entry])),
  };
}
