import { createCookie } from "react-router";
import { sessionSecret } from "./secret.server";

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
}

/** Signed, so a visitor cannot forge a notice. */
const flashCookie = createCookie("mahami-flash", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
  secrets: [sessionSecret()],
});

export function setFlash(flash: Flash) {
  return flashCookie.serialize(flash);
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
  const value = await flashCookie.parse(request.headers.get("Cookie"));
  if (!isFlash(value)) return { flash: undefined, headers: {} };
  return { flash: value, headers: { "Set-Cookie": await flashCookie.serialize("", { maxAge: 0 }) } };
}
