import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Actor } from "#db/models/activity.server";
import { apiActor, byMethod, deleteVersioned, jsonWithVersion, notFound, parseId, patchVersioned } from "~/services/api.server";

type Context = Readonly<RouterContextProvider>;
type Params = Record<string, string | undefined>;

/**
 * One administrator resource of the JSON API at `…/:id`: what its GET reads, what its PATCH checks
 * and writes, what its DELETE removes. `versionedResource` turns it into the route module's
 * `loader` and `action`, with the conventions every such resource shares
 * (docs/decisions/0043-versions-and-conflicts.md): GET answers with `ETag: "<version>"`; PATCH and
 * DELETE that name a version (If-Match or `version`) get a 409 with the stored object when it has
 * another; an unknown id is a 404; any other method a 405 with `Allow`. A route module exports the
 * two one by one (`export const loader = resource.loader`): React Router's build cannot take a
 * destructured export out of the client bundle.
 */
export interface VersionedResource<Item extends { version: number }, Schema extends z.ZodType<{ version?: number }>> {
  /** The route parameter that names the object (`id` unless said). */
  param?: string;
  /** One object by its id, as the API answers it; undefined when there is none. */
  read: (id: number) => Promise<Item | undefined>;
  /** GET's lookup when it takes the parameter otherwise (the button links are read by content key). */
  get?: (value: string | undefined, context: Context) => Promise<Item | undefined>;
  /** The PATCH body: any subset of the fields, and an optional `version`. */
  patch: Schema;
  /**
   * Writes the patch if the stored version is `expected` (a `StaleWrite` otherwise; any version when
   * undefined); undefined when there is no such object. Throws a Response to refuse the patch.
   */
  write: (
    id: number,
    values: Omit<z.output<Schema>, "version">,
    actor: Actor,
    expected: number | undefined,
    context: Context,
  ) => Promise<Item | undefined>;
  /** Removes the object as `write` does; nothing when there was none. Absent: DELETE is the `delete` handler's. */
  remove?: (id: number, actor: Actor, expected: number | undefined) => Promise<unknown>;
  /** DELETE with answers of its own (an image still in use is a 409 that names where). */
  delete?: (args: { request: Request; context: Context; id: number; actor: Actor }) => Promise<Response>;
}

export function versionedResource<Item extends { version: number }, Schema extends z.ZodType<{ version?: number }>>(
  resource: VersionedResource<Item, Schema>,
) {
  const param = resource.param ?? "id";
  const target = (params: Params, context: Context) => ({ id: parseId(params[param], context), actor: apiActor(context) });
  return {
    async loader({ context, params }: { context: Context; params: Params }) {
      const item = resource.get ? await resource.get(params[param], context) : await resource.read(parseId(params[param], context));
      return item ? jsonWithVersion(item) : notFound(context);
    },
    action({ request, context, params }: { request: Request; context: Context; params: Params }) {
      return byMethod(
        request,
        context,
        {
          PATCH: async () => {
            const { id, actor } = target(params, context);
            return patchVersioned(
              request,
              context,
              resource.patch,
              (values, expected) => resource.write(id, values, actor, expected, context),
              () => resource.read(id),
            );
          },
          DELETE: async () => {
            const { id, actor } = target(params, context);
            if (resource.delete) return resource.delete({ request, context, id, actor });
            const remove = resource.remove;
            if (!remove) throw new Error("a versioned resource needs `remove` or `delete`");
            return deleteVersioned(
              request,
              context,
              (expected) => remove(id, actor, expected),
              () => resource.read(id),
            );
          },
        },
        ["GET"],
      );
    },
  };
}
