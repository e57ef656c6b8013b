import type { SiteTranslate } from "~/content/translate";
import { SpriteSvg } from "../ui/sprite-icon";
import { headingOf, IconBadge, Section, type SectionTone, upTo } from "./page-section";

/**
 * Grids of cards, numbered steps and figures, each read from numbered dictionary keys
 * (`page.section.N.field`, app/content/defaults), plus the closing call-to-action band.
 */

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: React.ReactNode }) {
  return <ul className={`grid gap-6 ${columnClasses[columns]}`}>{children}</ul>;
}

/** An icon, a title and a line of text; `extra` adds e.g. a reward chip. */
export function FeatureCard({ icon, title, description, extra }: { icon: string; title: string; description: string; extra?: React.ReactNode }) {
  return (
    <li data-testid="card" className="card card-lift flex gap-4 sm:flex-col sm:gap-0">
      <IconBadge name={icon} />
      <div className="flex flex-1 flex-col">
        <h3 className="card-title sm:mt-5">{title}</h3>
        <p className="card-text flex-1">{description}</p>
        {extra}
      </div>
    </li>
  );
}

/** `count` cards from `${prefix}.N.icon|title|description`; `extra(n)` adds to card n. */
export function KeyedCards({
  t,
  prefix,
  count,
  columns = 3,
  extra,
}: {
  t: SiteTranslate;
  prefix: string;
  count: number;
  columns?: 2 | 3 | 4;
  extra?: (n: number) => React.ReactNode;
}) {
  return (
    <CardGrid columns={columns}>
      {upTo(count).map((n) => (
        <FeatureCard
          key={n}
          icon={t(`${prefix}.${n}.icon`)}
          title={t(`${prefix}.${n}.title`)}
          description={t(`${prefix}.${n}.description`)}
          extra={extra?.(n)}
        />
      ))}
    </CardGrid>
  );
}

/** Numbered steps 01–04 (the numbers are dictionary values). */
export function StepList({ t, prefix }: { t: SiteTranslate; prefix: string }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {upTo(4).map((n) => (
        <li key={n} data-testid="step" className="card relative">
          <span className="number-badge" dir="ltr">
            {t(`${prefix}.${n}.number`)}
          </span>
          <h3 className="card-title mt-5">{t(`${prefix}.${n}.title`)}</h3>
          <p className="card-text">{t(`${prefix}.${n}.description`)}</p>
        </li>
      ))}
    </ol>
  );
}

/** Figures such as "1500+": the value is dictionary text, shown LTR as written. */
export function StatGrid({
  t,
  prefix,
  count,
  icons = false,
  inverse = false,
  rating,
}: {
  t: SiteTranslate;
  prefix: string;
  count: number;
  /**
   * The figure that is the store rating (docs/decisions/0047-company-facts-and-launch-checklist.md):
   * its value and a line naming its source and date from the company facts, or, when none is given,
   * `value: null` and the figure is left out: no rating number without its source.
   */
  rating?: { n: number; value: string | null; source: string };
  /** Whether each figure has an icon (`${prefix}.N.icon`). */
  icons?: boolean;
  /** White on the accent colour (a strip) instead of cards. */
  inverse?: boolean;
}) {
  const shown = upTo(count).filter((n) => !(rating && rating.n === n && rating.value === null));
  const columns =
    shown.length === 6
      ? "grid-cols-2 md:grid-cols-3 lg:grid-cols-6"
      : shown.length === 3
        ? "grid-cols-1 sm:grid-cols-3"
        : "grid-cols-2 lg:grid-cols-4";
  return (
    <dl className={`grid gap-4 sm:gap-6 ${columns}`}>
      {shown.map((n) => (
        <div key={n} data-testid="stat" className={`stat ${inverse ? "bg-white/10 ring-1 ring-white/20" : "card"}`}>
          <dt className={`font-semibold ${inverse ? "text-white" : "text-muted"}`}>{t(`${prefix}.${n}.label`)}</dt>
          <dd className={`flex flex-col items-center gap-2 ${inverse ? "text-white" : "text-(--accent)"}`}>
            {icons && <SpriteSvg name={t(`${prefix}.${n}.icon`)} className="size-8" />}
            <bdi dir="ltr" data-testid="stat-value" className="text-3xl font-black sm:text-4xl">
              {rating?.n === n ? `${rating.value}/5` : t(`${prefix}.${n}.value`)}
            </bdi>
            {rating?.n === n && (
              <span data-testid="stat-source" className={`text-sm font-normal ${inverse ? "text-white" : "text-muted"}`}>
                {rating.source}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A coloured closing band with a heading, a line and buttons. */
export function CtaBand({ id, title, subtitle, children }: { id?: string; title: string; subtitle: string; children?: React.ReactNode }) {
  return (
    <section id={id} className="bg-cream px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="cta-band">
        <div aria-hidden="true" className="bubble -end-16 -top-16 size-64" />
        <div aria-hidden="true" className="bubble -bottom-20 -start-10 size-56" />
        <h2 className="section-title text-white">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">{subtitle}</p>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
    </section>
  );
}

/** A section of `count` cards whose heading and cards both read from `${page}.${id}` (the section's id too). */
export function CardSection({
  t,
  page,
  id,
  tone,
  count,
  columns,
}: {
  t: SiteTranslate;
  page: string;
  id: string;
  tone?: SectionTone;
  count: number;
  columns?: 2 | 3 | 4;
}) {
  const prefix = `${page}.${id}`;
  return (
    <Section id={id} {...headingOf(t, prefix)} tone={tone}>
      <KeyedCards t={t} prefix={prefix} count={count} columns={columns} />
    </Section>
  );
}

/** A page's numbered steps under their heading, from `${page}.steps`. */
export function StepsSection({ t, page }: { t: SiteTranslate; page: string }) {
  return (
    <Section id="steps" {...headingOf(t, `${page}.steps`)}>
      <StepList t={t} prefix={`${page}.steps`} />
    </Section>
  );
}
