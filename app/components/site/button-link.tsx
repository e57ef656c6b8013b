import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { SiteTranslate } from "~/content/translate";
import type { ResolvedButton } from "~/lib/button-target.server";
import { PageHero } from "./page-hero";
import { heroOf } from "./page-section";

/** app.css `.btn-*`: filled with the page accent, outlined, or white on an accent band. */
export type ButtonVariant = "primary" | "secondary" | "inverse";

interface ButtonLinkProps {
  target: ResolvedButton | undefined;
  label: string;
  t: SiteTranslate;
  variant?: ButtonVariant;
  icon?: React.ReactNode;
}

/** A hero or call-to-action button, already resolved on the server (works without JavaScript). */
export function ButtonLink({ target = { kind: "disabled" }, label, t, variant = "primary", icon }: ButtonLinkProps) {
  const className = `btn btn-${variant}`;
  // What every kind shows: the icon, then the label.
  const face = (
    <>
      {icon}
      {label}
    </>
  );
  switch (target.kind) {
    case "external":
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} data-link-type="external">
          {face}
          <span className="sr-only">{t("common.link.new_tab")}</span>
        </a>
      );
    case "internal":
      return (
        <Link to={target.href} className={className} data-link-type="internal">
          {face}
        </Link>
      );
    case "section":
      return (
        <a href={target.href} className={className} data-link-type="section">
          {face}
        </a>
      );
    default:
      return (
        <button type="button" disabled title={t("common.button.unavailable")} className={className} data-link-type="none">
          {face}
        </button>
      );
  }
}

/** A button whose link and label are both found under its content key (`sellers.hero.join_button`), with a lucide icon at the buttons' size. */
export function KeyedButton({
  name,
  buttons,
  t,
  icon: Icon,
  variant,
}: {
  name: string;
  buttons: Record<string, ResolvedButton | undefined>;
  t: SiteTranslate;
  icon?: LucideIcon;
  variant?: ButtonVariant;
}) {
  return <ButtonLink target={buttons[name]} label={t(name)} icon={Icon && <Icon className="size-5" aria-hidden="true" />} variant={variant} t={t} />;
}

/** A hero's button: its content key and its icon. */
export interface HeroButton {
  name: string;
  icon: LucideIcon;
}

/** A page's hero (`${page}.hero.*`) with its two buttons: the first filled, the second outlined. */
export function KeyedHero({
  t,
  page,
  buttons,
  keyed: [first, second],
}: {
  t: SiteTranslate;
  page: string;
  buttons: Record<string, ResolvedButton | undefined>;
  keyed: readonly [HeroButton, HeroButton];
}) {
  return (
    <PageHero {...heroOf(t, page)}>
      <KeyedButton name={first.name} buttons={buttons} icon={first.icon} t={t} />
      <KeyedButton name={second.name} buttons={buttons} icon={second.icon} variant="secondary" t={t} />
    </PageHero>
  );
}
