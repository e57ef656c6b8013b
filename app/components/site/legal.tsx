import { CalendarDays, Check, Mail, Phone } from "lucide-react";
import type { SiteTranslate } from "~/content/translate";
import { PageHero } from "./page-hero";
import { IconBadge, upTo } from "./page-section";

/** Pieces of the legal pages: privacy policy, terms of service, service agreement and accessibility statement. */

/** When a legal page's text last changed (app/services/last-updated.server.ts), already formatted in the page's language. */
export interface LastUpdatedDate {
  iso: string;
  text: string;
}

/** A legal page's hero: its title and subtitle, and when its text last changed. */
export function LegalHero({ t, page, date }: { t: SiteTranslate; page: string; date: LastUpdatedDate | null }) {
  return (
    <PageHero title={t(`${page}.hero.title`)} subtitle={t(`${page}.hero.subtitle`)}>
      <LastUpdated label={t(`${page}.hero.last_updated`)} date={date} />
    </PageHero>
  );
}

/**
 * "Last updated: 26 November 2026". The label is the page's `hero.last_updated` item; anything an
 * older edit wrote after a colon there (a month typed by hand) gives way to the computed date.
 */
export function LastUpdated({ label, date }: { label: string; date: LastUpdatedDate | null }) {
  if (!date) return null;
  return (
    <p
      data-testid="last-updated"
      className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-muted shadow-sm ring-1 ring-slate-200"
    >
      <CalendarDays className="size-4 text-(--accent)" aria-hidden="true" />
      <span>
        {`${label.split(/[:：]/)[0].trim()}: `}
        <time dateTime={date.iso}>{date.text}</time>
      </span>
    </p>
  );
}

/** The numbers N of the non-empty strings `${prefix}N`, in order. */
function numbered(strings: Record<string, string>, prefix: string) {
  return Object.keys(strings)
    .filter((key) => key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length)) && strings[key].trim() !== "")
    .map((key) => Number(key.slice(prefix.length)))
    .sort((a, b) => a - b);
}

interface LegalSectionProps {
  /** The page's strings: every paragraph and item the dictionary holds is shown, an added one too. */
  strings: Record<string, string>;
  t: SiteTranslate;
  /** The key prefix: `privacy`, `terms`, `service`, `accessibility`. */
  page: string;
  /** The section's id, and its keys' category. */
  id: string;
  /** More of the section after its list (the privacy policy's analytics block). */
  children?: React.ReactNode;
}

/**
 * One part of a legal document: its heading `${page}.${id}.title`, its paragraphs `${page}.${id}.N`,
 * then its list `${page}.${id}.item.N`.
 */
export function LegalSection({ strings, t, page, id, children }: LegalSectionProps) {
  const paragraphs = numbered(strings, `${page}.${id}.`);
  const items = numbered(strings, `${page}.${id}.item.`);
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-testid="legal-section" className="card">
      <h2 id={`${id}-title`} className="card-title text-2xl">
        {t(`${page}.${id}.title`)}
      </h2>
      {paragraphs.length > 0 && (
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
          {paragraphs.map((n) => (
            <p key={n}>{t(`${page}.${id}.${n}`)}</p>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <ul className="mt-4 space-y-3">
          {items.map((n) => (
            <li key={n} data-testid="legal-item" className="flex gap-3 leading-relaxed text-ink">
              <Check className="mt-1 size-5 shrink-0 text-(--accent)" aria-hidden="true" />
              <span>{t(`${page}.${id}.item.${n}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
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
