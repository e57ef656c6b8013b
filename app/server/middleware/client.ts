import type { IncomingMessage } from "node:http";
import type { Response as ExpressResponse } from "express";
import type { Env } from "~/lib/env.server";
import { type ClientFacts, clientFacts } from "~/lib/proxy.server";

/**
 * The client's address and scheme, worked out once per request and shared by both doors (the
 * listener before Express and Express's first step). Express's own "trust proxy" stays off: it
 * would take the first X-Forwarded-For entry, which the client writes.
 */
export function createClientFacts(env: Pick<Env, "TRUST_PROXY">) {
  // Kept on the request itself: a WeakMap entry per request costs the garbage collector more.
  const factsKey = Symbol("client facts");
  return function factsOf(req: IncomingMessage & { [factsKey]?: ReturnType<typeof clientFacts> }) {
    let facts = req[factsKey];
    if (!facts) {
      facts = clientFacts(
        env.TRUST_PROXY,
        req.socket.remoteAddress,
        req.headers["x-forwarded-for"] as string | undefined,
        req.headers["x-forwarded-proto"] as string | undefined,
        (req.socket as { encrypted?: boolean }).encrypted === true,
      );
      req[factsKey] = facts;
    }
    return facts;
  };
}

export type FactsOf = ReturnType<typeof createClientFacts>;

/** The client of an Express request, as the security-headers step set it. */
export function clientOf(res: ExpressResponse): ClientFacts {
  return res.locals.client as ClientFacts;
}

/** Whether cookies carry Secure: always in production unless COOKIE_SECURE=false; in development only over https. */
export function secureCookiesOf(env: Pick<Env, "COOKIE_SECURE">, development: boolean) {
  return (res: ExpressResponse) => env.COOKIE_SECURE !== "false" && (!development || clientOf(res).protocol === "https");
}
