import { z } from "zod";
import { text } from "./fields";

const alt = text(300);

/** The alt texts of an upload (POST /api/admin/media and the library's upload form). */
export const mediaAltSchema = z.object({ altAr: alt.default(""), altEn: alt.default("") });

/** PATCH /api/admin/media/{id} and the library's alt text form: either or both. */
export const mediaAltPatchSchema = z.object({ altAr: alt, altEn: alt }).partial();

export type MediaAltFields = z.infer<typeof mediaAltSchema>;
