import type { RouterContextProvider } from "react-router";
import { getMedia } from "#db/models/media.server";
import { requestInfoContext } from "~/lib/context";
import { currentActor } from "./dashboard/admin-context.server";
import { parseMediaUrl } from "~/domain/media-url";
import { type UploadProblem, uploadedFile, uploadImage } from "~/services/media-upload.server";

/** The form fields of the media picker (app/components/admin/media-picker.tsx). */
export const pickerFields = { file: "file", library: "libraryUrl" } as const;

/**
 * The image a form with a media picker chose (docs/decisions/0027-media-library.md): a new upload
 * first (stored with `alt`), else a library image, else `{}` (the typed address stays).
 */
export async function chosenImage(
  formData: FormData,
  context: Readonly<RouterContextProvider>,
  alt: { altAr: string; altEn: string },
): Promise<{ url?: string } | { problem: UploadProblem }> {
  const file = uploadedFile(formData, pickerFields.file);
  const { uploadRefusal } = context.get(requestInfoContext);
  if (file || uploadRefusal) {
    const outcome = await uploadImage(file, { altAr: alt.altAr.slice(0, 300), altEn: alt.altEn.slice(0, 300) }, uploadRefusal, currentActor(context));
    return "problem" in outcome ? outcome : { url: outcome.media.url };
  }
  const picked = formData.get(pickerFields.library);
  if (typeof picked !== "string" || picked === "") return {};
  const address = parseMediaUrl(picked);
  const media = address && (await getMedia(address.id));
  return media && media.url === picked ? { url: picked } : { problem: "unknownMedia" };
}
