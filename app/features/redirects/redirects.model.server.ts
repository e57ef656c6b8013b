import { sql } from "kysely";
import { db } from "#db/database.server";
import { nowIso } from "#db/clock";
import { type Actor, recordActivity } from "#db/models/activity.server";
import type { Executor } from "#db/models/transaction.server";
import {
  checkRule,
  type Conflict,
  conflictOf,
  normalisePath,
  type RedirectRule,
  type RedirectStatus,
  type RuleInput,
  type RuleProblems,
} from "~/domain/redirect-rules";

/*
 * The redirect rules and the 404 log (docs/decisions/0062-redirects-and-not-found-log.md). Every
 * write to the rules moves `redirects_version` first, in its transaction: that takes the write lock
 * (PostgreSQL's row lock, SQLite's one writer), so two writers check their rule against each other's,
 * and every node reloads its rules when it sees the counter move.
 */

export type RedirectOrigin = "manual" | "import" | "slug";

export interface Redirect extends RedirectRule {
  origin: RedirectOrigin;
  createdAt: string;
  updatedAt: string;
}

const columns = ["id", "fromPath", "toTarget", "status", "origin", "createdAt", "updatedAt"] as const;

function toRedirect(row: {
  id: number;
  fromPath: string;
  toTarget: string;
  status: number;
  origin: string;
  createdAt: string;
  updatedAt: string;
}): Redirect {
  return {
    id: Number(row.id),
    from: row.fromPath,
    to: row.toTarget,
    status: Number(row.status) as RedirectStatus,
    origin: row.origin as RedirectOrigin,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Every rule, by `from`. */
export async function listRedirects(executor: Executor = db): Promise<Redirect[]> {
  const rows = await executor.selectFrom("redirects").select(columns).orderBy("fromPath").execute();
  return rows.map(toRedirect);
}

/** The rules' counter: it moves with every write. */
export async function redirectsVersion() {
  const row = await db.selectFrom("redirects_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Moves the counter, taking the write lock before the rules are read. */
async function lockRules(trx: Executor) {
  await trx
    .updateTable("redirects_version")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .execute();
}

/** Why a rule was not written: a field's problem (400), a loop or chain (400), the same `from` as another rule (409). */
export type Refusal = { problems: RuleProblems } | { conflict: Conflict };

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super("redirect refused");
  }
}

const summaryOf = (rule: Pick<RedirectRule, "from" | "to" | "status">) =>
  `${rule.from} → ${rule.status === 410 ? "410" : `${rule.to} (${rule.status})`}`;

/** Runs `work` in a transaction holding the rules' lock; a refusal rolls it back and is returned. */
async function writeRules<T>(work: (trx: Executor, rules: Redirect[]) => Promise<T>, executor?: Executor): Promise<T | Refusal> {
  const run = async (trx: Executor) => {
    await lockRules(trx);
    return work(trx, await listRedirects(trx));
  };
  try {
    return executor && executor !== db ? await run(executor) : await db.transaction().execute(run);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** The site's own origin (PUBLIC_URL, validated at start by app/lib/env.server.ts): an https target there chains like a path. */
function ownOrigin() {
  const configured = process.env.PUBLIC_URL;
  if (!configured) return undefined;
  try {
    return new URL(configured).origin;
  } catch {
    return undefined;
  }
}

function checked(input: RuleInput, rules: readonly RedirectRule[], id?: number) {
  const result = checkRule(input);
  if ("problems" in result) throw new Refused(result);
  const conflict = conflictOf({ ...result.rule, id }, rules, ownOrigin());
  if (conflict) throw new Refused({ conflict });
  return result.rule;
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && ("problems" in value || "conflict" in value);

/** Adds a rule: the rule, or why not. */
export async function createRedirect(input: RuleInput, actor: Actor, origin: RedirectOrigin = "manual") {
  return writeRules(async (trx, rules) => {
    const rule = checked(input, rules);
    const at = nowIso();
    const row = await trx
      .insertInto("redirects")
      .values({ fromPath: rule.from, toTarget: rule.to, status: rule.status, origin, createdAt: at, updatedAt: at })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "redirect.create", entity: "redirect", entityId: row.id, summary: summaryOf(rule) });
    return toRedirect(row);
  });
}

/** Changes a rule's fields (those given): the rule, undefined when there is none, or why not. */
export async function updateRedirect(id: number, patch: Partial<RuleInput>, actor: Actor) {
  return writeRules(async (trx, rules) => {
    const current = rules.find((rule) => rule.id === id);
    if (!current) return undefined;
    const rule = checked({ from: patch.from ?? current.from, to: patch.to ?? current.to, status: patch.status ?? current.status }, rules, id);
    const row = await trx
      .updateTable("redirects")
      .set({ fromPath: rule.from, toTarget: rule.to, status: rule.status, updatedAt: nowIso() })
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "redirect.update", entity: "redirect", entityId: id, summary: summaryOf(rule) });
    return toRedirect(row);
  });
}

/** Deletes a rule: false when there is none. */
export async function deleteRedirect(id: number, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    await lockRules(trx);
    const row = await trx.deleteFrom("redirects").where("id", "=", id).returning(columns).executeTakeFirst();
    if (!row) return false;
    await recordActivity(trx, { actor, action: "redirect.delete", entity: "redirect", entityId: id, summary: summaryOf(toRedirect(row)) });
    return true;
  });
}

