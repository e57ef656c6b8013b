import { type DatabaseSource, queryRows } from "../support/database";
import type { TestServer } from "../support/server";

/** What one contact submission under load came back with. */
export interface Submission {
  token: string;
  status: number | "network-error";
  id?: number;
}

/**
 * Sends `total` contact messages through POST /api/contact from `concurrency` parallel clients,
 * each from its own client IP (X-Forwarded-For, with TRUST_PROXY=1) so the per-IP limit of
 * of docs/decisions/0011-rate-limits-and-honeypot.md does not apply. Every message carries a unique token to find it in the database.
 */
export async function sendContactLoad(
  server: Pick<TestServer, "url">,
  { total, concurrency, runId, onProgress }: { total: number; concurrency: number; runId: string; onProgress?: (done: number) => void },
): Promise<Submission[]> {
  const submissions: Submission[] = [];
  let next = 0;
  async function worker() {
    while (next < total) {
      const index = next++;
      const token = `${runId}-${index}`;
      const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
          body: JSON.stringify({
            name: `Load tester ${index}`,
            email: `parent${index}@example.com`,
            subject: `Load ${runId}`,
            message: `Message ${token} sent by the resilience suite.`,
          }),
        });
        const body = (await response.json().catch(() => ({}))) as { id?: number };
        submissions.push({ token, status: response.status, id: body.id });
      } catch {
        submissions.push({ token, status: "network-error" });
      }
      onProgress?.(submissions.length);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return submissions;
}

/** The token a message of `sendContactLoad` carries. */
export function tokenOf(message: string) {
  return message.match(/Message (\S+) sent/)![1];
}

/** Tokens of the stored messages of a run, read straight from the database. */
export async function storedTokens(server: DatabaseSource, runId: string) {
  const rows = await queryRows<{ message: string }>(server, "select message from contact_messages where subject = ?", `Load ${runId}`);
  return rows.map((row) => tokenOf(row.message));
}

/** One line of figures for the report (and docs/security.md). */
export function report(name: string, figures: Record<string, number | string>) {
  console.log(
    `[resilience] ${name}: ${Object.entries(figures)
      .map(([key, value]) => `${key}=${value}`)
      .join(", ")}`,
  );
}
