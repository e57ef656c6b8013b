import type { IncomingMessage, ServerResponse } from "node:http";
import { splitLocalePath } from "~/config/pages";
import { log } from "~/domain/log.server";
import { every, type Loop } from "~/lib/every.server";
import { isValidHost } from "~/lib/proxy.server";
import { securityHeaders } from "~/lib/security-headers.server";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { compileRules, locationOf, type RedirectRule, requestPath, type RuleMatcher } from "~/domain/redirect-rules";
import { onRulesChanged } from "~/features/redirects/rules-changed.server";
import type { FactsOf } from "./middleware/client";
import type { Observed } from "./request-log";

/*
 * The redirect step, before the stored pages on every node (docs/decisions/0062-redirects-and-not-found-log.md):
 * the rules live in memory as one matcher (a Map look-up per exact rule, one per path segment for
 * the prefix rules), so a request costs no database read; with no rule at all it costs one
 * comparison. Every `refreshMs` the node reads the rules' counter and reloads them when it moved;
 * a write on this node reloads them at once.
 */

/** The log's and the metrics' route for an answer of this step. */
export const redirectLabel = "redirect";

export interface RedirectsOptions {
  refreshMs: number;
  /** The rules' counter (it moves with every write). */
  version: () => Promise<number>;
  load: () => Promise<RedirectRule[]>;
}

/** A 301 is kept by browsers and CDNs five minutes, so a rule removed stops answering soon after; a 302 is asked again each time. */
const cacheControl = { 301: "public, max-age=300", 302: "no-cache", 410: "public, max-age=300" } as const;

/** The 410 page: a few lines in the path's language, no script, no style sheet, a link home. */
function gonePage(locale: "ar" | "en") {
  const strings = (locale === "en" ? en : ar).redirects.gone;
  const home = locale === "en" ? "/en" : "/";
  return Buffer.from(
    `<!doctype html><html lang="${locale}" dir="${locale === "en" ? "ltr" : "rtl"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${strings.title}</title></head>` +
      `<body><main><h1>${strings.title}</h1><p>${strings.text}</p><p><a href="${home}">${strings.home}</a></p></main></body></html>`,
  );
}

export function createRedirects({ refreshMs, version, load }: RedirectsOptions) {
  let matcher: RuleMatcher = compileRules([]);
  let loaded: number | undefined;
  const gone = { ar: gonePage("ar"), en: gonePage("en") };
  /** The headers every answer of this step carries, over https or not, but its own. */
  const base = new Map<boolean, Record<string, string>>();
  const baseOf = (secure: boolean) => {
    let headers = base.get(secure);
    if (!headers) base.set(secure, (headers = securityHeaders("", { secure, development: false })));
    return headers;
  };

  async function refresh() {
    const now = await version();
    if (now === loaded) return;
    const rules = await load();
    matcher = compileRules(rules);
    loaded = now;
  }

  function send(req: IncomingMessage, res: ServerResponse, rule: RedirectRule, rest: string, query: string, secure: boolean, requestId: string) {
    const headers: Record<string, string> = { ...baseOf(secure), "Cache-Control": cacheControl[rule.status], "X-Request-Id": requestId };
    if (rule.status === 410) {
      const body = gone[splitLocalePath(req.url ?? "/").locale];
      headers["Content-Type"] = "text/html; charset=utf-8";
      headers["Content-Length"] = String(body.length);
      res.writeHead(410, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    headers.Location = locationOf(rule, rest, query);
    headers["Content-Length"] = "0";
    res.writeHead(rule.status, headers);
    res.end();
  }

  /** Answers a GET or HEAD a rule takes, before the stored pages: true when answered. */
  function door(req: IncomingMessage, res: ServerResponse, facts: ReturnType<FactsOf>, observed: Observed): boolean {
    if (matcher.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return false;
    // A bad scheme or Host is Express's to refuse, as for the stored pages.
    if (facts === "bad-proto" || !(req.headers.host !== undefined && isValidHost(req.headers.host))) return false;
    const url = req.url ?? "";
    if (!url.startsWith("/")) return false;
    const path = requestPath(url);
    if (path === undefined) return false;
    const queryAt = url.indexOf("?");
    const found = matcher.match(path, queryAt < 0 ? url : url.slice(0, queryAt));
    if (!found) return false;
    observed.route = redirectLabel;
    send(req, res, found.rule, found.rest, queryAt < 0 ? "" : url.slice(queryAt + 1), facts.protocol === "https", observed.reqId);
    return true;
  }

  let loop: Loop | undefined;
  let unsubscribe: (() => void) | undefined;
  return {
    door,
    refresh,
    /** Loads the rules, then polls their counter every `refreshMs`; a write on this node reloads at once. */
    async start() {
      await refresh().catch((error: unknown) => log.error({ event: "redirects.load-failed", err: error }, "Redirect rules could not be read"));
      loop = every(refreshMs, refresh, { event: "redirects.load-failed", message: "Redirect rules could not be read", immediately: false });
      unsubscribe = onRulesChanged(() =>
        refresh().catch((error: unknown) => log.error({ event: "redirects.load-failed", err: error }, "Redirect rules could not be read")),
      );
    },
    async stop() {
      unsubscribe?.();
      await loop?.stop();
    },
  };
}

export type Redirects = ReturnType<typeof createRedirects>;
