import type { Actor } from "#db/models/activity.server";
import { createMedia, type Media } from "#db/models/media.server";
import type { UploadRefusal } from "~/lib/context";
import { cleanFileName } from "~/domain/media-url";
import { type ImageRefusal, processImage } from "~/lib/media-image.server";

/*
 * One image upload, end to end, for the JSON API and the dashboard's forms
 * (docs/decisions/0027-media-library.md): the streamed body's refusal (past 5 MiB), then the
 * file's type from its bytes, its size in pixels, the re-encoding, and the store.
 */

export type UploadProblem =
  "imageRequired" | "imageType" | "imageTooLarge" | "imageTooManyPixels" | "imageShape" | "imageUnreadable" | "unknownMedia";

/** The HTTP status of each problem (docs/api.md). */
export const problemStatus: Record<UploadProblem, 400 | 413 | 415> = {
  imageRequired: 400,
  imageType: 415,
  imageTooLarge: 413,
  imageTooManyPixels: 400,
  imageShape: 400,
  imageUnreadable: 400,
  unknownMedia: 400,
};

const refusalProblem: Record<ImageRefusal, UploadProblem> = {
  unsupportedType: "imageType",
  tooManyPixels: "imageTooManyPixels",
  badShape: "imageShape",
  unreadable: "imageUnreadable",
};

export type UploadOutcome = { media: Media } | { problem: UploadProblem };

/** The uploaded file of `field`, if the form carries one. */
export function uploadedFile(formData: FormData, field = "file") {
  const file = formData.get(field);
  return file instanceof File && (file.size > 0 || file.name !== "") ? file : undefined;
}

/** Stores the image of `file` with its alt texts, or says why it cannot. */
export async function uploadImage(
  file: File | undefined,
  alt: { altAr: string; altEn: string },
  refusal: UploadRefusal | undefined,
  actor: Actor,
): Promise<UploadOutcome> {
  if (refusal === "tooLarge") return { problem: "imageTooLarge" };
  if (!file) return { problem: "imageRequired" };
  const image = await processImage(Buffer.from(await file.arrayBuffer()));
  if ("refused" in image) return { problem: refusalProblem[image.refused] };
  const media = await createMedia(
    {
      hash: image.hash,
      mime: image.mime,
      width: image.width,
      height: image.height,
      data: image.data,
      variants: image.variants,
      fileName: cleanFileName(file.name),
      ...alt,
    },
    actor,
  );
  return { media };
}
