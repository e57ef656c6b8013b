import type { MiddlewareFunction } from "react-router";
import { routePathname } from "./route-handle";

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Page actions read HTML form posts only. Another content type is a 415 and an unreadable form
 * body a 400, answered here once for every action, before any route reads the body
 * (the JSON API under /api has its own rules and answers in JSON).
 */
export const formBodyMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  if (request.method === "GET" || request.method === "HEAD" || routePathname(url.pathname).startsWith("/api/")) {
    return next();
  }
  const mediaType = request.headers.get("Content-Type")?.split(";")[0].trim().toLowerCase() ?? "";
  if (!formTypes.includes(mediaType)) {
    throw new Response("Unsupported Media Type", { status: 415, statusText: "Unsupported Media Type" });
  }
  try {
    await request.clone().formData();
  } catch {
    throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  }
  return next();
};
