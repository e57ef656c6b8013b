import { createHash } from "node:crypto";
import type { ServerBuild } from "react-router";
import { z } from "zod";
import { languageCookieName, locales } from "~/config/site";
import { sessionCookieName } from "~/lib/cookies.server";
import { fullPathOf, type RouteEntry } from "~/lib/route-paths";
import { errorResponse, messageResponse, validationErrorResponse } from "~/schemas/answers";
import { versionBodySchema } from "~/schemas/fields";
import { buttonLinkResponse } from "~/schemas/button-link";
import {
  contactAcceptedResponse,
  contactMessageResponse,
  contactNoteResponse,
  contactReplyResponse,
  contactThreadResponse,
  savedReplyResponse,
  staleReplyResponse,
} from "~/schemas/contact";
import { contentItemResponse, editorialContentItemResponse, publicContentItemResponse, publishDraftsResponse } from "~/schemas/content-item";
import { scheduleResponse } from "~/schemas/schedule";
import { notFoundResponse, redirectImportResponse, redirectResponse } from "~/schemas/redirect";
import { companySettingsResponse } from "~/schemas/company-settings";
import { footerSettingsResponse, headerSettingsResponse } from "~/schemas/header-footer-settings";
import { activityPageResponse, revisionPageResponse } from "~/schemas/history";
import { analyticsResponse } from "~/schemas/analytics";
import { mediaInUseResponse, mediaResponse, uploadedMediaResponse } from "~/schemas/media";
import { subscriberResponse } from "~/schemas/newsletter";
import { editionResponse } from "~/schemas/newsletter-edition";
import { searchResultResponse } from "~/schemas/search";
import { publicTeamMemberResponse, teamMemberResponse } from "~/schemas/team-member";
import { pageResponse, publicPageResponse, publicPageSummaryResponse } from "~/schemas/page";
import {
  loginResponse,
  passkeyLoginOptionsResponse,
  passkeyRegistrationOptionsResponse,
  passkeyResponse,
  recoveryCodesResponse,
  totpEnrolmentResponse,
  twoFactorRequiredResponse,
  passkeyRequiredResponse,
} from "~/schemas/two-factor";
import { invitationResponse, sessionResponse, signedInUserResponse, userResponse, listedUserResponse } from "~/schemas/user";
import { publicCache } from "./api.server";

/*
 * GET /api/openapi.json (docs/decisions/0038-openapi-from-the-schemas.md): an OpenAPI 3.1 document
 * of every /api route, collected from the route modules of the server build: each exports
 * `openapi`, its operations by method (`ApiDescription`), beside its handler; this file holds the
 * conventions they share (answers by status, versions and ETags, security). Written from the zod schemas the endpoints validate their
 * bodies with (io "input": what a client may send) and the schemas that describe their answers
 * (io "output": what the server sends), both converted by zod's own JSON Schema output (draft
 * 2020-12, the dialect of OpenAPI 3.1). Built once per process; no timestamp, no random order:
 * the same build serves the same bytes.
 */

export type JsonSchema = Record<string, unknown>;

/** package.json's version, written in at build time (vite.config.ts `define`); code run without Vite (tsx) says so. */
const appVersion = typeof __MAHAMI_VERSION__ === "string" ? __MAHAMI_VERSION__ : "0.0.0-unbuilt";

/** The document changes only with a new build; the ETag lets a client check cheaply after an hour. */
export const openApiCacheControl = "public, max-age=3600";

