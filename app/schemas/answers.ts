import { z } from "zod";

/*
 * The building blocks of what the JSON API answers (the OpenAPI document's `components.schemas`): each entity's schema
 * module describes its answer with these next to the schema that checks its input, and
 * app/services/openapi.server.ts turns both into GET /api/openapi.json
 * (docs/decisions/0038-openapi-from-the-schemas.md). An answer's object lists exactly the fields
 * the server sends: a field added to one is one line here and in the document.
 */

/** An id of a stored row. */
export const id = z.number().int().positive();

/** A time the server wrote: ISO-8601 in UTC, e.g. `2026-11-26T01:02:03.456Z`. */
export const timestamp = z.iso.datetime();

/** Every error: `{message}` in the request's language. */
export const errorResponse = z.object({ message: z.string() });

/** Each field the server refused, with its messages (`{}` when the body itself is wrong: malformed JSON, not an object). */
export const fieldErrors = z.record(z.string(), z.array(z.string()));

/** 400: `{message, errors}`. */
export const validationErrorResponse = z.object({ message: z.string(), errors: fieldErrors });

/** A 202 or a confirmation: `{message}`, the site's words in the request's language. */
export const messageResponse = z.object({ message: z.string() });

/** An editable object's version (docs/decisions/0043-versions-and-conflicts.md): every write raises it by one. */
export const version = z.number().int().positive();

/** 409 to a write that named another version than the stored one: nothing was written; `current` is the object as it is now. */
export function staleWriteResponse<Current extends z.ZodType>(current: Current) {
  return z.object({ message: z.string(), current });
}
