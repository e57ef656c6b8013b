import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { isUniqueViolation } from "#db/unique-violation.server";
import { StaleWrite } from "#db/versioned.server";
import { getDictionary } from "~/services/dictionary.server";
import { checkCurrentPassword, getSignedIn } from "~/services/auth.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { requestInfoContext } from "~/lib/context";
import { logOf } from "~/lib/request-logger.server";
import type { Logger } from "pino";
import type { Locale } from "~/domain/locale";
import type { SignedIn } from "~/services/session.server";
import { actorOf } from "~/services/actor.server";
import type { Actor } from "#db/models/activity.server";
import { validationMessage } from "~/lib/validation-message";
import { mayReach } from "~/domain/roles";
import { versionBodySchema } from "~/schemas/fields";

/*
 * The conventions of the JSON API (docs/decisions/0013-json-api-conventions.md): JSON in and out, `{message}` on every error,
 * `Cache-Control` on every answer. Errors are thrown as Responses so a handler reads top to bottom.
 */

type Context = Readonly<RouterContextProvider>;

/** Fresh for 60 s; a CDN may serve it stale while it refetches. Sent from the stored copy (app/server/page-cache.ts). */
export const publicCache = "public, max-age=60, stale-while-revalidate=600";
export const noStore = "no-store";

export type FieldErrors = Record<string, string[]>;

export function json(data: unknown, init: { status?: number; cache?: string; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", init.cache ?? noStore);
  return Response.json(data, { status: init.status ?? 200, headers });
}

/**
 * The fields of `schema` (an answer's schema of app/schemas) picked from each row: the answer and
 * GET /api/openapi.json list the same fields, from one place (what a public read leaves out stays out).
 */
export function pickFields<Shape extends z.core.$ZodShape>(schema: z.ZodObject<Shape>) {
  const fields = Object.keys(schema.shape);
  return <Row extends object>(row: Row) =>
    Object.fromEntries(fields.map((field) => [field, row[field as keyof Row]])) as Pick<Row, keyof Row & keyof Shape>;
}

/** 204: a deletion, a sign-out. */
export function noContent(headers?: HeadersInit) {
  const response = new Response(null, { status: 204, headers });
  response.headers.set("Cache-Control", noStore);
  return response;
}

export function apiError(status: number, message: string, extra: { errors?: FieldErrors; headers?: HeadersInit } = {}) {
  const { errors, headers } = extra;
  return json(errors ? { message, errors } : { message }, { status, headers });
}

type MessageKey = `${"errors" | "api" | "validation" | "analytics" | "conflict"}.${string}`;

/** An interface string of app/locales in the request's language. */
export function message(context: Context, key: MessageKey) {
  return getI18n(context).t(key as never);
}

/**
 * Before a change to how the caller signs in (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md):
 * their current password, counted as a sign-in guess. Throws 400 with `errors.password`, or 429 past the limit.
 */
export async function requireCurrentPassword(request: Request, context: Context, password: string) {
  const check = await checkCurrentPassword(request, apiAdmin(context).user.email, password, context);
  if (check.ok) return;
  if (check.reason === "throttled") throw tooManyRequests(message(context, "errors.rateLimited"), check.retryAfterSeconds);
  const field = message(context, check.reason === "missing" ? "validation.currentPasswordRequired" : "validation.currentPasswordWrong");
  throw apiError(400, message(context, "api.invalidFields"), { errors: { password: [field] } });
}

export function notFound(context: Context) {
  return apiError(404, message(context, "errors.notFound"));
}

export function tooManyRequests(text: string, retryAfterSeconds: number) {
  return apiError(429, text, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

/** Runs a write; a UNIQUE violation (a duplicate key, email or link) becomes a 409 with `messageKey`. */
export async function conflictOnDuplicate<T>(context: Context, messageKey: MessageKey, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, message(context, messageKey));
    throw error;
  }
}

/** The dictionary text of `key` in the request's language (public copy, e.g. a success line). */
export async function dictionaryText(context: Context, key: string) {
  return (await getDictionary(getLocale(context)))[key] ?? key;
}

/** Routes answer the methods they name; anything else is a 405 that says which ones exist. */
export function methodNotAllowed(context: Context, allowed: string[]) {
  return apiError(405, message(context, "api.methodNotAllowed"), { headers: { Allow: allowed.join(", ") } });
}

/**
 * Runs the action's handler for the request's method, or answers 405. `loaderMethods` names what
 * the route's loader answers (GET), for the `Allow` header.
 */
export function byMethod(
  request: Request,
  context: Context,
  handlers: Partial<Record<"POST" | "PATCH" | "PUT" | "DELETE", () => Promise<Response>>>,
  loaderMethods: string[] = [],
) {
  const handler = handlers[request.method as keyof typeof handlers];
  return handler ? handler() : methodNotAllowed(context, [...loaderMethods, ...Object.keys(handlers)]);
}

/**
 * The action of a route with one write, `method` (its loader refuses GET: see `answersOnly`): the
 * handler gets the action's arguments; any other method is a 405 naming `method`.
 */
export function onlyMethod<Args extends { request: Request; context: Context }>(
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  handle: (args: Args) => Promise<Response>,
) {
  return (args: Args) => byMethod(args.request, args.context, { [method]: () => handle(args) });
}

/**
 * The action of a collection route whose loader lists it: POST adds one, written by the signed-in
 * actor; any other method but the loader's GET, a 405 naming both.
 */
export function createAction(create: (args: { request: Request; context: Context; actor: Actor }) => Promise<Response>) {
  return ({ request, context }: { request: Request; context: Context }) =>
    byMethod(request, context, { POST: () => create({ request, context, actor: apiActor(context) }) }, ["GET"]);
}

const apiAdminContext = createContext<SignedIn | null>(null);

/**
 * Guards every /api/admin/* route (the layout routes/api/admin/layout.ts), before any method or body
 * check: signed out, a 401; a role the route is not for (app/domain/roles.ts, read from the database
 * with the session on every request), a 403 and nothing runs.
 */
export const requireApiAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern, params }, next) => {
  const signedIn = await getSignedIn(request, context);
  if (!signedIn) return apiError(401, message(context, "errors.unauthorized"));
  if (!mayReach(signedIn.user, pattern, params)) return apiError(403, message(context, "errors.forbidden"));
  context.set(apiAdminContext, signedIn);
  return next();
};

