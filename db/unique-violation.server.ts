/**
 * True when the database refused a write because a UNIQUE constraint already holds the value:
 * SQLite's constraint codes, or PostgreSQL's SQLSTATE 23505 (unique_violation).
 */
export function isUniqueViolation(error: unknown) {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY" || error.code === "23505")
  );
}
