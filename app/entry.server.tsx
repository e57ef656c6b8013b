import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce";
import { requestInfoContext } from "./lib/context";
import { documentI18n } from "./lib/i18n.server";
import { log } from "~/domain/log.server";

export const streamTimeout = 5_000;

/**
 * Only the server's own failures are logged. A request React Router refuses itself (a method a page
 * does not take, such as OPTIONS or a POST to a page without a form: a 405) is the client's doing,
 * as is a request it gave up on; left to the default, each would print a stack trace and bury the
 * errors that matter.
 */
const isClientError = (error: unknown) => isRouteErrorResponse(error) && error.status < 500;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isClientError(error)) return;
  // app/server/middleware/render.ts passes the request's id on in this header (docs/decisions/0035-logs-and-metrics.md).
  log.error({ reqId: request.headers.get("x-request-id") ?? undefined, err: error }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);

  return new Promise<Response>((resolve, reject) => {
    // Pages have no streamed Suspense boundaries: send each one whole, the same for bots and people.
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={documentI18n(loadContext, request)}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          // A 4xx that an error boundary passes on while rendering keeps its status, unlogged.
          if (isClientError(error)) return;
          responseStatusCode = 500;
          log.error({ reqId: request.headers.get("x-request-id") ?? undefined, err: error }, "page failed to render");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
