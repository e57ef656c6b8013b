import { z } from "zod";
import { logoSizes } from "~/domain/header-footer";
import { emailAddress, expectedVersion, flag, jsonObjectOrString, requiredText, safeUrl, text } from "./fields";
import { parseShowPages } from "~/domain/show-pages";
import { timestamp, version } from "./answers";

/** `showPages` as an object or a JSON string of one; malformed JSON reads as {} (docs/product.md#header-and-footer-tab). */
const showPages = z
  .unknown()
  .transform((value) => parseShowPages(value))
  .meta({
    description: "Page id → shown (false hides it), as an object or a JSON string of one; malformed JSON reads as {}.",
    anyOf: [{ type: "object", additionalProperties: { type: "boolean" } }, { type: "string" }],
  });

/** `showPages` as the API sends it: always an object; a page is hidden only when its flag is false. */
const showPagesResponse = z.record(z.string(), z.boolean());

/** The fields the header and the footer both have, first in each: the logo and which pages are listed. */
const logoAndPages = {
  logoUrl: safeUrl,
  logoSize: z.enum(logoSizes, { error: "validation.invalid" }),
  showPages,
};

const headerFields = z
  .object({
    ...logoAndPages,
    showLanguageSwitcher: flag,
    buttonUrl: safeUrl,
    buttonTextAr: text(60),
    buttonTextEn: text(60),
    version: expectedVersion,
  })
  .partial();

/** PATCH /api/admin/header-settings: any subset. */
export const headerSettingsSchema = jsonObjectOrString(headerFields);

/**
 * The dashboard's header panel, which sends the whole header: the logo, the button's link and
 * both its labels are required there (a PATCH may leave them out, keeping the stored ones).
 */
export const headerSettingsFormSchema = headerFields.extend({
  logoUrl: safeUrl,
  buttonUrl: safeUrl,
  buttonTextAr: requiredText(60),
  buttonTextEn: requiredText(60),
});

const footerFields = z
  .object({
    ...logoAndPages,
    showSocialLinks: flag,
    copyrightTextAr: text(200),
    copyrightTextEn: text(200),
    contactPhone: text(30).regex(/^[+\d\s()-]*$/, { error: "validation.invalidPhone" }),
    contactEmail: emailAddress,
    contactAddressAr: text(200),
    contactAddressEn: text(200),
    version: expectedVersion,
  })
  .partial();

/** PATCH /api/admin/footer-settings: any subset. */
export const footerSettingsSchema = jsonObjectOrString(footerFields);

/** The dashboard's footer panel, which sends the whole footer: the logo and the contact email are required there. */
export const footerSettingsFormSchema = footerFields.extend({ logoUrl: safeUrl, contactEmail: emailAddress });

/** The header settings as the API sends them (`HeaderSettings` of the OpenAPI document). */
export const headerSettingsResponse = z.object({
  logoUrl: z.string(),
  logoSize: z.enum(logoSizes),
  showPages: showPagesResponse,
  showLanguageSwitcher: z.boolean(),
  buttonUrl: z.string(),
  buttonTextAr: z.string(),
  buttonTextEn: z.string(),
  updatedAt: timestamp,
  version,
});

/** The footer settings as the API sends them (`FooterSettings` of the OpenAPI document). */
export const footerSettingsResponse = z.object({
  logoUrl: z.string(),
  logoSize: z.enum(logoSizes),
  showPages: showPagesResponse,
  showSocialLinks: z.boolean(),
  copyrightTextAr: z.string(),
  copyrightTextEn: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactAddressAr: z.string(),
  contactAddressEn: z.string(),
  updatedAt: timestamp,
  version,
});
