import { z } from "zod";
import { id, timestamp, version } from "./answers";
import { emailAddress, expectedVersion, optionalEmail, optionalSafeUrl, requiredText, safeUrl, text } from "./fields";

const fields = {
  name: requiredText(100),
  position: requiredText(100),
  bio: text(1000).default(""),
  nameEn: text(100).default(""),
  positionEn: text(100).default(""),
  bioEn: text(1000).default(""),
  imageUrl: optionalSafeUrl,
  email: optionalEmail,
  phone: text(30)
    .regex(/^[+\d\s()-]*$/, { error: "validation.invalidPhone" })
    .default(""),
  isActive: z.boolean({ error: "validation.invalid" }).default(true),
  order: z.coerce.number({ error: "validation.invalid" }).int({ error: "validation.invalid" }).min(0).max(9999).default(0),
};

/**
 * POST /api/admin/team and the dashboard's member form. `name`, `position` and `bio` are the Arabic, the
 * `…En` fields the English; a member may be saved with one language and goes live with both
 * (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
 */
export const teamMemberSchema = z.object(fields);

/** PATCH /api/admin/team/{id}: any subset; no defaults, so a field left out keeps its stored value. */
export const teamMemberPatchSchema = z
  .object({
    name: fields.name,
    position: fields.position,
    bio: text(1000),
    nameEn: text(100),
    positionEn: text(100),
    bioEn: text(1000),
    imageUrl: z.union([z.literal(""), safeUrl]),
    email: z.union([z.literal(""), emailAddress]),
    phone: text(30).regex(/^[+\d\s()-]*$/, { error: "validation.invalidPhone" }),
    isActive: z.boolean({ error: "validation.invalid" }),
    order: z.coerce.number({ error: "validation.invalid" }).int().min(0).max(9999),
    version: expectedVersion,
  })
  .partial();

export type TeamMemberFields = z.infer<typeof teamMemberSchema>;

/** A team member as the administrator endpoints send it (`TeamMember` of the OpenAPI document). */
export const teamMemberResponse = z.object({
  id,
  name: z.string(),
  position: z.string(),
  bio: z.string(),
  nameEn: z.string(),
  positionEn: z.string(),
  bioEn: z.string(),
  imageUrl: z.string(),
  email: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
  order: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version,
});

/** A team member as GET /api/team sends it: what the about page shows, in both languages, without the email and phone. */
export const publicTeamMemberResponse = teamMemberResponse.omit({ email: true, phone: true });
