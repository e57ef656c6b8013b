import { listNewsletterSubscribers } from "#db/models/newsletter-subscribers.server";
import { methodNotAllowed } from "~/services/api.server";
import { csvResponse, toCsv } from "~/lib/csv";
import type { Route } from "./+types/newsletter-csv";

/** Every newsletter subscriber with their status and consent, newest first (app/lib/csv.ts). */
export async function loader() {
  const subscribers = await listNewsletterSubscribers();
  const csv = toCsv(
    ["id", "email", "language", "status", "signedUpAt", "consentAt", "consentIp", "consentText", "confirmedAt", "unsubscribedAt"],
    subscribers.map((row) => [
      row.id,
      row.email,
      row.locale,
      row.status,
      row.createdAt,
      row.consentAt,
      row.consentIp,
      row.consentText,
      row.confirmedAt,
      row.unsubscribedAt,
    ]),
  );
  return csvResponse(`mahami-newsletter-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