/** A zod schema as a JSON Schema of OpenAPI 3.1 (draft 2020-12), without its `$schema` line. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });
  return converted;
}

/** The answers' objects, one component each of the OpenAPI document (docs/api.md#the-reference-the-openapi-document). */
const answerSchemas = {
  Error: errorResponse,
  ValidationError: validationErrorResponse,
  Message: messageResponse,
  SignedInUser: signedInUserResponse,
  SignedIn: loginResponse,
  TwoFactorRequired: twoFactorRequiredResponse,
  PasskeyRequired: passkeyRequiredResponse,
  TotpEnrolment: totpEnrolmentResponse,
  RecoveryCodes: recoveryCodesResponse,
  Passkey: passkeyResponse,
  PasskeyRegistrationOptions: passkeyRegistrationOptionsResponse,
  PasskeySignInOptions: passkeyLoginOptionsResponse,
  User: userResponse,
  ListedUser: listedUserResponse,
  Invitation: invitationResponse,
  Session: sessionResponse,
  PublicContentItem: publicContentItemResponse,
  StoredContentItem: contentItemResponse,
  ContentItem: editorialContentItemResponse,
  PublishedDrafts: publishDraftsResponse,
  PublishSchedule: scheduleResponse,
  ButtonLink: buttonLinkResponse,
  HeaderSettings: headerSettingsResponse,
  FooterSettings: footerSettingsResponse,
  CompanySettings: companySettingsResponse,
  TeamMember: teamMemberResponse,
  PublicTeamMember: publicTeamMemberResponse,
  Page: pageResponse,
  PublicPageSummary: publicPageSummaryResponse,
  PublicPage: publicPageResponse,
  Media: mediaResponse,
  UploadedMedia: uploadedMediaResponse,
  MediaInUse: mediaInUseResponse,
  ContactMessage: contactMessageResponse,
  ContactThread: contactThreadResponse,
  ContactReply: contactReplyResponse,
  ContactNote: contactNoteResponse,
  StaleReply: staleReplyResponse,
  SavedReply: savedReplyResponse,
  ContactAccepted: contactAcceptedResponse,
  Subscriber: subscriberResponse,
  RevisionPage: revisionPageResponse,
  ActivityPage: activityPageResponse,
  Analytics: analyticsResponse,
  SearchResult: searchResultResponse,
  Redirect: redirectResponse,
  RedirectImport: redirectImportResponse,
  NotFoundPath: notFoundResponse,
  NewsletterEdition: editionResponse,
} satisfies Record<string, z.ZodType>;

type AnswerName = keyof typeof answerSchemas;

export const ref = (name: AnswerName) => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (name: AnswerName) => ({ type: "array", items: ref(name) });
export const jsonContent = (schema: JsonSchema) => ({ "application/json": { schema } });

/** Response headers, by name. */
export const responseHeaders = {
  cacheControl: { "Cache-Control": { $ref: "#/components/headers/CacheControl" } },
  etag: { ETag: { $ref: "#/components/headers/ETag" } },
  setCookie: { "Set-Cookie": { $ref: "#/components/headers/SetCookie" } },
};

/** The error answers every operation shares, by status (their wording depends on the operation only in the description). */
const sharedErrors: Record<number, { $ref: string }> = {
  400: { $ref: "#/components/responses/Invalid" },
  401: { $ref: "#/components/responses/Unauthorized" },
  403: { $ref: "#/components/responses/CrossSite" },
  404: { $ref: "#/components/responses/NotFound" },
  413: { $ref: "#/components/responses/TooLarge" },
  415: { $ref: "#/components/responses/NotJson" },
  429: { $ref: "#/components/responses/TooManyRequests" },
};

interface Body {
  schema: z.ZodType;
  /** The body may also be a JSON string of the object (the old client's quirk, docs/api.md). */
  orString?: boolean;
  /** No body and `{}` both mean "no options" (a restore, a publish). */
  optional?: boolean;
}

interface Success {
  status: number;
  description: string;
  schema?: JsonSchema;
  headers?: Record<string, unknown>;
  /** Another media type than JSON (the CSV exports). */
  content?: Record<string, unknown>;
}

const methods = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof methods)[number];

/** One operation as a route module describes it: its path is the route's, its method the key it sits under. */
export interface OperationDescription {
  summary: string;
  tag: string;
  /** Needs the session cookie (every /api/admin path; 401 without it). */
  signedIn?: boolean;
  pathParameters?: Record<string, JsonSchema & { description: string }>;
  query?: { name: string; required?: boolean; description: string; schema: JsonSchema }[];
  body?: Body;
  /** A multipart body instead of JSON (the image upload). */
  multipart?: JsonSchema;
  /** Another media type than JSON or multipart, by its name (the redirects' CSV import). */
  rawBody?: Record<string, { schema: JsonSchema }>;
  success: Success;
  /** Error statuses besides those every operation of its kind gets; a string replaces the shared answer's description. */
  errors?: Record<number, string | Record<string, unknown>>;
  /** Public JSON the same for everyone: cached 60 s, with an ETag and 304. */
  cached?: boolean;
  /**
   * One editable object with a version (docs/decisions/0043-versions-and-conflicts.md): a GET sends
   * it as its ETag; a write takes If-Match and answers 409 with the object as it is now.
   */
  versioned?: AnswerName | AnswerName[];
}

