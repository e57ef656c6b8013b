import { listNewsletterSubscribers } from "#db/models/newsletter-subscribers.server";
import { json, answersOnly } from "~/services/api.server";
import { adminOperations, listOf } from "~/services/openapi.server";

/** Every newsletter subscriber, newest first. */
export async function loader() {
  return json(await listNewsletterSubscribers());
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Messages", {
  get: {
    summary: "Every newsletter subscriber, newest first",
    success: listOf("The subscribers.", "Subscriber"),
  },
});
