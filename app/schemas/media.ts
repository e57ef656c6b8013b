import { z } from "zod";
import { expectedVersion, text } from "./fields";
import { id, timestamp, version } from "./answers";

const alt = text(300);

/** The alt texts of an upload (POST /api/admin/media and the library's upload form). */
export const mediaAltSchema = z.object({ altAr: alt.default(""), altEn: alt.default("") });

/** PATCH /api/admin/media/{id} and the library's alt text form: either or both. */
export const mediaAltPatchSchema = z.object({ altAr: alt, altEn: alt, version: expectedVersion }).partial();

export type MediaAltFields = z.infer<typeof mediaAltSchema>;

/** One srcset copy: its WebP address and its AVIF one (absent for images stored before AVIF copies were made). */
const mediaVariantResponse = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
  avifUrl: z.string().optional(),
});

/** An image of the library as GET and PATCH send it (`Media` of the OpenAPI document); the upload's 201 leaves out `updatedAt`. */
export const mediaResponse = z.object({
  id,
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  mime: z.enum(["image/jpeg", "image/png", "image/webp", "image/avif"]),
  altAr: z.string(),
  altEn: z.string(),
  /** The name the file had when uploaded (control and bidi characters removed); "" for images stored before it was kept. */
  fileName: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version,
  variants: z.array(mediaVariantResponse),
});

export const uploadedMediaResponse = mediaResponse.omit({ updatedAt: true });

/** 409 on DELETE: the places that still show the image. */
export const mediaInUseResponse = z.object({
  message: z.string(),
  usedIn: z.array(z.object({ kind: z.enum(["team", "headerLogo", "footerLogo", "content"]), label: z.string(), place: z.string() })),
});
