/*
 * Redirect rules as plain data (docs/decisions/0062-redirects-and-not-found-log.md): how a path is
 * normalised, what a rule may say, which rules would chain or loop, and the matcher every node
 * answers requests with (a Map look-up per exact rule, one look-up per segment for prefix rules).
 * No database and no Node API here: the model, the server step and the tests share it.
 */

export const redirectStatuses = [301, 302, 410] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** A rule as stored: `from` normalised (a prefix ends in `/*`), `to` a site path or an https URL, empty for a 410. */
export interface RedirectRule {
  id: number;
  from: string;
  to: string;
  status: RedirectStatus;
}

export type RuleField = "from" | "to" | "status";
/** A message key under `redirects.errors` per field a rule was refused for. */
export type RuleProblems = Partial<Record<RuleField, string>>;

const maxLength = 500;

/**
 * Paths the site itself answers with no page of its own: the portal (`/admin…`), the API, the
 * built and uploaded files, the probes and the feeds. A rule may not take them over.
 */
const reservedPrefixes = ["/admin", "/api", "/assets", "/media", "/images", "/fonts"];
const reservedPaths = new Set([
  "/healthz",
  "/readyz",
  "/metrics",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.ico",
  "/favicon.svg",
  "/apple-touch-icon.png",
  "/social-icons.svg",
  "/download",
]);

/** True for a normalised path no rule may take: the portal, the API, files, probes (docs/decisions/0062-redirects-and-not-found-log.md). */
export function isReservedPath(path: string) {
  if (reservedPaths.has(path) || path.endsWith(".data")) return true;
  return reservedPrefixes.some((prefix) => path === prefix || (path.startsWith(prefix) && (prefix === "/admin" || path[prefix.length] === "/")));
}

/**
 * A site path as rules hold it: percent-escapes decoded (an Arabic slug reads as typed), lower
 * case and without a trailing slash, as the router matches pages. Undefined when it is no plain
 * path: not starting with one `/`, a backslash, a space or control character, a `?` or `#`.
 */
