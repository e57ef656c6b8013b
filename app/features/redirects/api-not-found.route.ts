import { answersOnly, json } from "~/services/api.server";
import { arrayOf, adminOperations } from "~/services/openapi.server";
import { listNotFound } from "./redirects.model.server";

/** The 404 log, most recently seen first (docs/decisions/0062-redirects-and-not-found-log.md). Administrators only. */
export async function loader() {
  return json(await listNotFound());
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Redirects", {
  get: {
    summary: "The 404 log: paths that answered 404 (no query string, no address), with count, last seen and referrer host",
    success: {
      status: 200,
      description: "At most the 1,000 paths seen last, none older than 90 days; counts reach the log within ANALYTICS_FLUSH_MS.",
      schema: arrayOf("NotFoundPath"),
    },
  },
});
