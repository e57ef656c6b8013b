import { getRevision, isRevisionEntity, restoreRevision } from "#db/models/revisions.server";
import {
  apiActor,
  apiAdmin,
  apiError,
  expectedVersionOf,
  json,
  jsonWithVersion,
  message,
  parseId,
  readJsonOptions,
  refuseStaleWrite,
  onlyPost,
  onlyMethod,
} from "~/services/api.server";
import { mayHandleEntity } from "~/domain/roles";
import { checkRestore, currentEntity, restoreTargetSchema } from "~/services/history.server";
import type { Route } from "./+types/revision-restore";
import { ref, idParameter, adminOperations } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/** Writes the revision's state back (a new revision itself) and answers the entity as restored. */
export const action = onlyMethod("POST", async ({ request, context, params }: Route.ActionArgs) => {
  const actor = apiActor(context);
  const id = parseId(params.id, context);
  const stored = await getRevision(id);
  if (stored && !mayHandleEntity(apiAdmin(context).user, stored.entity)) return apiError(403, message(context, "errors.forbidden"));
  const target = await readJsonOptions(request, context, restoreTargetSchema);
  const expected = target && { entity: target.entity, entityId: target.entityId };
  // A restore is a write: with a version (If-Match or `version`), the item's must still be it (docs/decisions/0043-versions-and-conflicts.md).
  const expectedVersion = expectedVersionOf(request, context, target?.version);
  const result = await refuseStaleWrite(
    context,
    () => restoreRevision(id, actor, expected, checkRestore, expectedVersion),
    async () => {
      const revision = await getRevision(id);
      return revision && isRevisionEntity(revision.entity) ? currentEntity(revision.entity, revision.entityId) : undefined;
    },
  );
  if (result.ok) {
    const restored = await currentEntity(result.entity, Number(result.row.id));
    return restored ? jsonWithVersion(restored) : json(restored);
  }
  if (result.reason === "not-found") return apiError(404, message(context, "api.revisionNotFound"));
  if (result.reason === "other-entity") {
    return apiError(400, message(context, "api.revisionOfOtherItem"), { errors: { entityId: [message(context, "api.revisionOfOtherItem")] } });
  }
  if (result.reason === "invalid") {
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => message(context, key as `validation.${string}`))]),
    );
    return apiError(400, message(context, "api.restoreInvalid"), { errors });
  }
  return apiError(409, message(context, "api.restoreConflict"));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("History", {
  post: {
    summary: "Write a revision's state back (itself a new revision)",
    pathParameters: { id: { ...idParameter, description: "The revision's id." } },
    body: { schema: restoreTargetSchema, optional: true },
    success: {
      status: 200,
      description: "The entity as restored.",
      schema: { anyOf: [ref("StoredContentItem"), ref("ButtonLink"), ref("HeaderSettings"), ref("FooterSettings"), ref("TeamMember"), ref("Media")] },
    },
    errors: {
      400: "The revision belongs to another item, or its state breaks today's rules (the fields named).",
      404: "Unknown revision.",
      409: "The item's unique key (a content key, a button link's key) now belongs to another row.",
    },
    versioned: ["StoredContentItem", "ButtonLink", "HeaderSettings", "FooterSettings", "TeamMember", "Media"],
  },
});
