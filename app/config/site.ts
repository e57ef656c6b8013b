import type { Locale } from "../domain/locale";

/** Identity and business constants (docs/product.md#identity-and-constants). Safe for the browser bundle. */
export const site = {
  name: { ar: "مهامي", en: "Mahami" },
  domain: "mahami.qa",
  mailboxes: {
    support: "support@mahami.qa",
    privacy: "privacy@mahami.qa",
    legal: "legal@mahami.qa",
    service: "service@mahami.qa",
    info: "info@mahami.qa",
  },
  contactPhone: "+974 4000 0000",
  chatNumber: "+974 5000 0000",
  chatMessage: "مرحباً، أود الاستفسار عن تطبيق مهامي وكيف يمكن أن يساعد أطفالي.",
  appStoreUrl: "https://apps.apple.com/qa/app/mahami/id6400000000",
  playStoreUrl: "https://play.google.com/store/apps/details?id=qa.mahami.app",
  currency: "QAR",
  socialLinks: [
    { name: "Instagram", url: "https://www.instagram.com/mahami.qa" },
    { name: "X", url: "https://x.com/mahami_qa" },
    { name: "Facebook", url: "https://www.facebook.com/mahami.qa" },
    { name: "YouTube", url: "https://www.youtube.com/@mahami-qa" },
  ],
} as const;

export { defaultLocale, isLocale, type Locale, locales } from "../domain/locale";
export const languageCookieName = "mahami-language";

export function directionOf(locale: Locale) {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The WhatsApp link of the floating chat button. */
export function chatLink(number: string = site.chatNumber) {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(site.chatMessage)}`;
}