/** A line of an import that was refused: its line number in the file (the header is line 1) and why. */
export interface ImportProblem {
  line: number;
  refusal: Refusal;
}

/**
 * Imports rules all at once or not at all: a line whose `from` a rule already has replaces that
 * rule; every line is checked against the rules kept and the lines before it. Any refused line →
 * nothing written, every refused line returned.
 */
export async function importRedirects(lines: readonly (RuleInput & { line: number })[], actor: Actor) {
  const outcome = await writeRules(async (trx, rules) => {
    const problems: ImportProblem[] = [];
    const accepted: Omit<RedirectRule, "id">[] = [];
    const fromsInFile = new Set<string>();
    // The file's own rules replace those with the same `from`: the others are what each line must fit with.
    const normalisedFroms = lines.map((line) => {
      const result = checkRule(line);
      return "rule" in result ? result.rule.from : undefined;
    });
    const kept = rules.filter((rule) => !normalisedFroms.includes(rule.from));
    const pending: RedirectRule[] = [...kept];
    for (const [index, line] of lines.entries()) {
      const result = checkRule(line);
      if ("problems" in result) {
        problems.push({ line: line.line, refusal: result });
        continue;
      }
      if (fromsInFile.has(result.rule.from)) {
        const other = pending.find((rule) => rule.from === result.rule.from)!;
        problems.push({ line: line.line, refusal: { conflict: { kind: "duplicate", other } } });
        continue;
      }
      const conflict = conflictOf(result.rule, pending, ownOrigin());
      if (conflict) {
        problems.push({ line: line.line, refusal: { conflict } });
        continue;
      }
      fromsInFile.add(result.rule.from);
      // Lines not yet written get negative ids: a conflict names them by their `from`.
      pending.push({ ...result.rule, id: -1 - index });
      accepted.push(result.rule);
    }
    if (problems.length > 0) throw new ImportRefused(problems);
    const at = nowIso();
    for (const rule of accepted) {
      await trx
        .insertInto("redirects")
        .values({ fromPath: rule.from, toTarget: rule.to, status: rule.status, origin: "import", createdAt: at, updatedAt: at })
        .onConflict((oc) => oc.column("fromPath").doUpdateSet({ toTarget: rule.to, status: rule.status, origin: "import", updatedAt: at }))
        .execute();
    }
    await recordActivity(trx, { actor, action: "redirect.import", entity: "redirect", summary: `${accepted.length} rules` });
    return { imported: accepted.length };
  }).catch((error: unknown) => {
    if (error instanceof ImportRefused) return { problems: error.problems };
    throw error;
  });
  return outcome as { imported: number } | { problems: ImportProblem[] };
}

class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super("import refused");
  }
}

/**
 * What a page whose address changed from `from` to `to` needs (campaign pages call it, in their
 * own transaction): a 301 from the old address to the new, shown and removable like any other
 * rule. Where that would chain it is straightened, not refused: rules that sent visitors to the
 * old address now send them to the new one (A→old becomes A→new, never A→old→new); an exact rule
 * at the new address goes (the page lives there now, and a rename back — new→old — would loop);
 * a rule already at the old address is replaced. Only a prefix rule over the new address can still
 * conflict: then nothing is written and the conflict is returned for the caller to show.
 */