/** The administrator the /api/admin layout signed in. */
export function apiAdmin(context: Context): SignedIn {
  const signedIn = context.get(apiAdminContext);
  if (!signedIn) throw new Error("apiAdmin() outside the /api/admin layout");
  return signedIn;
}

/** The signed-in administrator and their IP, for the history and activity entries of an API write. */
export function apiActor(context: Context): Actor {
  return actorOf(context, apiAdmin(context));
}

/** A path id: a positive integer that SQLite can hold. Anything else names nothing (404). */
export function parseId(value: string | undefined, context: Context) {
  const id = value !== undefined && /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(context);
  return id;
}

/** One row as JSON, or 404 when there is none (an unknown id, or a row gone meanwhile). */
export function jsonOrNotFound(context: Context, row: unknown) {
  return row ? json(row) : notFound(context);
}

/**
 * The usual PATCH of one row: the path id, the body read against `schema`, `update` writing it as
 * the signed-in actor; the row as stored, or 404 when the id names none.
 */
export async function updateById<Schema extends z.ZodType>(
  request: Request,
  context: Context,
  idParam: string | undefined,
  schema: Schema,
  update: (id: number, values: z.output<Schema>, actor: Actor) => Promise<unknown>,
) {
  const id = parseId(idParam, context);
  const values = await readJsonBody(request, context, schema);
  return jsonOrNotFound(context, await update(id, values, apiActor(context)));
}

/** The usual DELETE of one row: the path id, `remove` as the signed-in actor; 204, or 404 when the id names none. */
export async function deleteById(context: Context, idParam: string | undefined, remove: (id: number, actor: Actor) => Promise<unknown>) {
  return (await remove(parseId(idParam, context), apiActor(context))) ? noContent() : notFound(context);
}

function isJsonContentType(contentType: string | null) {
  const mediaType = contentType?.split(";")[0].trim().toLowerCase() ?? "";
  return mediaType === "application/json" || /^application\/[\w.-]+\+json$/.test(mediaType);
}

async function fieldErrors(context: Context, issues: readonly z.core.$ZodIssue[]) {
  // The public forms' schemas (contact, newsletter) word their messages as dictionary keys.
  const dictionary = await getDictionary(getLocale(context));
  const errors: FieldErrors = {};
  let bodyIsNotAnObject = false;
  for (const issue of issues) {
    if (issue.path.length === 0) {
      bodyIsNotAnObject = true;
      continue;
    }
    const field = issue.path.map(String).join(".");
    const text = validationMessage(issue, getI18n(context), dictionary);
    if (!errors[field]?.includes(text)) errors[field] = [...(errors[field] ?? []), text];
  }
  return { errors, bodyIsNotAnObject };
}

