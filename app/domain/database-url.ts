/** Where the site's data lives: DATABASE_URL, a SQLite file path (or `file:` URL, or ":memory:") or a PostgreSQL URL. */
export const defaultDatabaseUrl = "./data/mahami.db";

/** DATABASE_URL as the environment gives it (a blank one means the default, as in env.server.ts). */
export function databaseUrl(source: NodeJS.ProcessEnv = process.env) {
  return source.DATABASE_URL || defaultDatabaseUrl;
}

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The SQLite file path of a DATABASE_URL (`file:` prefix allowed), or ":memory:". */
export function databasePath(url = databaseUrl()) {
  return url.startsWith("file:") ? url.slice("file:".length) : url;
}
