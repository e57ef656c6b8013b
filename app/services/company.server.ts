import { perContentVersion } from "#db/content-version.server";
import { getCompanySettings } from "#db/models/company.server";
import { controllerDocumentIds, type PublicPageId } from "~/config/pages";
import type { Locale } from "~/config/site";
import { type CompanyFactsView, factsIn, missingControllerFacts } from "~/domain/company-facts";
import { i18nOf } from "~/lib/i18n.server";
import type { LegalNames } from "./emails.server";

/*
 * The owner's facts for the public pages, the footer and emails
 * (docs/decisions/0047-company-facts-and-launch-checklist.md). Read once per content version, like
 * the dictionary: a save in the company panel moves the version (a trigger on company_settings),
 * so the next request reads it again and every stored page is rebuilt.
 */

export function getCompanySettingsCached() {
  return perContentVersion("company", getCompanySettings);
}

/** The facts in `locale`, with the sentences around them. */
export async function getCompanyFacts(locale: Locale): Promise<CompanyFactsView> {
  const facts = factsIn(await getCompanySettingsCached(), locale);
  const t = i18nOf(locale).getFixedT(locale, null, "company.site");
  return {
    ...facts,
    strings: {
      heading: t("heading"),
      legalName: t("legalName"),
      registration: t("registration"),
      address: t("address"),
      paymentPartner: t("paymentPartner"),
      pending: t("pending"),
      partnerPending: t("partnerPending"),
      draftNotice: t("draftNotice"),
      footerRegistration: facts.registration ? t("footerRegistration", { number: facts.registration }) : "",
      rating: facts.rating ? t("rating", { value: facts.rating.value, source: facts.rating.source, date: facts.rating.date }) : "",
    },
  };
}

/** The legal name in each language for the emails' footer (app/services/emails.server.tsx); read before the email's transaction. */
export async function emailSender(): Promise<LegalNames> {
  const settings = await getCompanySettingsCached();
  return { ar: factsIn(settings, "ar").legalName, en: factsIn(settings, "en").legalName };
}

/**
 * A legal document that binds the company, while the company is not named: it says so, is not
 * indexed and is left out of the sitemap (docs/decisions/0051-launch-blockers-and-honest-defaults.md).
 * A save of the facts moves the content version, so stored pages are rebuilt either way.
 */
export async function isDraftDocument(pageId: PublicPageId) {
  if (!(controllerDocumentIds as readonly string[]).includes(pageId)) return false;
  return missingControllerFacts(await getCompanySettingsCached()).length > 0;
}
