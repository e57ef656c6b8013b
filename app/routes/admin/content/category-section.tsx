import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useRouteLoaderData } from "react-router";
import type { ButtonLink } from "#db/models/button-links.server";
import { Badge } from "~/components/admin/badge";
import { useLocale } from "~/components/admin/locale";
import { formatNumber } from "~/domain/formats";
import { ContentItemRow } from "./item-row";
import type { CategoryNames, ContentActionResult, ListedItem } from "./types";

/**
 * A <details> the page opens when it must (the item being edited, the missing filter) and the
 * admin opens or closes at will otherwise; a filter change never snaps a panel shut.
 */
function useDisclosure(forced: boolean) {
  const [open, setOpen] = useState(forced);
  const [wasForced, setWasForced] = useState(forced);
  if (forced !== wasForced) {
    setWasForced(forced);
    if (forced) setOpen(true);
  }
  return {
    open,
    onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
  };
}

/** "Hero" in both languages, whatever the admin's language: the headings are bilingual (docs/product.md#content-tab). */
function CategoryHeading({ category }: { category: string }) {
  const names = useRouteLoaderData<{ categoryNames: CategoryNames }>("routes/admin/content/route")?.categoryNames;
  const ar = names?.ar[category];
  const en = names?.en[category];
  if (ar === undefined || en === undefined) return <span dir="ltr">{category}</span>;
  return (
    <>
      <span lang="ar">{ar}</span>
      <span aria-hidden="true" className="text-slate-400">
        {" · "}
      </span>
      <span lang="en">{en}</span>
    </>
  );
}

interface CategorySectionProps {
  page: string;
  category: string;
  items: ListedItem[];
  /** How many items the section has in the whole list: a slice may show part of them ("29 of 126"). */
  count: number;
  links: Record<string, ButtonLink>;
  open: boolean;
  focusedId?: number;
  actionData?: ContentActionResult;
}

export function CategorySection({ page, category, items, count, links, open, focusedId, actionData }: CategorySectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const disclosure = useDisclosure(open);
  return (
    <details {...disclosure} className="group/section rounded-lg border border-slate-200 bg-slate-50" data-category={`${page}.${category}`}>
      <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <ChevronDown className="size-4 text-slate-600 transition-transform group-open/section:rotate-180" aria-hidden="true" />
        <h4 className="font-bold text-slate-900">
          <CategoryHeading category={category} />
        </h4>
        <Badge>{items.length < count ? t("admin.content.sectionPart", { shown: items.length, count: count }) : formatNumber(count, locale)}</Badge>
      </summary>
      <ul className="grid gap-3 p-3">
        {items.map((item) => (
          <ContentItemRow key={item.id} item={item} link={links[item.key]} focused={item.id === focusedId} actionData={actionData} />
        ))}
      </ul>
    </details>
  );
}
