import { actorOf } from "~/lib/actor.server";
import { createContentItem, listContentItems } from "#db/models/content-items.server";
import { byMethod, conflictOnDuplicate, json, readJsonBody, requireApiAdmin } from "~/lib/api.server";
import { contentItemSchema } from "~/schemas/content-item";
import type { Route } from "./+types/content";

/** Every item, or one page's items with `?page=` (e.g. `?page=faq`). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireApiAdmin(request, context);
  const page = url.searchParams.get("page") ?? undefined;
  return json(await listContentItems({ page }));
}

export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      POST: async () => {
        const actor = actorOf(context, await requireApiAdmin(request, context));
        const fields = await readJsonBody(request, context, contentItemSchema);
        const created = await conflictOnDuplicate(context, "api.duplicateContentKey", () => createContentItem(fields, actor));
        return json(created, { status: 201 });
      },
    },
    ["GET"],
  );
}
