import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/*
 * Which database the suites run on: SQLite files by default, PostgreSQL when TEST_POSTGRES_URL
 * names a cluster (tests/run.mjs starts a throwaway one; any database of it works as the admin
 * connection). Every test server, and every unit test file, gets a database of its own.
 */
export const testDialect: "sqlite" | "postgres" = process.env.TEST_POSTGRES_URL ? "postgres" : "sqlite";

/** Both share the secret on PostgreSQL, where the app requires one (app/lib/env.server.ts). */
export const testSessionSecret = "test-session-secret-0123456789-abcdefghij";

export interface TestDatabase {
  /** The DATABASE_URL to give the app (so a TestDatabase is a DatabaseSource too). */
  databaseUrl: string;
  drop: () => Promise<void>;
}

function adminUrl() {
  return process.env.TEST_POSTGRES_URL!;
}

/** `postgres://…/<name>` on the test cluster. */
export function postgresUrl(name: string) {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the cluster's admin database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onCluster(...statements: string[]) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new empty database (the app migrates it at start-up), or a copy of `template` on PostgreSQL
 * (an already migrated one: CREATE DATABASE … TEMPLATE copies its files, faster than migrating).
 */
export async function createTestDatabase({ template }: { template?: string } = {}): Promise<TestDatabase> {
  if (testDialect === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "mahami-db-"));
    return { databaseUrl: join(folder, "mahami.db"), drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `mahami_${process.pid}_${randomBytes(6).toString("hex")}`;
  await onCluster(`create database ${name}${template ? ` template ${template}` : ""}`);
  return { databaseUrl: postgresUrl(name), drop: () => onCluster(`drop database if exists ${name} with (force)`) };
}
