import { listNewsletterSubscribers } from "#db/models/newsletter-subscribers.server";
import { json, methodNotAllowed } from "~/services/api.server";
import type { Route } from "./+types/newsletter";

/** Every newsletter subscriber, newest first. */
export async function loader() {
  return json(await listNewsletterSubscribers());
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
