import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ChecklistItem } from "~/services/launch-checklist.server";

/*
 * The launch checklist at the top of the content tab, for administrators
 * (docs/decisions/0047-company-facts-and-launch-checklist.md): each sample fact still on the
 * public site with a link to where it is fixed; nothing at all once every one is.
 */
export function LaunchChecklist({ items }: { items: ChecklistItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const separator = t("checklist.listSeparator");
  const text = (item: ChecklistItem) => {
    switch (item.id) {
      case "company":
        return t("checklist.companyMissing", { fields: item.missing.map((field) => t(`checklist.fields.${field}`)).join(separator) });
      case "statistics":
        return t("checklist.statistics", { pages: item.pages.map((page) => t(`admin.headerFooter.pageNames.${page}`)).join(separator) });
      default:
        return t(`checklist.${item.id}`);
    }
  };
  const fix = { phone: "phoneFix", phoneContent: "phoneContentFix", company: "companyFix", team: "teamFix", statistics: "statisticsFix" } as const;
  return (
    <section
      aria-labelledby="launch-checklist-title"
      data-testid="launch-checklist"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="launch-checklist-title" className="text-lg font-bold text-slate-900">
        {t("checklist.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("checklist.intro")}</p>
      <ul className="mt-3 list-disc space-y-2 ps-6 text-slate-900">
        {items.map((item) => (
          <li key={item.id} data-item={item.id}>
            {text(item)}
            {"href" in item && (
              <>
                {" "}
                <Link to={item.href} className="font-semibold text-sky-800 underline hover:text-sky-950">
                  {t(`checklist.${fix[item.id]}`)}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