/** What a route module under app/routes/api exports as `openapi`: its operations by method, or by full path for a module two routes share. */
export type ApiDescription = Partial<Record<Method, OperationDescription>> | ((path: string) => Partial<Record<Method, OperationDescription>>);

interface Operation extends OperationDescription {
  method: Method;
  path: string;
}

/** A 400 that is either the schema's `{message, errors}` or the route's own `{message}` (a code or passkey not accepted). */
export const errorOrFields = { anyOf: [ref("ValidationError"), ref("Error")] };

export const idParameter = { type: "integer", minimum: 1, description: "The id (a whole number from 1; anything else is a 404)." };
/** `?q=`: a search (docs/decisions/0041-search-index.md), at most 200 characters. */
export const searchQuery = {
  name: "q",
  description: "What to search for (at most 200 characters; Arabic folded, every word a word prefix, any order).",
  schema: { type: "string", maxLength: 200 },
};
export const pageQuery = { name: "page", description: "The page, from 1 (50 a page).", schema: { type: "integer", minimum: 1, default: 1 } };
/** The days of an analytics answer, both included. */
export const analyticsRange = [
  { name: "from", required: true, description: "The first day (YYYY-MM-DD, UTC).", schema: { type: "string", format: "date" } },
  {
    name: "to",
    required: true,
    description: "The last day (YYYY-MM-DD, UTC), at most two years after `from`.",
    schema: { type: "string", format: "date" },
  },
];

/** A GET of a whole table as a spreadsheet file (the contact messages, the subscribers). */
export const csvExport = (summary: string): OperationDescription => ({
  summary,
  tag: "Messages",
  signedIn: true,
  success: {
    status: 200,
    description: "A text/csv attachment, newest first.",
    content: { "text/csv": { schema: { type: "string" } } },
    headers: { "Content-Disposition": { description: "attachment; filename=…", schema: { type: "string" } } },
  },
});

/** An operation as a signed-in route writes it: the tag and the sign-in are the route's, given once (a tag here wins). */
type AdminOperation = Omit<OperationDescription, "tag" | "signedIn"> & { tag?: string };

type AdminOperations = Partial<Record<Method, AdminOperation>>;

function withCommon(operations: AdminOperations, common: Partial<OperationDescription>) {
  const entries = Object.entries(operations).map(([method, operation]) => [method, { ...common, ...operation }]);
  return Object.fromEntries(entries) as Partial<Record<Method, OperationDescription>>;
}

/** The operations of a signed-in route (every one under /api/admin, /api/auth/user): each needs the session cookie and is filed under `tag`. */
export const adminOperations = (tag: string, operations: AdminOperations) => withCommon(operations, { tag, signedIn: true });

/** The same for a route of one row (`…/:id`): each operation also takes the id path parameter. */
export const adminItemOperations = (tag: string, operations: AdminOperations) =>
  withCommon(operations, { tag, signedIn: true, pathParameters: { id: idParameter } });

/** The usual answers: one object, a list, one just created, a delete's 204. */
export const answer = (description: string, name: AnswerName): Success => ({ status: 200, description, schema: ref(name) });
export const listOf = (description: string, name: AnswerName): Success => ({ status: 200, description, schema: arrayOf(name) });
export const created = (name: AnswerName, description = "Created."): Success => ({ status: 201, description, schema: ref(name) });
export const deleted: Success = { status: 204, description: "Deleted." };

/** The GET of public JSON the same for everyone: cached 60 s, with an ETag and 304. */
export const publicGet = (summary: string, success: Success): OperationDescription => ({ summary, tag: "Public", cached: true, success });

/**
 * The DELETE of one versioned object (docs/decisions/0043-versions-and-conflicts.md): by its id,
 * with If-Match or `{version}` (the body optional), 204.
 */
