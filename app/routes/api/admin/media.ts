import { listMedia } from "#db/models/media.server";
import { apiError, createAction, invalidFields, json, message, pickFields } from "~/services/api.server";
import { requestInfoContext } from "~/lib/context";
import { mediaAltSchema, uploadedMediaResponse } from "~/schemas/media";
import { problemStatus, uploadedFile, uploadImage } from "~/services/media-upload.server";
import { type JsonSchema, ref, jsonContent, jsonSchema, adminOperations, created, listOf } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { upload: true, access: "editors" };

/** An upload's 201: the image without `updatedAt` (its answer schema's fields). */
const uploadedFields = pickFields(uploadedMediaResponse);

/** Every image of the library, newest first, with its srcset copies. */
export async function loader() {
  return json(await listMedia());
}

/** Uploads one image: multipart/form-data with `file`, `altAr`, `altEn` (docs/api.md#media). */
export const action = createAction(async ({ request, context, actor }) => {
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
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Media", {
  get: {
    summary: "Every image of the library, newest first",
    success: listOf("The images.", "Media"),
  },
  post: {
    summary: "Upload an image (JPEG, PNG, WebP or AVIF, up to 5 MiB)",
    multipart: {
      ...jsonSchema(mediaAltSchema, "input"),
      properties: {
        file: { type: "string", contentMediaType: "application/octet-stream", description: "The image; its type is told from its bytes." },
        ...(jsonSchema(mediaAltSchema, "input").properties as JsonSchema),
      },
      required: ["file"],
    },
    success: created("UploadedMedia", "Stored, re-encoded without metadata, with its copies."),
    errors: {
      400: {
        description: "No file, a damaged image, or one too large in pixels (`errors.file`); or an alt text too long.",
        content: jsonContent(ref("ValidationError")),
      },
      413: {
        description: "The file is over 5 MiB (the connection is closed).",
        content: jsonContent({ anyOf: [ref("ValidationError"), ref("Error")] }),
      },
      415: {
        description: "Not JPEG, PNG, WebP or AVIF, or not multipart/form-data.",
        content: jsonContent({ anyOf: [ref("ValidationError"), ref("Error")] }),
      },
      503: {
        description: "Too many uploads at once: try again after Retry-After seconds.",
        headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
        content: jsonContent(ref("Error")),
      },
    },
  },
});
