import { BadgeCheck, FileCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { SiteTranslate } from "~/content/translate";
import { upTo } from "./page-section";

const prefix = "sellers.requirements";

/** The sellers' requirements: the four documents to send and the four conditions to meet. */
export function Requirements({ t }: { t: SiteTranslate }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RequirementsCard icon={FileCheck} title={t(`${prefix}.documents_title`)} list={{ testId: "documents", className: "mt-6 space-y-3" }}>
        {upTo(4).map((n) => (
          <li key={n} className="flex items-center gap-3 rounded-2xl bg-(--accent-soft) px-4 py-3 font-semibold">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-(--accent) text-sm font-black text-white"
              aria-hidden="true"
            >
              {n}
            </span>
            {t(`${prefix}.documents.${n}`)}
          </li>
        ))}
      </RequirementsCard>
      <RequirementsCard icon={BadgeCheck} title={t(`${prefix}.conditions_title`)} list={{ testId: "conditions", className: "mt-6 space-y-5" }}>
        {upTo(4).map((n) => (
          <li key={n} className="flex gap-3">
            <BadgeCheck className="mt-1 size-5 shrink-0 text-(--accent)" aria-hidden="true" />
            <div>
              <p className="font-bold text-ink">{t(`${prefix}.conditions.${n}.title`)}</p>
              <p className="card-text mt-1">{t(`${prefix}.conditions.${n}.description`)}</p>
            </div>
          </li>
        ))}
      </RequirementsCard>
    </div>
  );
}

/** One of the two cards: its icon and title, then its list (`list` names the list's test id and classes). */
interface RequirementsCardProps {
  icon: LucideIcon;
  title: string;
  list: { testId: string; className: string };
  children: ReactNode;
}

function RequirementsCard({ icon: Icon, title, list, children }: RequirementsCardProps) {
  return (
    <div className="card">
      <h3 className="flex items-center gap-3 text-2xl font-bold text-ink">
        <Icon className="size-7 text-(--accent)" aria-hidden="true" />
        {title}
      </h3>
      <ul className={list.className} data-testid={list.testId}>
        {children}
      </ul>
    </div>
  );
}