export const versionedDelete = (
  operation: Pick<OperationDescription, "summary" | "tag" | "errors" | "pathParameters"> & { versioned: AnswerName },
): OperationDescription => ({
  signedIn: true,
  pathParameters: { id: idParameter },
  body: { schema: versionBodySchema, orString: true, optional: true },
  success: { status: 204, description: "Deleted." },
  ...operation,
});

/** An entity's descriptor as the document reads it (app/entities): one row's name with its article, its tag, its answer; whether it has versions. */
interface DescribedEntity {
  versioned: boolean;
  api: { noun: string; tag: string; answer: string };
}

/**
 * The GET, PATCH and DELETE of one row of an entity, described from the entity's descriptor
 * (docs/decisions/0058-entities-as-data.md): a summary per operation kind, the PATCH body's schema,
 * the answer's. A versioned entity's, as `versionedResource` (app/services/versioned-resource.server.ts)
 * answers them: the GET with its ETag, the writes with If-Match. `overrides` adds to or replaces any
 * operation's parts.
 */
export function resourceOperations(
  entity: DescribedEntity,
  patch: z.ZodType,
  overrides: {
    get?: Partial<OperationDescription>;
    patch?: Partial<OperationDescription>;
    delete?: Partial<Pick<OperationDescription, "summary" | "errors" | "pathParameters">>;
  } = {},
) {
  const { noun, tag } = entity.api;
  const answer = entity.api.answer as AnswerName;
  const one = noun.replace(/^an? /, "");
  const common = { tag, signedIn: true, pathParameters: { id: idParameter }, ...(entity.versioned && { versioned: answer }) };
  return {
    get: {
      summary: entity.versioned ? `One ${one}, with its version as its ETag` : `One ${one}`,
      ...common,
      success: { status: 200, description: `The ${one}.`, schema: ref(answer) },
      ...overrides.get,
    },
    patch: {
      summary: `Change ${noun} (a field left out keeps its value)`,
      ...common,
      body: { schema: patch },
      success: { status: 200, description: `The ${one} as stored.`, schema: ref(answer) },
      ...overrides.patch,
    },
    delete: entity.versioned
      ? versionedDelete({ summary: `Delete ${noun}`, tag, versioned: answer, ...overrides.delete })
      : { summary: `Delete ${noun}`, ...common, success: deleted, ...overrides.delete },
  } satisfies ApiDescription;
}

/** The methods that may change something: refused with 403 from another site, and 413 past 64 KiB. */
const writes = new Set(["post", "put", "patch", "delete"]);

function requestBodyOf(body: Body) {
  const object = jsonSchema(body.schema, "input");
  const schema = body.orString
    ? { anyOf: [object, { type: "string", contentMediaType: "application/json", description: "The same object as a JSON string." }] }
    : object;
  return { required: !body.optional, content: jsonContent(schema) };
}

function responsesOf(operation: Operation) {
  const { success } = operation;
  const responses: Record<string, unknown> = {};
  const versionedWrite = operation.versioned && operation.method !== "get";
  const successHeaders = {
    ...(operation.cached ? { ...responseHeaders.cacheControl, ...responseHeaders.etag } : {}),
    ...(operation.versioned && success.status !== 204 ? { ETag: { $ref: "#/components/headers/Version" } } : {}),
    ...success.headers,
  };
  responses[success.status] = {
    description: success.description,
    ...(Object.keys(successHeaders).length > 0 && { headers: successHeaders }),
    ...(success.schema && { content: jsonContent(success.schema) }),
    ...(success.content && { content: success.content }),
  };
  const statuses = new Set<number>();
  if (operation.cached) responses[304] = { description: "Not modified (If-None-Match named the ETag); no body." };
  if (operation.body || operation.query) statuses.add(400);
  // Signed in: 401 without a session, 403 when the role does not allow it (docs/decisions/0039-roles.md).
  if (operation.signedIn) statuses.add(401).add(403);
  if (writes.has(operation.method)) statuses.add(403).add(413);
  if (operation.pathParameters) statuses.add(404);
  if (operation.body) statuses.add(415);
  for (const status of Object.keys(operation.errors ?? {})) statuses.add(Number(status));
  if (versionedWrite) statuses.add(400).add(409);
  for (const status of [...statuses].sort((a, b) => a - b)) {
    if (status === 409 && versionedWrite && operation.versioned) {
      responses[status] = staleAnswer(operation.versioned, operation.errors?.[409]);
      continue;
    }
    const special = operation.errors?.[status];
    const shared = sharedErrors[status];
    // An operation's own wording of a shared answer, or of a plain `{message}` one (409, 410).
    if (typeof special === "string")
      responses[status] = { ...(componentResponses[status] ?? { content: jsonContent(ref("Error")) }), description: special };
    else if (special) responses[status] = special;
    else if (shared) responses[status] = shared;
    else throw new Error(`No answer described for ${status} of ${operation.method} ${operation.path}`);
  }
  return responses;
}

