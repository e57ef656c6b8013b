import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { allPanelParams, formFields } from "~/components/admin/panel-params";
import { type Flash, setFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { validationKey } from "~/lib/validation-message";

/**
 * Conform parsing with the shared zod schema; the errors stay app/locales keys, which the form
 * translates with the request's `t` (docs/decisions/0030-one-translation-path.md). A
 * refused submission re-renders its form with the errors (Conform's reply, status 200), the same
 * page with or without JavaScript.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, formatError: (issues: z.core.$ZodIssue[]) => issues.map((issue) => validationKey(issue)) });
}

/** Post/Redirect/Get with a one-shot toast (shown as a notice when JavaScript is off). */
export async function redirectWithToast(to: string, flash: Flash, headers: HeadersInit = {}) {
  const all = new Headers(headers);
  all.append("Set-Cookie", await setFlash(flash));
  return redirect(to, { headers: all });
}

/** The list URL to return to after a mutation: the same tab and filters, without open panels. */
export function backTo(url: URL, drop: readonly string[] = allPanelParams) {
  const params = new URLSearchParams(url.searchParams);
  for (const name of [...drop, "index"]) params.delete(name);
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A positive integer id from a form field, or undefined. */
export function idFrom(formData: FormData, name: string = formFields.id) {
  const id = Number(formData.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * What a dashboard tab's action starts from: the posted form (read from a copy of the request, whose
 * body stays readable), the request's translator, the record's `id` if the form names one, and the
 * list to return to.
 */
export async function postedForm({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const formData = await request.clone().formData();
  return { formData, t: getT(context), id: idFrom(formData), back: backTo(url) };
}

/**
 * Runs the handler of the form's `intent`. Each dashboard form names its intent on its submit
 * button; an intent the tab does not know is a 400 (a hand-made or stale form).
 */
export function dispatchIntent<Handlers extends Record<string, () => Promise<unknown>>>(
  formData: FormData,
  handlers: Handlers,
): ReturnType<Handlers[keyof Handlers]> {
  const intent = formData.get(formFields.intent);
  if (typeof intent !== "string" || !Object.hasOwn(handlers, intent)) throw data(null, { status: 400 });
  return handlers[intent]() as ReturnType<Handlers[keyof Handlers]>;
}
