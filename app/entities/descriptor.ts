import type { Database } from "#db/schema";

/*
 * One descriptor per entity (docs/decisions/0058-entities-as-data.md), Payload's collection config at
 * Mahami's size: plain data, on the lowest floor, so db/ and app/domain read it as app/ does. The
 * lists that used to name every entity (history and restore, the activity actions, the search
 * kinds and the reindex, db:copy's tables, who may read a history) are derived from `entities`
 * (./registry.ts). Schemas (zod, app/schemas, a higher floor) are attached where a floor may import both:
 * the /api modules pass theirs to `resourceOperations` (app/services/openapi.server.ts).
 */

export type Table = keyof Database;

/** Who may do an operation: administrators only, or editors too. */
export type EntityAccess = "administrator" | "editor";

export interface EntityDescriptor {
  /** Its name in revisions, the activity log (`<name>.<verb>`) and the search (`kind`). */
  name: string;
  /** Its table. */
  table: Table;
  /** Tables of its own that follow the table in db:copy and restore, in foreign-key order (drafts, variants, consents…). */
  tables?: readonly Table[];
  /** Of `table` and `tables`, those whose `id` the database assigns: PostgreSQL's sequences move past copied ids. */
  generatedIds: readonly Table[];
  /** The column that names one row in a list, a revision or a search hit. */
  title: string | null;
  /** Whether its rows carry a `version` written in the statement that writes (docs/decisions/0043-versions-and-conflicts.md). */
  versioned: boolean;
  /** Whether a row is deleted one by one, with its revision (db/versioned.server.ts deleteVersionedRow). */
  deletable?: boolean;
  /** Its history (docs/decisions/0025-history-and-activity.md); absent: none is kept. */
  history?: {
    /** Flag columns, stored as booleans in a revision whichever database wrote them. */
    flags: readonly string[];
    /** A column no two rows share: a restore that would repeat it is refused. */
    unique: string | null;
    /** Another entity on the same table whose history is one with this one's (content items and FAQ entries). */
    sharedWith?: string;
    /** Columns holding a person's contact details: blanked in the history of a row deleted longer than the retention. */
    personal?: readonly string[];
  };
  /** Its actions in the activity log, `<name>.<verb>` (a history's writes among them: create, update, delete, restore). */
  verbs: readonly string[];
  /** Its place in the dashboard search (docs/decisions/0041-search-index.md); absent: not searched. */
  search?: {
    /** The source its table's triggers queue its rows under (several kinds may share one: content and FAQ). */
    source: string;
    /** The dashboard tab a hit links to; a role sees the kind only when it may reach it. */
    tab: string;
    /** Where in the tab a hit opens: `{id}` is the row's id, `{q}` the query (URL-encoded). */
    link: string;
  };
  /** Who may reach each operation: its list and rows, its writes, its history (read and restore). */
  access: { read: EntityAccess; write: EntityAccess; history: EntityAccess };
  /**
   * Its JSON API: the collection's and one row's paths (docs/api.md); for the OpenAPI document
   * (app/services/openapi.server.ts `resourceOperations`), one row's English name with its article
   * (`a team member`), its tag and the name of its answer's schema.
   */
  api?: { collection?: string; item?: string; noun?: string; tag?: string; answer?: string };
}
