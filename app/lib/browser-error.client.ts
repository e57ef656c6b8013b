/**
 * An error the root's boundary shows in the browser, written to the browser's console for whoever
 * opens the developer tools. Browser-only (a `.client` module is empty in the server build): on the
 * server the request's error is already a JSON log line with its reqId (entry.server.tsx handleError).
 */
export function reportBrowserError(error: unknown) {
  console.error(error);
}
