import { CalendarDays, Check, Mail, Phone } from "lucide-react";
import type { SiteTranslate } from "~/content/translate";
import { IconBadge, upTo } from "./page-section";

/** Pieces of the privacy policy, terms of service and service agreement pages. */

export function LastUpdated({ text }: { text: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-muted shadow-sm ring-1 ring-slate-200">
      <CalendarDays className="size-4 text-(--accent)" aria-hidden="true" />
      {text}
    </p>
  );
}

/** A plain container column for the legal pages' body. */
export function LegalBody({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">{children}</div>;
}

/** The four cards of four items each: `${prefix}.N.icon|title` and `${prefix}.N.item.M`. */
export function PolicyCards({ t, prefix }: { t: SiteTranslate; prefix: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {upTo(4).map((n) => (
        <article key={n} data-testid="policy-card" className="card">
          <div className="flex items-center gap-4">
            <IconBadge name={t(`${prefix}.${n}.icon`)} />
            <h2 className="card-title text-2xl">{t(`${prefix}.${n}.title`)}</h2>
          </div>
          <ul className="mt-6 space-y-3">
            {upTo(4).map((item) => (
              <li key={item} data-testid="policy-item" className="flex gap-3 leading-relaxed text-ink">
                <Check className="mt-1 size-5 shrink-0 text-(--accent)" aria-hidden="true" />
                <span>{t(`${prefix}.${n}.item.${item}`)}</span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}

/** A titled list section (restrictions, service levels). */
export function ListPanel({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <section className="card bg-(--accent-soft)">
      <h2 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h2>
      {subtitle && <p className="mt-2 text-lg text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The closing contact block: `${prefix}.title|text|email_label|email|phone_label|phone`. */
export function ContactBlock({ t, prefix, note }: { t: SiteTranslate; prefix: string; note?: string }) {
  const email = t(`${prefix}.email`);
  const phone = t(`${prefix}.phone`);
  return (
    <section data-testid="legal-contact" className="rounded-3xl bg-(--accent) p-8 text-white shadow-2xl shadow-slate-900/20 sm:p-12">
      <h2 className="text-2xl font-extrabold sm:text-3xl">{t(`${prefix}.title`)}</h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-white">{t(`${prefix}.text`)}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        <li className="panel flex items-center gap-4">
          <Mail className="size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="text-sm text-white">{t(`${prefix}.email_label`)}</p>
            <p className="font-bold">
              <a href={`mailto:${email}`} className="break-all hover:underline">
                <bdi>{email}</bdi>
              </a>
            </p>
          </div>
        </li>
        <li className="panel flex items-center gap-4">
          <Phone className="size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="text-sm text-white">{t(`${prefix}.phone_label`)}</p>
            <p className="font-bold">
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                <bdi dir="ltr">{phone}</bdi>
              </a>
            </p>
          </div>
        </li>
      </ul>
      {note && <p className="mt-6 font-semibold text-white">{note}</p>}
    </section>
  );
}
