import { listContactMessages } from "#db/models/contact-messages.server";
import { answersOnly } from "~/services/api.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { csvExport } from "~/services/openapi.server";

/** Every contact message as a spreadsheet file, newest first (app/lib/csv.ts). */
export async function loader() {
  const messages = await listContactMessages();
  const csv = toCsv(
    // status, language, assignee: docs/decisions/0061-replies-from-the-inbox.md (at the end: a sheet built on the older columns keeps its places).
    ["id", "receivedAt", "name", "email", "phone", "subject", "message", "read", "notes", "status", "language", "assigneeId"],
    messages.map((row) => [
      row.id,
      row.createdAt,
      row.fullName,
      row.email,
      row.phone,
      row.subject,
      row.message,
      row.isRead ? "yes" : "no",
      row.notes,
      row.status,
      row.language,
      row.assigneeId ?? "",
    ]),
  );
  return csvResponse(`mahami-contact-messages-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}

export const action = answersOnly("GET");

/** This route's operation in the OpenAPI document (app/services/openapi.server.ts collects it from the build). */
export const openapi = { get: csvExport("Every contact message as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180)") };