/**
 * The JSON body, unvalidated: 415 unless the request says it is JSON, 400 for malformed JSON.
 * (The public submissions read it this way, validating in their service.)
 */
export async function readJson(request: Request, context: Context): Promise<unknown> {
  refuseNonJson(request, context);
  return parseJson(await request.text(), context);
}

function refuseNonJson(request: Request, context: Context) {
  if (!isJsonContentType(request.headers.get("Content-Type"))) {
    throw apiError(415, message(context, "errors.unsupportedMediaType"));
  }
}

function parseJson(text: string, context: Context): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw apiError(400, message(context, "validation.invalidJson"), { errors: {} });
  }
}

/** A body already read, checked as `readJsonBody` checks it (400 `{message, errors}`). */
export async function validated<Schema extends z.ZodType>(body: unknown, context: Context, schema: Schema): Promise<z.output<Schema>> {
  const parsed = await schema.safeParseAsync(body, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw await invalidFields(context, parsed.error.issues);
}

/**
 * The validated JSON body: as `readJson`, then 400 `{message, errors}` for fields the schema
 * refuses (its messages translated to the request's language).
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, context: Context, schema: Schema): Promise<z.output<Schema>> {
  return validated(await readJson(request, context), context, schema);
}

function isEmptyObject(value: unknown) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * The options of a request whose body is optional (a restore, a publish): none, `undefined`, when
 * there is no body or it is the empty object `{}`; any other body is read as `readJsonBody` reads it.
 */
/** The JSON body of a request whose body is optional, unvalidated: undefined when there is none or it is `{}`. */
export async function readOptionalJson(request: Request, context: Context): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return undefined;
  refuseNonJson(request, context);
  const body = parseJson(text, context);
  return isEmptyObject(body) ? undefined : body;
}

export async function readJsonOptions<Schema extends z.ZodType>(
  request: Request,
  context: Context,
  schema: Schema,
): Promise<z.output<Schema> | undefined> {
  const text = await request.text();
  if (text.trim() === "") return undefined;
  refuseNonJson(request, context);
  const body = parseJson(text, context);
  return isEmptyObject(body) ? undefined : validated(body, context, schema);
}

/**
 * The 400 `{message, errors}` for a schema's issues: one translated message per field. Also for
 * fields found wrong after the schema (e.g. a merged button link) or by a service.
 */
type Refused = { status: "invalid"; issues: readonly z.core.$ZodIssue[] } | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * A public submission's refusal as JSON (429 with Retry-After in `rateLimitedText`'s words, 400 per
 * field), or `accepted` for the rest: the contact, newsletter and reset routes answer alike.
 */
export async function submissionAnswer<Outcome extends { status: string }>(
  context: Context,
  outcome: Outcome | Refused,
  rateLimitedText: () => string | Promise<string>,
  accepted: (outcome: Exclude<Outcome, Refused>) => Response | Promise<Response>,
) {
  if (outcome.status === "rate-limited")
    return tooManyRequests(await rateLimitedText(), (outcome as Refused & { retryAfterSeconds: number }).retryAfterSeconds);
  if (outcome.status === "invalid") return invalidFields(context, (outcome as Refused & { issues: readonly z.core.$ZodIssue[] }).issues);
  return accepted(outcome as Exclude<Outcome, Refused>);
}

/** What each public submission's service takes from the request (app/services/public-submission.server.ts). */
export interface PublicSubmission {
  clientIp: string;
  /** The site's public origin, for the links a submission sends. */
  origin: string;
  /** The request's language (its cookie or Accept-Language): the API has no page. */
  locale: Locale;
  /** The JSON body, read only once the sender is under the limit. */
  input: () => Promise<unknown>;
  logger: Logger;
}

/**
 * The POST of a public submission's route (contact, newsletter, password reset): `submit` hands the request's part to its
 * service, and the outcome is answered by submissionAnswer; any other method is a 405.
 */
export function publicSubmissionAction<Outcome extends { status: string }>(
  submit: (submission: PublicSubmission, request: Request) => Promise<Outcome | Refused>,
  rateLimitedText: (context: Context) => string | Promise<string>,
  accepted: (context: Context, outcome: Exclude<Outcome, Refused>) => Response | Promise<Response>,
) {
  return onlyMethod("POST", async ({ request, context }: { request: Request; context: Context }) => {
    const { clientIp, origin } = context.get(requestInfoContext);
    const input = () => readJson(request, context);
    const outcome = await submit({ clientIp, origin, locale: getLocale(context), input, logger: logOf(context) }, request);
    return submissionAnswer(
      context,
      outcome,
      () => rateLimitedText(context),
      (done) => accepted(context, done),
    );
  });
}

