import { Sparkles } from "lucide-react";

interface PageHeroProps {
  badge?: string;
  title: string;
  /** The part of the heading drawn in the page accent. */
  highlight?: string;
  subtitle: string;
  /** Buttons under the text. */
  children?: React.ReactNode;
  /** A picture beside the text on wide screens (the home page). */
  aside?: React.ReactNode;
}

/** The first section of every page: the page's only h1, on a soft wash of its accent colour. */
export function PageHero({ badge, title, highlight, subtitle, children, aside }: PageHeroProps) {
  return (
    <section id="hero" className="hero">
      <div aria-hidden="true" className="glow -end-24 -top-24 bg-(--accent-ring) opacity-50" />
      <div aria-hidden="true" className="glow -bottom-40 -start-24 bg-amber-100 opacity-60" />
      <div className={`wrap grid items-center gap-12 py-16 sm:py-20 lg:py-24 ${aside ? "lg:grid-cols-2" : ""}`}>
        <div className={aside ? "text-center lg:text-start" : "mx-auto max-w-3xl text-center"}>
          {badge && (
            <p className="hero-badge">
              <Sparkles className="size-4" aria-hidden="true" />
              {badge}
            </p>
          )}
          <h1 className="hero-title">
            {title}
            {highlight && (
              <>
                {" "}
                <span className="text-(--accent)">{highlight}</span>
              </>
            )}
          </h1>
          <p className={`mt-6 text-lg leading-relaxed text-muted sm:text-xl ${aside ? "mx-auto max-w-2xl lg:mx-0" : ""}`}>{subtitle}</p>
          {children && <div className={`mt-8 flex flex-wrap justify-center gap-4 ${aside ? "lg:justify-start" : ""}`}>{children}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