/** A write's 409: the object as it is now when the version was stale, or the operation's own 409 (a key taken, an image in use). */
function staleAnswer(names: AnswerName | AnswerName[], own: string | Record<string, unknown> | undefined) {
  const current = Array.isArray(names) ? { anyOf: names.map(ref) } : ref(names);
  const stale = {
    type: "object",
    required: ["message", "current"],
    properties: { message: { type: "string" }, current },
    description: "Stale: the version named (If-Match or `version`) is not the stored one; nothing was written.",
  };
  const ownSchema = own === undefined ? undefined : names === "Media" ? ref("MediaInUse") : ref("Error");
  const description = "The version named (If-Match or `version`) is not the stored one: nothing was written, `current` is the object as it is now.";
  return {
    description: typeof own === "string" ? `${description} Or: ${own}` : description,
    content: jsonContent(ownSchema ? { anyOf: [stale, ownSchema] } : stale),
  };
}

function parametersOf(operation: Operation) {
  const inPath = Object.entries(operation.pathParameters ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: "path",
    required: true,
    description,
    schema,
  }));
  const inQuery = (operation.query ?? []).map(({ name, required, description, schema }) => ({
    name,
    in: "query",
    ...(required && { required }),
    description,
    schema,
  }));
  const ifMatch = operation.versioned && operation.method !== "get" ? [{ $ref: "#/components/parameters/IfMatch" }] : [];
  return [...inPath, ...inQuery, ...ifMatch, { $ref: "#/components/parameters/Language" }];
}

/** The shared error answers, also written out whole where an operation words its own description. */
const componentResponses: Record<number, { description: string; headers?: Record<string, unknown>; content: unknown }> = {
  400: {
    description: "Malformed JSON or fields the schema refused: `errors` maps each field to its messages.",
    content: jsonContent(ref("ValidationError")),
  },
  401: { description: "Signed out: send the session cookie.", content: jsonContent(ref("Error")) },
  403: {
    description:
      "A cross-site request (an Origin of another site, or Sec-Fetch-Site: cross-site), a role that does not allow it (an editor on an administrator's endpoint), or, with REQUIRE_2FA, a user without a second factor (every /api/admin path but /api/admin/account/…): nothing changed.",
    content: jsonContent(ref("Error")),
  },
  404: { description: "Unknown path or id (an id that is not a number included).", content: jsonContent(ref("Error")) },
  413: { description: "The body is over 64 KiB.", content: jsonContent(ref("Error")) },
  415: { description: "The body is not Content-Type: application/json.", content: jsonContent(ref("Error")) },
  429: {
    description: "Too many requests: try again after Retry-After seconds.",
    headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
    content: jsonContent(ref("Error")),
  },
};

const responseNames: Record<number, string> = {
  400: "Invalid",
  401: "Unauthorized",
  403: "CrossSite",
  404: "NotFound",
  413: "TooLarge",
  415: "NotJson",
  429: "TooManyRequests",
};

