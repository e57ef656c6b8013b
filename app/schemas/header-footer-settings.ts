import { z } from "zod";
import { logoSizes, parseShowPages } from "~/content/header-footer";
import { emailAddress, flag, jsonObjectOrString, safeUrl, text } from "./fields";

/** `showPages` as an object or a JSON string of one; malformed JSON reads as {} (product.md §4). */
const showPages = z.unknown().transform((value) => parseShowPages(value));

/** PATCH /api/admin/header-settings and the dashboard's header panel: any subset. */
export const headerSettingsSchema = jsonObjectOrString(
  z
    .object({
      logoUrl: safeUrl,
      logoSize: z.enum(logoSizes, { error: "validation.invalid" }),
      showPages,
      showLanguageSwitcher: flag,
      buttonUrl: safeUrl,
      buttonTextAr: text(60),
      buttonTextEn: text(60),
    })
    .partial(),
);

/** PATCH /api/admin/footer-settings and the dashboard's footer panel: any subset. */
export const footerSettingsSchema = jsonObjectOrString(
  z
    .object({
      logoUrl: safeUrl,
      logoSize: z.enum(logoSizes, { error: "validation.invalid" }),
      showPages,
      showSocialLinks: flag,
      copyrightTextAr: text(200),
      copyrightTextEn: text(200),
      contactPhone: text(30).regex(/^[+\d\s()-]*$/, { error: "validation.invalidPhone" }),
      contactEmail: emailAddress,
      contactAddressAr: text(200),
      contactAddressEn: text(200),
    })
    .partial(),
);
