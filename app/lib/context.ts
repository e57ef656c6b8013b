import { createContext } from "react-router";

/** Why a streamed upload was cut short (app/server/upload.ts). */
export type UploadRefusal = "tooLarge";

/** Facts about the HTTP request that only the Node server knows. */
export interface RequestInfo {
  /** The CSP nonce of this response. */
  nonce: string;
  /**
   * The client's normalised IP: the socket's, or with TRUST_PROXY the address our proxies
   * vouch for in X-Forwarded-For (app/lib/proxy.server.ts).
   */
  clientIp: string;
  /** The site's public origin, e.g. https://mahami.qa. */
  origin: string;
  /**
   * Whether cookies get `Secure` (and the `__Host-` prefix): always in production unless
   * COOKIE_SECURE=false, otherwise only over https.
   */
  secureCookies: boolean;
  /** An upload whose file went past the limit (app/server/upload.ts): the route answers 413 with the fields read. */
  uploadRefusal?: UploadRefusal;
  /** The request's id (its `X-Request-Id`, app/server/request-log.ts): `logOf` puts it on a route's own log lines. */
  reqId?: string;
}

export const requestInfoContext = createContext<RequestInfo>({
  nonce: "",
  clientIp: "127.0.0.1",
  origin: "http://localhost:3000",
  secureCookies: false,
});