function operationIdOf(operation: Operation) {
  const words = operation.path
    .replace(/^\/api\//, "")
    .replace(/\{(\w+)\}/g, "by-$1")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [operation.method, ...words].map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join("");
}

type BuildRoutes = Record<string, (RouteEntry & { module?: { openapi?: unknown } }) | undefined>;

/**
 * The operations the `/api` route modules of a build describe, in app/routes.ts's order, each at
 * its route's full path (`:id` written `{id}`). A route under /api that answers (any but a layout
 * and the `*` catch-all) and describes nothing is an error: the document would lack it.
 */
export function collectOperations(routes: ServerBuild["routes"] | BuildRoutes): Operation[] {
  const table = routes as BuildRoutes;
  const operations: Operation[] = [];
  const undescribed: string[] = [];
  const layouts = new Set(Object.values(table).map((route) => route?.parentId));
  for (const route of Object.values(table)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const fullPath = fullPathOf(table, route);
    if (!fullPath.startsWith("/api/") || fullPath.endsWith("*")) continue;
    const path = fullPath.replace(/:(\w+)/g, "{$1}");
    const description = route.module?.openapi as ApiDescription | undefined;
    const byMethod = typeof description === "function" ? description(path) : description;
    const described = methods.filter((method) => byMethod?.[method]);
    // A layout answers nothing of its own unless it says so.
    if (described.length === 0 && !layouts.has(route.id)) undescribed.push(path);
    for (const method of described) operations.push({ ...byMethod![method]!, method, path });
  }
  if (undescribed.length > 0) throw new Error(`No \`openapi\` description exported for ${undescribed.join(", ")}`);
  return operations;
}

/** Builds the document from a build's routes (once per process: see `openApiDocument`). */
export function buildOpenApiDocument(routes: ServerBuild["routes"] | BuildRoutes) {
  const operations = collectOperations(routes);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const security = operation.signedIn ? [{ sessionCookie: [] }, { sessionCookieHttp: [] }] : [];
    (paths[operation.path] ??= {})[operation.method] = {
      operationId: operationIdOf(operation),
      summary: operation.summary,
      tags: [operation.tag],
      parameters: parametersOf(operation),
      ...(operation.body && { requestBody: requestBodyOf(operation.body) }),
      ...(operation.multipart && { requestBody: { required: true, content: { "multipart/form-data": { schema: operation.multipart } } } }),
      ...(operation.rawBody && { requestBody: { required: true, content: operation.rawBody } }),
      responses: responsesOf(operation),
      security,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Mahami JSON API",
      version: appVersion,
      description:
        "The JSON API of the Mahami site, for apps, scripts and older clients. docs/api.md holds the conventions and a walkthrough with curl. " +
        "Every answer sends Cache-Control (no-store unless said otherwise); messages follow the mahami-language cookie (Arabic by default). " +
        "A method a path does not answer gets 405 with an Allow header; a path that does not exist gets 404.",
    },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(answerSchemas).map(([name, schema]) => [name, jsonSchema(schema, "output")])),
      responses: Object.fromEntries(Object.entries(responseNames).map(([status, name]) => [name, componentResponses[Number(status)]])),
      parameters: {
        IfMatch: {
          name: "If-Match",
          in: "header",
          required: false,
          description:
            'The version the write starts from, e.g. `"3"` (`W/"3"` too): another stored version is a 409 and nothing is written. Without it (or the body\'s `version`) the last write wins. Not a quoted version number: 400.',
          schema: { type: "string", examples: ['"3"'] },
        },
        Language: {
          name: languageCookieName,
          in: "cookie",
          required: false,
          description: "The language of the messages (Arabic by default).",
          schema: { type: "string", enum: [...locales] },
        },
      },
      headers: {
        CacheControl: {
          description: "Public JSON: fresh for 60 s, served stale while it is refetched.",
          schema: { type: "string", examples: [publicCache] },
        },
        ETag: { description: "A strong validator: send it back in If-None-Match for a 304.", schema: { type: "string" } },
        Version: {
          description: 'The object\'s version, quoted (`"3"`): send it back as If-Match to write only over that version.',
          schema: { type: "string", examples: ['"3"'] },
        },
        RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 0 } },
        SetCookie: { description: "The session cookie (set, or cleared).", schema: { type: "string" } },
      },
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName(true),
          description: "The session cookie POST /api/login sets, over https (production).",
        },
        sessionCookieHttp: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName(false),
          description: "The same cookie's name over plain http (development, tests).",
        },
      },
    },
  };
}

let built: { body: string; etag: string } | undefined;

/** The document's bytes and their ETag, made at the first request and kept for the process's life. */
export function openApiDocument(routes: ServerBuild["routes"]) {
  if (!built) {
    const body = JSON.stringify(buildOpenApiDocument(routes));
    built = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }
  return built;
}