export function normalisePath(raw: string): string | undefined {
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.length > maxLength) return undefined;
  let path = raw;
  if (path.includes("%")) {
    try {
      path = decodeURI(path);
    } catch {
      return undefined;
    }
  }
  if (/[\\\s?#\u0000-\u001f\u007f]/.test(path) || path.includes("//")) return undefined;
  path = path.toLowerCase();
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The path a request names, as rules hold it: the same normalisation, quick for the common case (no escape, no capital). */
export function requestPath(url: string): string | undefined {
  const query = url.indexOf("?");
  const raw = query < 0 ? url : url.slice(0, query);
  if (!raw.includes("%") && !/[A-Z]/.test(raw)) {
    if (raw.length > 1 && raw.endsWith("/")) return raw.slice(0, -1);
    return raw;
  }
  return normalisePath(raw);
}

interface Range {
  /** The path, or a prefix rule's base (`/old` of `/old/*`). */
  base: string;
  /** Every path under `base` too. */
  prefix: boolean;
}

const rangeOfPath = (path: string): Range => (path.endsWith("/*") ? { base: path.slice(0, -2) || "/", prefix: true } : { base: path, prefix: false });

const within = (range: Range, path: string) => path === range.base || (range.prefix && path.startsWith(range.base === "/" ? "/" : `${range.base}/`));

/** Whether two ranges share a path. */
const overlap = (a: Range, b: Range) => within(a, b.base) || within(b, a.base);

/**
 * The range of site paths a rule sends to: its path, or the path of an https URL on the site's own
 * origin (`https://mahami.qa/old` is `/old` here, so it chains and loops like one); none for
 * another site or a 410.
 */
function targetRange(rule: Pick<RedirectRule, "to" | "status">, ownOrigin: string | undefined): Range | undefined {
  if (rule.status === 410) return undefined;
  let to = rule.to;
  if (ownOrigin && to.toLowerCase().startsWith(`${ownOrigin.toLowerCase()}/`)) to = to.slice(ownOrigin.length);
  if (!to.startsWith("/")) return undefined;
  const query = to.search(/[?#]/);
  const path = normalisePath(query < 0 ? to : to.slice(0, query));
  return path === undefined ? undefined : rangeOfPath(path);
}

export interface RuleInput {
  from: string;
  to: string;
  status: number;
}

/**
 * A rule checked on its own: `from` a plain site path not reserved, exact or ending in `/*`; `to`
 * a site path or an https URL (ending in `/*` only after a prefix `from`, to carry the rest of the
 * path); nothing for a 410. Returns the normalised rule or a message key per field.
 */
export function checkRule(input: RuleInput): { rule: Omit<RedirectRule, "id"> } | { problems: RuleProblems } {
  const problems: RuleProblems = {};
  const status = redirectStatuses.find((candidate) => candidate === Number(input.status));
  if (!status) problems.status = "status";
  const fromRaw = input.from.trim();
  const prefix = fromRaw.endsWith("/*");
  const fromBase = fromRaw === "" ? undefined : normalisePath(prefix ? fromRaw.slice(0, -2) || "/" : fromRaw);
  let from: string | undefined;
  if (fromRaw === "") problems.from = "fromRequired";
  else if (fromBase === undefined || fromBase.includes("*")) problems.from = "fromPath";
  else if ((prefix && fromBase === "/") || isReservedPath(fromBase)) problems.from = "fromReserved";
  else from = prefix ? `${fromBase}/*` : fromBase;
  let to = input.to.trim();
  if (status === 410) to = "";
  else if (to === "") problems.to = "toRequired";
  else if (to.startsWith("/")) {
    const query = to.search(/[?#]/);
    const pathPart = query < 0 ? to : to.slice(0, query);
    const carries = pathPart.endsWith("/*");
    const path = normalisePath(carries ? pathPart.slice(0, -2) || "/" : pathPart);
    if (path === undefined || path.includes("*") || (query >= 0 && carries)) problems.to = "toPath";
    else if (carries && !prefix) problems.to = "toCarriesWithoutPrefix";
    else if (isReservedPath(path) && !path.startsWith("/media")) problems.to = "toReserved";
    else to = encodeURI(carries ? `${path === "/" ? "" : path}/*` : path) + (query < 0 ? "" : to.slice(query));
  } else {
    let url: URL | undefined;
    try {
      url = new URL(to);
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== "https:" || to.length > maxLength || /\s/.test(to)) problems.to = "toUrl";
    else if (to.endsWith("/*") && !prefix) problems.to = "toCarriesWithoutPrefix";
    else to = to.endsWith("/*") ? `${url.href.replace(/\/\*$|\/%2A$/i, "")}/*` : url.href;
  }
  if (Object.keys(problems).length > 0 || !from || !status) return { problems };
  return { rule: { from, to, status } };
}

export type Conflict = { kind: "duplicate" | "chainTo" | "chainFrom"; other: Pick<RedirectRule, "id" | "from" | "to" | "status"> } | { kind: "loop" };

/**
 * Why `rule` may not join `others` (none of which is itself, by id): the same `from` as another
 * (duplicate); a target another rule would send on (chainTo); a `from` another rule sends to
 * (chainFrom); or a target its own `from` takes (loop). A prefix range counts as every path under it;
 * an https target on `ownOrigin` (the site's PUBLIC_URL) counts as its path.
 */
export function conflictOf(
  rule: Omit<RedirectRule, "id"> & { id?: number },
  others: readonly RedirectRule[],
  ownOrigin?: string,
): Conflict | undefined {
  const from = rangeOfPath(rule.from);
  const target = targetRange(rule, ownOrigin);
  if (target && overlap(from, target)) return { kind: "loop" };
  for (const other of others) {
    if (other.id === rule.id) continue;
    if (other.from === rule.from) return { kind: "duplicate", other };
  }
  for (const other of others) {
    if (other.id === rule.id) continue;
    if (target && overlap(target, rangeOfPath(other.from))) return { kind: "chainTo", other };
    const otherTarget = targetRange(other, ownOrigin);
    if (otherTarget && overlap(otherTarget, from)) return { kind: "chainFrom", other };
  }
  return undefined;
}

/** Where a matched rule sends a request: its `to`, with the rest of the path carried for `/*`, and the request's query kept. */
export function locationOf(rule: RedirectRule, rest: string, query: string) {
  let to = rule.to;
  if (to.endsWith("/*")) to = `${to.slice(0, -2)}${rest}` || "/";
  if (!query) return to;
  const hash = to.indexOf("#");
  const [base, fragment] = hash < 0 ? [to, ""] : [to.slice(0, hash), to.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${fragment}`;
}

export interface Match {
  rule: RedirectRule;
  /** What follows a prefix rule's base in the request's path (`/b/c` of `/a/b/c` under `/a/*`), encoded as sent. */
  rest: string;
}

/**
 * The rules as one matcher: an exact rule is a Map look-up, and a path is looked up once per
 * ancestor (`/a/b/c`, `/a/b`, `/a`) among the prefix rules, the longest first: the cost grows with
 * the path's depth, never with the number of rules.
 */
export function compileRules(rules: readonly RedirectRule[]) {
  const exact = new Map<string, RedirectRule>();
  const prefixes = new Map<string, RedirectRule>();
  for (const rule of rules) {
    if (rule.from.endsWith("/*")) prefixes.set(rule.from.slice(0, -2), rule);
    else exact.set(rule.from, rule);
  }
  const size = rules.length;
  return {
    size,
    /** The rule a normalised path answers to; `rawPath` is the path as sent, for the part a prefix rule carries. */
    match(path: string, rawPath: string): Match | undefined {
      const rule = exact.get(path);
      if (rule) return { rule, rest: "" };
      if (prefixes.size === 0) return undefined;
      let end = path.length;
      while (end > 0) {
        const found = prefixes.get(path.slice(0, end));
        if (found) {
          // The rest as sent (its case and escapes kept); the normalised path's length only when none was decoded.
          const depth = path.slice(0, end).split("/").length - 1;
          const segments = rawPath.split("/");
          const rest = segments.slice(depth + 1).join("/");
          return { rule: found, rest: rest ? `/${rest.replace(/\/$/, "")}` : "" };
        }
        end = path.lastIndexOf("/", end - 1);
      }
      return undefined;
    },
  };
}

export type RuleMatcher = ReturnType<typeof compileRules>;
