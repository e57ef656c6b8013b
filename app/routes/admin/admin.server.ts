import { parseWithZod } from "@conform-to/zod/v4";
import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requireAdmin } from "~/lib/auth.server";
import { type Flash, setFlash } from "~/lib/flash.server";
import { getI18n } from "~/lib/i18n.server";
import { localeOf } from "~/lib/page.server";
import type { SignedIn } from "~/lib/session.server";
import { validationMessage } from "~/lib/validation-message";

/** The signed-in administrator, set by the dashboard layout's middleware for every tab. */
const adminContext = createContext<SignedIn | null>(null);

/** Guards every /admin-dashboard… loader and action (decisions.md §7). */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  context.set(adminContext, await requireAdmin(request, context, url));
  return next();
};

export function currentAdmin(context: Readonly<RouterContextProvider>): SignedIn {
  const admin = context.get(adminContext);
  if (!admin) throw new Error("currentAdmin() outside the dashboard layout");
  return admin;
}

/** The request's translator for app/locales keys (admin chrome, validation messages). */
export function translatorOf(context: Readonly<RouterContextProvider>) {
  const { t } = getI18n(context);
  return (key: string, values?: Record<string, string | number>) => String(t(key as never, values as never));
}

/**
 * Conform parsing with the shared zod schema; validation keys become the admin's language. A
 * refused submission re-renders its form with the errors (Conform's reply, status 200), the same
 * page with or without JavaScript.
 */
export function parseForm<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  context: Readonly<RouterContextProvider>,
) {
  const locale = localeOf(context);
  return parseWithZod(formData, { schema, formatError: (issues: z.core.$ZodIssue[]) => issues.map((issue) => validationMessage(issue, locale)) });
}

/** Post/Redirect/Get with a one-shot toast (shown as a notice when JavaScript is off). */
export async function redirectWithToast(to: string, flash: Flash, headers: HeadersInit = {}) {
  const all = new Headers(headers);
  all.append("Set-Cookie", await setFlash(flash));
  return redirect(to, { headers: all });
}

/** The list URL to return to after a mutation: the same tab and filters, without UI state params. */
export function backTo(url: URL, drop: readonly string[] = ["edit", "icon", "link", "confirm", "new", "password"]) {
  const params = new URLSearchParams(url.searchParams);
  for (const name of [...drop, "index"]) params.delete(name);
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A positive integer id from a form field, or undefined. */
export function idFrom(formData: FormData, name = "id") {
  const id = Number(formData.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
