import type { ReactNode } from "react";

/** The tab's own heading and intro line. */
export function TabHeading({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h2 className="text-2xl font-black text-slate-900">{title}</h2>
        {children && <p className="mt-1 max-w-3xl text-slate-700">{children}</p>}
      </div>
      {actions}
    </div>
  );
}
