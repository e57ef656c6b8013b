import { z } from "zod";
import { expectedVersion, jsonObjectOrString, text } from "./fields";
import { timestamp, version } from "./answers";

/*
 * The owner's facts (docs/decisions/0047-company-facts-and-launch-checklist.md): every field may be
 * empty (not given yet); what is given is checked.
 */

/** Digits and dashes, up to 32: "12345" or "12345-1". */
const registrationNumber = text(32).regex(/^[\d-]*$/, { error: "validation.companyRegistration" });

/** 0 to 5 with at most one decimal: "4.7"; "" = not given. */
const ratingValue = text(8).refine((value) => value === "" || (/^\d(\.\d)?$/.test(value) && Number(value) <= 5), {
  error: "validation.companyRating",
});

/** An ISO date (2026-11-01) that exists; "" = not given. */
const ratingDate = text(10).refine(
  (value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
  {
    error: "validation.companyDate",
  },
);

const companyFields = z
  .object({
    legalNameAr: text(200),
    legalNameEn: text(200),
    registrationNumber,
    addressAr: text(300),
    addressEn: text(300),
    paymentPartnerAr: text(200),
    paymentPartnerEn: text(200),
    ratingValue,
    ratingSource: text(100),
    ratingDate,
    supportHoursAr: text(200),
    supportHoursEn: text(200),
    version: expectedVersion,
  })
  .partial();

/** PATCH /api/admin/company-settings: any subset. */
export const companySettingsSchema = jsonObjectOrString(companyFields);

/** The dashboard's company panel sends every field (an emptied one is "" — not given). */
export const companySettingsFormSchema = companyFields;

/** The company settings as the API sends them (`CompanySettings` of the OpenAPI document). */
export const companySettingsResponse = z.object({
  legalNameAr: z.string(),
  legalNameEn: z.string(),
  registrationNumber: z.string(),
  addressAr: z.string(),
  addressEn: z.string(),
  paymentPartnerAr: z.string(),
  paymentPartnerEn: z.string(),
  ratingValue: z.string(),
  ratingSource: z.string(),
  ratingDate: z.string(),
  supportHoursAr: z.string(),
  supportHoursEn: z.string(),
  updatedAt: timestamp,
  version,
});
