import { message, noStore } from "~/services/api.server";
import type { Route } from "./+types/layout";

/**
 * Every /api answer is JSON with a Cache-Control: React Router's last-resort 500 (plain text) is
 * replaced by the API's `{message}`, and an answer that chose no caching policy is `no-store`.
 */
const jsonErrors: Route.MiddlewareFunction = async ({ context }, next) => {
  const response = await next();
  const isJson = response.headers.get("Content-Type")?.includes("json") ?? false;
  if (response.status >= 500 && !isJson) {
    return Response.json({ message: message(context, "errors.server") }, { status: 500, headers: { "Cache-Control": noStore } });
  }
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", noStore);
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [jsonErrors];
