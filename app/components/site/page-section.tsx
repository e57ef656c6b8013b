import type { SiteTranslate } from "~/content/translate";
import { SpriteSvg } from "../ui/sprite-icon";

/**
 * Building blocks of every public page: sections and their headings, read from the dictionary.
 * The grids of cards, steps and figures are in ./cards.tsx. Icon names come from the
 * dictionary, already checked by the loader (withKnownIcons).
 */

/** 1, 2, …, count: the numbers of a section's keyed items. */
export function upTo(count: number) {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** The heading and the line under it of a section: `${prefix}.title` and `${prefix}.subtitle`. */
export function headingOf(t: SiteTranslate, prefix: string) {
  return { title: t(`${prefix}.title`), subtitle: t(`${prefix}.subtitle`) };
}

/** A page hero's copy: `${page}.hero.badge|title|highlight|subtitle`. */
export function heroOf(t: SiteTranslate, page: string) {
  return {
    badge: t(`${page}.hero.badge`),
    title: t(`${page}.hero.title`),
    highlight: t(`${page}.hero.highlight`),
    subtitle: t(`${page}.hero.subtitle`),
  };
}

export type SectionTone = "white" | "cream" | "soft";

interface SectionProps {
  /** The section id buttons can scroll to (app/content/sections.ts). */
  id?: string;
  title: string;
  subtitle?: string;
  /** Alternating backgrounds separate neighbouring sections. */
  tone?: SectionTone;
  children: React.ReactNode;
}

const toneClasses = { white: "bg-white", cream: "bg-cream", soft: "bg-(--accent-soft)" } as const;

export function Section({ id, title, subtitle, tone = "cream", children }: SectionProps) {
  return (
    <section id={id} className={`${toneClasses[tone]} py-16 sm:py-24`}>
      <div className="wrap">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 className="section-title">{title}</h2>
          {subtitle && <p className="section-lead">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

export function IconBadge({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  return (
    <span className={size === "lg" ? "icon-badge size-16 rounded-3xl" : "icon-badge"}>
      <SpriteSvg name={name} className={size === "lg" ? "size-8" : "size-7"} />
    </span>
  );
}