export async function addSlugRedirect(executor: Executor, { from, to }: { from: string; to: string }, actor: Actor) {
  return writeRules(async (trx, rules) => {
    const checkedRule = checkRule({ from, to, status: 301 });
    if ("problems" in checkedRule) throw new Refused(checkedRule);
    const rule = checkedRule.rule;
    if (rule.from === rule.to) return undefined;
    // The rules once straightened, checked before anything is written (the caller's transaction goes on).
    const sendsToOld = new Set(rules.filter((other) => sendsTo(other, rule.from)).map((other) => other.id));
    const rest = rules
      .filter((other) => other.from !== rule.to && other.from !== rule.from)
      .map((other) => (sendsToOld.has(other.id) ? { ...other, to: rule.to } : other));
    const conflict = conflictOf(rule, rest, ownOrigin());
    if (conflict) throw new Refused({ conflict });
    const at = nowIso();
    await trx.deleteFrom("redirects").where("fromPath", "in", [rule.to, rule.from]).execute();
    if (sendsToOld.size > 0)
      await trx
        .updateTable("redirects")
        .set({ toTarget: rule.to, updatedAt: at })
        .where("id", "in", [...sendsToOld])
        .execute();
    const row = await trx
      .insertInto("redirects")
      .values({ fromPath: rule.from, toTarget: rule.to, status: 301, origin: "slug", createdAt: at, updatedAt: at })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "redirect.create", entity: "redirect", entityId: row.id, summary: summaryOf(rule) });
    return toRedirect(row);
  }, executor);
}

/** Whether a rule sends to exactly `path` (a normalised site path). */
function sendsTo(rule: RedirectRule, path: string) {
  if (rule.status === 410 || !rule.to.startsWith("/") || rule.to.endsWith("/*")) return false;
  const query = rule.to.search(/[?#]/);
  return normalisePath(query < 0 ? rule.to : rule.to.slice(0, query)) === path;
}

/** The 404 log's bounds: the most recently seen paths, none older than the days. */
export const notFoundLimits = { paths: 1_000, days: 90 } as const;

export interface NotFoundHit {
  path: string;
  count: number;
  lastSeenAt: string;
  referrerHost: string | null;
}

/** Adds a flush's 404s (counts add up across nodes), then keeps the log within its bounds. */
export async function addNotFound(hits: readonly NotFoundHit[], now = Date.now()) {
  for (let start = 0; start < hits.length; start += 200) {
    const rows = hits.slice(start, start + 200);
    await db
      .insertInto("not_found_paths")
      .values(rows.map((hit) => ({ ...hit })))
      .onConflict((oc) =>
        oc.column("path").doUpdateSet({
          count: sql<number>`not_found_paths.count + excluded.count`,
          lastSeenAt: sql<string>`excluded."lastSeenAt"`,
          referrerHost: sql<string | null>`coalesce(excluded."referrerHost", not_found_paths."referrerHost")`,
        }),
      )
      .execute();
  }
  await pruneNotFound(now);
}

/** Drops paths not seen for `notFoundLimits.days`, then all but the `notFoundLimits.paths` most recently seen. */
export async function pruneNotFound(now = Date.now()) {
  const oldest = new Date(now - notFoundLimits.days * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom("not_found_paths").where("lastSeenAt", "<", oldest).execute();
  await db
    .deleteFrom("not_found_paths")
    .where("path", "not in", (eb) =>
      eb.selectFrom("not_found_paths").select("path").orderBy("lastSeenAt", "desc").orderBy("path").limit(notFoundLimits.paths),
    )
    .execute();
}

/** The 404 log, most recently seen first. */
export async function listNotFound(limit: number = notFoundLimits.paths): Promise<NotFoundHit[]> {
  const rows = await db.selectFrom("not_found_paths").selectAll().orderBy("lastSeenAt", "desc").orderBy("path").limit(limit).execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), lastSeenAt: new Date(row.lastSeenAt).toISOString() }));
}
