import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { byMethod, expectedVersionOf, jsonWithVersion, notFound, parseId, readJsonOptions, refuseStaleWrite } from "~/services/api.server";
import { adminItemOperations, ref } from "~/services/openapi.server";
import { refusalsAnswered } from "./api-answers.route.server";
import { type Edition, getEdition } from "./newsletters.model.server";
import { editionView } from "./newsletters.service.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The action of one step of an edition's life (approve, send, cancel: docs/decisions/0064-newsletters.md):
 * the path id, the optional body read against `schema`, the version it names (or If-Match). `step` answers
 * the body with a refusal, or with the write to run; a stale version is the shared 409 carrying the edition
 * as it is, a refusal its answer, an edition gone a 404, and the edition written comes back with its ETag.
 */
export function editionStepAction<Schema extends z.ZodType<{ version?: number }>>(
  schema: Schema,
  step: (args: {
    id: number;
    input: z.output<Schema> | undefined;
    expected: number | undefined;
    context: Context;
  }) => Response | (() => Promise<Edition | undefined>),
) {
  return ({ request, context, params }: { request: Request; context: Context; params: { id?: string } }) =>
    byMethod(request, context, {
      POST: () =>
        refusalsAnswered(context, async () => {
          const id = parseId(params.id, context);
          const input = await readJsonOptions(request, context, schema);
          const write = step({ id, input, expected: expectedVersionOf(request, context, input?.version), context });
          if (write instanceof Response) return write;
          const current = async () => {
            const edition = await getEdition(id);
            return edition && editionView(edition);
          };
          const written = await refuseStaleWrite(context, write, current);
          return written ? jsonWithVersion(await editionView(written)) : notFound(context);
        }),
    });
}

/** The OpenAPI description of an edition's step: a POST on its id, the body optional, the edition back. */
export function editionStepOperation(step: { summary: string; schema: z.ZodType; success: string; errors: Record<number, string> }) {
  return adminItemOperations("Newsletters", {
    post: {
      summary: step.summary,
      body: { schema: step.schema, orString: true, optional: true },
      versioned: "NewsletterEdition",
      success: { status: 200, description: step.success, schema: ref("NewsletterEdition") },
      errors: step.errors,
    },
  });
}
