import type { ReactNode } from "react";

const tones = {
  slate: "bg-slate-100 text-slate-800",
  sky: "bg-sky-100 text-sky-900",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-900",
  emerald: "bg-emerald-100 text-emerald-900",
};

export function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: keyof typeof tones }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[tone]}`}>{children}</span>;
}
