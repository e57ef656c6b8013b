import { Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import type { CompanyChecklistField } from "~/domain/company-facts";
import type { ChecklistItem } from "~/services/launch-checklist.server";
import { directionOf } from "~/config/site";

/**
 * The sentence the privacy policy's children section gains once the children's-data permit is held
 * (Law 13/2016 art. 16), in both languages: the checklist's hint, and docs/operations.md.
 */
export const permitSentence = {
  ar: "ونعالج بيانات الأطفال بموجب التصريح الصادر من الإدارة المختصة وفقاً للمادة (16) من القانون.",
  en: "We process children's data under the permit issued by the competent department under Article 16 of the Law.",
} as const;

/** The permit sentence's two languages, Arabic first, each with its label. */
const permitLanguages = [
  { lang: "ar", label: "checklist.inArabic" },
  { lang: "en", label: "checklist.inEnglish" },
] as const;

/**
 * One line at the top of the content tab while the launch checklist has items: its title, how many
 * wait, and a link down to the list, which follows the pages, so the pages start in a phone's first
 * screen (the list alone is 1,500 px tall there).
 */
export function LaunchChecklistLine({ items }: { items: ChecklistItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const blocked = items.some((item) => "blocker" in item);
  return (
    <p
      data-testid="launch-checklist-line"
      className={`mb-6 flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-xl border px-4 py-3 ${blocked ? "border-2 border-rose-500 bg-rose-50 text-rose-950" : "border-amber-300 bg-amber-50 text-slate-900"}`}
    >
      <strong>{`${t(blocked ? "checklist.blockedTitle" : "checklist.title")}:`}</strong>
      <span>{t("checklist.waiting", { count: items.length })}</span>
      <a href="#launch-checklist" className="font-semibold text-sky-800 underline hover:text-sky-950">
        {t("checklist.seeList")}
      </a>
    </p>
  );
}

/*
 * The launch checklist after the content tab's pages, for administrators
 * (docs/decisions/0047-company-facts-and-launch-checklist.md): each sample fact still on the
 * public site with a link to where it is fixed; nothing at all once every one is. A blocker (the
 * company responsible for the data, the children's-data permit) turns it into a "do not launch" panel
 * (docs/decisions/0051-launch-blockers-and-honest-defaults.md).
 */
export function LaunchChecklist({ items }: { items: ChecklistItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const blocked = items.some((item) => "blocker" in item);
  const separator = t("checklist.listSeparator");
  const fields = (missing: CompanyChecklistField[]) => missing.map((field) => t(`checklist.fields.${field}`)).join(separator);
  const text = (item: ChecklistItem) => {
    switch (item.id) {
      case "company":
        return t("checklist.companyMissing", { fields: fields(item.missing) });
      case "controller":
        return t("checklist.controller", { fields: fields(item.missing) });
      case "statistics":
        return t("checklist.statistics", { pages: item.pages.map((page) => t(`admin.content.pages.${page}`)).join(separator) });
      case "phoneLegal":
        return t("checklist.phoneLegal", { pages: item.pages.map((page) => t(`admin.content.pages.${page}`)).join(separator) });
      case "teamLanguages":
        return t("checklist.teamLanguages", {
          members: item.members
            .map(({ name, missing }) =>
              t("checklist.memberMissing", { name, languages: missing.map((locale) => t(`checklist.languages.${locale}`)).join(separator) }),
            )
            .join(separator),
        });
      default:
        return t(`checklist.${item.id}`);
    }
  };
  const fix = {
    phone: "phoneFix",
    phoneContent: "phoneContentFix",
    phoneLegal: "phoneLegalFix",
    company: "companyFix",
    controller: "controllerFix",
    permit: "permitFix",
    team: "teamFix",
    teamLanguages: "teamLanguagesFix",
    statistics: "statisticsFix",
  } as const;
  return (
    <section
      id="launch-checklist"
      aria-labelledby="launch-checklist-title"
      data-testid="launch-checklist"
      data-state={blocked ? "blocked" : "placeholders"}
      className={`mt-6 scroll-mt-4 rounded-xl border p-5 ${blocked ? "border-2 border-rose-500 bg-rose-50" : "border-amber-300 bg-amber-50"}`}
    >
      <h2 id="launch-checklist-title" className={`text-lg font-bold ${blocked ? "text-rose-900" : "text-slate-900"}`}>
        {t(blocked ? "checklist.blockedTitle" : "checklist.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t(blocked ? "checklist.blockedIntro" : "checklist.intro")}</p>
      <ul className="mt-3 list-disc space-y-2 ps-6 text-slate-900">
        {items.map((item) => (
          <li key={item.id} data-item={item.id} data-blocker={"blocker" in item ? "" : undefined}>
            {"blocker" in item && <strong className="text-rose-900">{`${t("checklist.blocker")}: `}</strong>}
            {text(item)}
            {"href" in item && (
              <>
                {" "}
                <Link to={item.href} className="font-semibold text-sky-800 underline hover:text-sky-950">
                  {t(`checklist.${fix[item.id]}`)}
                </Link>
              </>
            )}
            {item.id === "permit" && (
              <ul className="mt-2 space-y-1 ps-4">
                {permitLanguages.map(({ lang, label }) => (
                  <li key={lang}>
                    {`${t(label)}: `}
                    <q lang={lang} dir={directionOf(lang)}>
                      {permitSentence[lang]}
                    </q>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
