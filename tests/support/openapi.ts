import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { expect } from "vitest";
import { type ApiAnswer, type ApiCall, api as plainApi, request as plainRequest } from "./http";
import type { TestServer } from "./server";

/*
 * The API's answers against its own description (docs/decisions/0038-openapi-from-the-schemas.md):
 * GET /api/openapi.json of the server under test, and each real answer's status and body checked
 * against what the document says of that path, method and status (ajv, JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1). `api` and `request` here are those of ./http.ts plus that check, so a test
 * file switches by its import and every answer it receives is checked, its errors included.
 */

type Target = Pick<TestServer, "url">;
type Json = Record<string, any>;

// ajv-formats is CommonJS: its default export arrives wrapped under vitest's interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => Ajv2020;

const documentKey = "openapi.json";

interface Checker {
  document: Json;
  /** The document's path templates as patterns, exact paths first. */
  paths: { template: string; pattern: RegExp }[];
  ajv: Ajv2020;
  compiled: Map<string, ValidateFunction>;
}

const checkers = new Map<string, Promise<Checker>>();

/** The document the server serves, read once per server. */
export async function openApiDocument(server: Target): Promise<Json> {
  return (await checkerOf(server)).document;
}

function checkerOf(server: Target) {
  let checker = checkers.get(server.url);
  if (!checker) {
    checker = (async () => {
      const response = await fetch(`${server.url}/api/openapi.json`);
      if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
      const document = (await response.json()) as Json;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addSchema(document, documentKey);
      const paths = Object.keys(document.paths)
        .sort((a, b) => Number(a.includes("{")) - Number(b.includes("{")))
        .map((template) => ({
          template,
          pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`),
        }));
      return { document, paths, ajv, compiled: new Map() };
    })();
    checkers.set(server.url, checker);
  }
  return checker;
}

const pointerPart = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

/** The schema at a JSON pointer of the document, compiled once. */
function validatorAt(checker: Checker, pointer: string[]) {
  const ref = `${documentKey}#/${pointer.map(pointerPart).join("/")}`;
  let validate = checker.compiled.get(ref);
  if (!validate) {
    validate = checker.ajv.compile({ $ref: ref });
    checker.compiled.set(ref, validate);
  }
  return validate;
}

function resolve(document: Json, value: Json): { value: Json; pointer: string[] | undefined } {
  if (typeof value.$ref !== "string") return { value, pointer: undefined };
  const pointer = value.$ref.replace(/^#\//, "").split("/");
  return { value: pointer.reduce((node: Json, part: string) => node[part.replace(/~1/g, "/").replace(/~0/g, "~")], document), pointer };
}

/** The statuses any path may answer before its route runs (app/server/middleware/errors.ts sendError; the /api/admin guard; a wrong method). */
const beforeTheRoute = [401, 403, 405, 413];

/**
 * Fails unless the document describes this answer: the path and method (or, for a path or method
 * it does not list, a `{message}` error), the status, and the body against that status's schema.
 */
export async function expectMatchesOpenApi(server: Target, method: string, url: string, answer: { status: number; headers: Headers; body: unknown }) {
  const checker = await checkerOf(server);
  const path = new URL(url, "http://localhost").pathname;
  const where = `${method} ${url} → ${answer.status}`;
  const found = checker.paths.find(({ pattern }) => pattern.test(path));
  const operation = found ? checker.document.paths[found.template][method.toLowerCase()] : undefined;
  if (!found || !operation) {
    // An undocumented path is a 404, an undocumented method a 405 (or a refusal that comes first): always `{message}`.
    expect(found ? beforeTheRoute : [400, ...beforeTheRoute, 404], `${where}: not in the document`).toContain(answer.status);
    const validate = validatorAt(checker, ["components", "schemas", "Error"]);
    expect(validate(answer.body) ? [] : validate.errors, `${where}: the error shape`).toEqual([]);
    return;
  }
  const responses = operation.responses as Json;
  expect(Object.keys(responses), `${where}: a status the document does not list`).toContain(String(answer.status));
  const base = ["paths", found.template, method.toLowerCase(), "responses", String(answer.status)];
  const { value: response, pointer } = resolve(checker.document, responses[String(answer.status)]);
  if (response.headers?.["Retry-After"]) expect(answer.headers.get("retry-after") ?? "", `${where}: Retry-After`).toMatch(/^\d+$/);
  if (!response.content) {
    expect(answer.body, `${where}: a body where the document has none`).toBeNull();
    return;
  }
  const mediaType = (answer.headers.get("content-type") ?? "").split(";")[0].trim();
  expect(Object.keys(response.content), `${where}: the media type`).toContain(mediaType);
  const validate = validatorAt(checker, [...(pointer ?? base), "content", mediaType, "schema"]);
  expect(validate(answer.body) ? [] : validate.errors, `${where}: the body against the document`).toEqual([]);
}

/** ./http.ts `api`, with its answer checked against the document. */
export async function api(server: Target, method: string, path: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const answer = await plainApi(server, method, path, call);
  await expectMatchesOpenApi(server, method, path, answer);
  return answer;
}

/** ./http.ts `request`, with an /api answer checked against the document (the response is returned unread). */
export async function request(server: Target, path: string, init: RequestInit = {}) {
  const response = await plainRequest(server, path, init);
  if (path.startsWith("/api/")) {
    const text = await response.clone().text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    await expectMatchesOpenApi(server, init.method ?? "GET", path, { status: response.status, headers: response.headers, body });
  }
  return response;
}
