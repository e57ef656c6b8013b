import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";

/** The tab's own heading and intro line; `documentTitle`, when given, names the tab in the browser's title ("… | dashboard"). */
export function TabHeading({
  title,
  documentTitle,
  children,
  actions,
}: {
  title: string;
  documentTitle?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {documentTitle !== undefined && <title>{`${documentTitle} | ${t("admin.header.title")}`}</title>}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-black text-slate-900">{title}</h2>
          {children && <p className="mt-1 max-w-3xl text-slate-700">{children}</p>}
        </div>
        {actions}
      </div>
    </>
  );
}
