import { listNewsletterSubscribers } from "#db/models/newsletter-subscribers.server";
import { answersOnly } from "~/services/api.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { csvExport } from "~/services/openapi.server";

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

export const action = answersOnly("GET");

/** This route's operation in the OpenAPI document (app/services/openapi.server.ts collects it from the build). */
export const openapi = { get: csvExport("Every subscriber with status and consent as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180)") };
