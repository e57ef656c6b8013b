/** Types of postgres-cluster.mjs (plain JavaScript so tests/run.mjs can import it without a build). */
export function postgresBinaries(): string | undefined;
export function startPostgresCluster(): Promise<{ url: string; stop: () => void }>;
