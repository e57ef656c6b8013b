import { randomUUID } from "node:crypto";
import { flashCookie } from "./cookies.server";

/**
 * One-shot messages that survive a redirect (docs/decisions/0008-forms-without-javascript.md): a toast in the dashboard, a
 * notice beside a public form. Read only by the loader that shows them, which clears them.
 */
export interface Flash {
  kind: "success" | "error";
  /** Short heading (toast title). */
  title: string;
  /** Optional detail line. */
  description?: string;
  /** Which form it belongs to, e.g. "newsletter" or "contact"; absent for dashboard toasts. */
  form?: string;
  /**
   * Given when it is set: two loads that read the same flash (a revalidation racing the cookie's
   * removal) show it once, and a toast closed by hand does not come back. Absent on older cookies.
   */
  id?: string;
}

/** The Set-Cookie of a notice (signed: a visitor cannot forge one). */
export async function setFlash(flash: Flash) {
  return flashCookie.serialize({ ...flash, id: randomUUID() });
}

function isFlash(value: unknown): value is Flash {
  return (
    typeof value === "object" &&
    value !== null &&
    "kind" in value &&
    (value.kind === "success" || value.kind === "error") &&
    "title" in value &&
    typeof value.title === "string"
  );
}

/** Reads and clears the flash: returns it plus the Set-Cookie header that removes it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | undefined; headers: HeadersInit }> {
  const value = flashCookie.read(request);
  if (!isFlash(value)) return { flash: undefined, headers: {} };
  return { flash: value, headers: { "Set-Cookie": flashCookie.clear() } };
}
