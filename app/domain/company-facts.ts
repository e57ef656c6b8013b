/*
 * The owner's facts as a public page shows them, in one language
 * (docs/decisions/0047-company-facts-and-launch-checklist.md): each fact is its text, or null when
 * nobody has given it yet — the page then says so in a neutral sentence, never an invented fact.
 */

export interface CompanyFactsView {
  legalName: string | null;
  registration: string | null;
  address: string | null;
  paymentPartner: string | null;
  supportHours: string | null;
  /**
   * Whether the company responsible for the data (Law 13/2016's controller) is named: legal name,
   * registration and address given in both languages. Until then the privacy policy, terms and service
   * agreement say they are being finalised and ask not to be indexed (docs/decisions/0051-launch-blockers-and-honest-defaults.md).
   */
  controllerNamed: boolean;
  /** The store rating with its source and date: all three given, or null (no rating figure is shown). */
  rating: { value: string; source: string; date: string } | null;
  /** The sentences and labels around them, in the page's language (app/locales `company.site`). */
  strings: {
    heading: string;
    legalName: string;
    registration: string;
    address: string;
    paymentPartner: string;
    pending: string;
    partnerPending: string;
    /** The legal documents' line while the controller is not named. */
    draftNotice: string;
    /** "Commercial registration 12345" when given, else "". */
    footerRegistration: string;
    /** "4.7 out of 5 on App Store, 2026-11-01" when the rating is given, else "". */
    rating: string;
  };
}

type Texts = Record<
  | "legalNameAr"
  | "legalNameEn"
  | "registrationNumber"
  | "addressAr"
  | "addressEn"
  | "paymentPartnerAr"
  | "paymentPartnerEn"
  | "ratingValue"
  | "ratingSource"
  | "ratingDate"
  | "supportHoursAr"
  | "supportHoursEn",
  string
>;

/** The fact in `locale`: that language's text; null when empty. (A fact given in one language only is shown in that language.) */
function inLocale(ar: string, en: string, locale: "ar" | "en") {
  const [mine, other] = locale === "ar" ? [ar, en] : [en, ar];
  return mine.trim() || other.trim() || null;
}

export function factsIn(settings: Texts, locale: "ar" | "en") {
  const rating =
    settings.ratingValue && settings.ratingSource && settings.ratingDate
      ? { value: settings.ratingValue, source: settings.ratingSource, date: settings.ratingDate }
      : null;
  return {
    legalName: inLocale(settings.legalNameAr, settings.legalNameEn, locale),
    registration: settings.registrationNumber.trim() || null,
    address: inLocale(settings.addressAr, settings.addressEn, locale),
    paymentPartner: inLocale(settings.paymentPartnerAr, settings.paymentPartnerEn, locale),
    supportHours: inLocale(settings.supportHoursAr, settings.supportHoursEn, locale),
    rating,
    controllerNamed: missingControllerFacts(settings).length === 0,
  };
}

/** The company facts a launch still lacks, by field name (the checklist lists them). */
export const companyChecklistFields = ["legalName", "registrationNumber", "address", "paymentPartner", "rating", "supportHours"] as const;
export type CompanyChecklistField = (typeof companyChecklistFields)[number];

/** The facts that name the controller: a launch blocker until given (docs/decisions/0051-launch-blockers-and-honest-defaults.md). */
export const controllerFields = ["legalName", "registrationNumber", "address"] as const satisfies readonly CompanyChecklistField[];

export function missingControllerFacts(settings: Texts): CompanyChecklistField[] {
  return missingCompanyFacts(settings).filter((field) => (controllerFields as readonly string[]).includes(field));
}

export function missingCompanyFacts(settings: Texts): CompanyChecklistField[] {
  const given: Record<CompanyChecklistField, boolean> = {
    legalName: Boolean(settings.legalNameAr && settings.legalNameEn),
    registrationNumber: Boolean(settings.registrationNumber),
    address: Boolean(settings.addressAr && settings.addressEn),
    paymentPartner: Boolean(settings.paymentPartnerAr && settings.paymentPartnerEn),
    rating: Boolean(settings.ratingValue && settings.ratingSource && settings.ratingDate),
    supportHours: Boolean(settings.supportHoursAr && settings.supportHoursEn),
  };
  return companyChecklistFields.filter((field) => !given[field]);
}
