import { listMedia } from "#db/models/media.server";
import { apiActor, apiError, byMethod, invalidFields, json, message } from "~/services/api.server";
import { requestInfoContext } from "~/lib/context";
import { mediaAltSchema } from "~/schemas/media";
import { problemStatus, uploadedFile, uploadImage } from "~/services/media-upload.server";
import type { Route } from "./+types/media";

export const handle: import("~/lib/route-handle").RouteHandle = { upload: true };

/** Every image of the library, newest first, with its srcset copies. */
export async function loader() {
  return json(await listMedia());
}

/** Uploads one image: multipart/form-data with `file`, `altAr`, `altEn` (docs/api.md#media). */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      POST: async () => {
        const actor = apiActor(context);
        const { uploadRefusal } = context.get(requestInfoContext);
        if (!uploadRefusal && !request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) {
          return apiError(415, message(context, "validation.imageType"));
        }
        const formData = await request.formData();
        const alt = await mediaAltSchema.safeParseAsync(Object.fromEntries([...formData].filter(([name]) => name !== "file")), { reportInput: true });
        if (!alt.success) throw await invalidFields(context, alt.error.issues);
        const outcome = await uploadImage(uploadedFile(formData), alt.data, uploadRefusal, actor);
        if ("problem" in outcome) {
          const text = message(context, `validation.${outcome.problem}`);
          return apiError(problemStatus[outcome.problem], text, { errors: { file: [text] }, headers: uploadRefusal ? { Connection: "close" } : {} });
        }
        const { variants: _variants, updatedAt: _updatedAt, ...created } = outcome.media;
        return json({ ...created, variants: outcome.media.variants }, { status: 201 });
      },
    },
    ["GET"],
  );
}