/** The loader of a route whose action takes only `methods`: every GET is a 405 naming them. */
export function answersOnly(...methods: string[]) {
  return ({ context }: { context: Context }) => methodNotAllowed(context, methods);
}

export const onlyPost = answersOnly("POST");

export async function invalidFields(context: Context, issues: readonly z.core.$ZodIssue[]) {
  const { errors, bodyIsNotAnObject } = await fieldErrors(context, issues);
  const summary = bodyIsNotAnObject && Object.keys(errors).length === 0 ? "api.notAnObject" : "api.invalidFields";
  return apiError(400, message(context, summary), { errors });
}

/*
 * Versions and conflicts (docs/decisions/0043-versions-and-conflicts.md): a write names the version
 * it started from with `If-Match: "<version>"` (or `W/"<version>"`) or a `version` body field; the
 * model compares it in the statement that writes, and a stale one is a 409 with the object as it is now.
 */

const entityTag = /^(?:W\/)?"(\d{1,10})"$/;

/**
 * The version a write names, or undefined (last write wins). `If-Match: *` names none. 400 when
 * If-Match is anything else than one quoted version, or when it and the body's `version` differ.
 */
export function expectedVersionOf(request: Request, context: Context, bodyVersion?: number): number | undefined {
  const header = request.headers.get("If-Match")?.trim();
  if (header === undefined || header === "" || header === "*") return bodyVersion;
  const match = entityTag.exec(header);
  const version = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(version) || version < 1 || version > 2 ** 31 - 1 || (bodyVersion !== undefined && bodyVersion !== version)) {
    throw apiError(400, message(context, "conflict.badIfMatch"), { errors: { "If-Match": [message(context, "conflict.badIfMatch")] } });
  }
  return version;
}

/** A body without its `version` (what a model writes) and the version it named. */
export function withoutVersion<Body extends { version?: number }>(body: Body): { values: Omit<Body, "version">; version?: number } {
  const { version, ...values } = body;
  return { values, version };
}

/** Runs a conditional write; a stale one (StaleWrite, nothing written) becomes 409 `{message, current}`. */
export async function refuseStaleWrite<T>(context: Context, write: () => Promise<T>, current: () => Promise<unknown>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StaleWrite) throw json({ message: message(context, "conflict.stale"), current: await current() }, { status: 409 });
    throw error;
  }
}

/** The version a DELETE names: If-Match, or `{"version": n}` in its optional JSON body. */
export async function expectedVersionOfDelete(request: Request, context: Context) {
  return expectedVersionOf(request, context, (await readJsonOptions(request, context, versionBodySchema))?.version);
}

/**
 * PATCH of a versioned object: the body read with `schema`, its `version` (or If-Match) the expected
 * one; `write` gets the other fields and that version and gives the object written (undefined when
 * there is none: 404; it may throw a 400 of its own). 200 with `ETag: "<version>"`; 409
 * `{message, current}` when the stored version is another one, nothing written.
 */
export async function patchVersioned<Schema extends z.ZodType<{ version?: number }>>(
  request: Request,
  context: Context,
  schema: Schema,
  write: (values: Omit<z.output<Schema>, "version">, expected: number | undefined) => Promise<{ version: number } | undefined>,
  current: () => Promise<unknown>,
) {
  const { values, version } = withoutVersion(await readJsonBody(request, context, schema));
  const expected = expectedVersionOf(request, context, version);
  const updated = await refuseStaleWrite(context, () => write(values, expected), current);
  return updated ? jsonWithVersion(updated) : notFound(context);
}

/**
 * DELETE of a versioned object: 204 once removed, 404 when there is none, 409 `{message, current}`
 * when it names another version than the stored one (nothing removed).
 */
export async function deleteVersioned(
  request: Request,
  context: Context,
  remove: (expected: number | undefined) => Promise<unknown>,
  current: () => Promise<unknown>,
) {
  const expected = await expectedVersionOfDelete(request, context);
  const deleted = await refuseStaleWrite(context, () => remove(expected), current);
  return deleted ? noContent() : notFound(context);
}

/** A single object's answer with `ETag: "<version>"`, the value a later write sends as If-Match. */
export function jsonWithVersion(data: { version: number }, init: { status?: number } = {}) {
  return json(data, { ...init, headers: { ETag: `"${data.version}"` } });
}
