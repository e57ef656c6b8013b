import { listMedia } from "#db/models/media.server";
import { apiActor, apiError, byMethod, invalidFields, json, message, pickFields } from "~/services/api.server";
import { requestInfoContext } from "~/lib/context";
import { mediaAltSchema, uploadedMediaResponse } from "~/schemas/media";
import { problemStatus, uploadedFile, uploadImage } from "~/services/media-upload.server";
import type { Route } from "./+types/media";

export const handle: import("~/lib/route-handle").RouteHandle = { upload: true, access: "editors" };

/** An upload's 201: the image without `updatedAt` (its answer schema's fields). */
const uploadedFields = pickFields(uploadedMediaResponse);

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
        return json(uploadedFields(outcome.media), { status: 201 });
      },
    },
    ["GET"],
  );
}
