import { Quote } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/site/button-link";
import { CardGrid, CtaBand, FeatureCard } from "~/components/site/cards";
import { ContactForm } from "~/components/site/contact-form";
import { FaqList } from "~/components/site/faq-list";
import { Honeypot } from "~/components/site/honeypot";
import { imageAttributes, LibraryPicture } from "~/components/site/library-image";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/page-section";
import { StoreBadges, type StoreLinks } from "~/components/site/store-badges";
import { localizedPath } from "~/config/pages";
import type { Locale } from "~/config/site";
import { type SiteTranslate, useSiteTranslator } from "~/content/translate";
import type { ResponsiveImage } from "~/domain/media-url";
import { contactConstraint } from "~/schemas/contact";
import type { Inline, MarkdownBlock } from "./markdown";
import type { ShownBlock } from "./blocks";

/*
 * A campaign page's blocks, server-rendered HTML and CSS only (docs/decisions/0060-campaign-pages.md):
 * the site's own sections, cards, bands and forms, in logical CSS so Arabic lays out right to left
 * by construction. Every block carries its id as its anchor (a section link's target).
 */

interface PageView {
  locale: Locale;
  path: string;
  title: string;
  blocks: ShownBlock[];
  images: Record<string, ResponsiveImage>;
  strings: Record<string, string>;
  stores: StoreLinks;
}

type Words = Record<string, unknown>;
const word = (words: Words, name: string) => (typeof words[name] === "string" ? (words[name] as string) : "");
const list = <T,>(words: Words, name: string) => (Array.isArray(words[name]) ? (words[name] as T[]) : []);

export function PageBlocks({ page }: { page: PageView }) {
  const t = useSiteTranslator(page.strings);
  const opensWithHero = page.blocks[0]?.type === "hero";
  return (
    <div data-testid="campaign-page">
      {!opensWithHero && (
        <header className="wrap py-12 text-center">
          <h1 className="hero-title">{page.title}</h1>
        </header>
      )}
      {page.blocks.map((block, index) => (
        <BlockView key={block.id || index} block={block} page={page} t={t} />
      ))}
    </div>
  );
}

function Picture({ url, image, sizes, className }: { url: string; image: ResponsiveImage | undefined; sizes: string; className: string }) {
  return (
    <LibraryPicture image={image} sizes={sizes}>
      <img
        {...imageAttributes(url, image, sizes, { width: 1200, height: 800 })}
        alt={image?.alt ?? ""}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </LibraryPicture>
  );
}

function BlockView({ block, page, t }: { block: ShownBlock; page: PageView; t: SiteTranslate }) {
  const words = block.words as Words;
  const title = word(words, "title");
  const text = word(words, "text");
  const id = block.id || undefined;
  switch (block.type) {
    case "hero": {
      const labels = list<string>(words, "buttons");
      const image = block.image ? page.images[block.image] : undefined;
      const hero = (
        <PageHero
          title={title}
          subtitle={text}
          aside={
            block.image ? (
              <Picture url={block.image} image={image} sizes="(min-width: 1024px) 40vw, 100vw" className="w-full rounded-3xl" />
            ) : undefined
          }
        >
          {block.resolved?.length
            ? block.resolved.map((target, at) => (
                <ButtonLink key={at} target={target} label={labels[at] ?? ""} t={t} variant={at === 0 ? "primary" : "secondary"} />
              ))
            : undefined}
        </PageHero>
      );
      return <div id={id}>{hero}</div>;
    }
    case "richText":
      return (
        <section id={id} className="bg-white py-12 sm:py-16" data-block="richText">
          <div className="wrap max-w-3xl space-y-4 text-lg leading-relaxed text-ink">
            {(block.markdown ?? []).map((part, at) => (
              <MarkdownPart key={at} part={part} />
            ))}
          </div>
        </section>
      );
    case "cards": {
      const cards = list<{ title?: string; text?: string }>(words, "cards");
      return (
        <Section id={id} title={title} subtitle={word(words, "intro") || undefined} tone="cream">
          <CardGrid columns={block.cards.length % 3 === 0 ? 3 : block.cards.length % 2 === 0 ? 2 : 3}>
            {block.cards.map((card, at) => (
              <FeatureCard key={at} icon={card.icon} title={cards[at]?.title ?? ""} description={cards[at]?.text ?? ""} />
            ))}
          </CardGrid>
        </Section>
      );
    }
    case "image": {
      const caption = word(words, "caption");
      return (
        <figure id={id} className="wrap py-12" data-block="image">
          <Picture
            url={block.image}
            image={page.images[block.image]}
            sizes="(min-width: 1280px) 1200px, 100vw"
            className="mx-auto h-auto w-full max-w-5xl rounded-3xl"
          />
          {caption && <figcaption className="mt-3 text-center text-muted">{caption}</figcaption>}
        </figure>
      );
    }
    case "cta":
      return (
        <CtaBand id={id} title={title} subtitle={text}>
          <ButtonLink target={block.target} label={word(words, "button")} t={t} variant="inverse" />
        </CtaBand>
      );
    case "faq":
      return (
        <Section id={id} title={title || t("common.nav.faq")} tone="white">
          <FaqList entries={block.faq ?? []} emptyText="" />
        </Section>
      );
    case "stats": {
      const labels = list<{ label?: string }>(words, "items");
      return (
        <Section id={id} title={title} tone="soft">
          <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
            {block.items.map((item, at) => (
              <div key={at} data-testid="stat" className="stat card">
                <dt className="font-semibold text-muted">{labels[at]?.label ?? ""}</dt>
                <dd className="text-(--accent)">
                  <bdi dir="ltr" className="text-3xl font-black sm:text-4xl">
                    {item.value}
                  </bdi>
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      );
    }
    case "quote": {
      const image = block.image ? page.images[block.image] : undefined;
      return (
        <section id={id} className="bg-cream py-12 sm:py-16" data-block="quote">
          <figure className="wrap card mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
            <Quote className="size-8 text-(--accent) rtl:-scale-x-100" aria-hidden="true" />
            <blockquote className="text-xl leading-relaxed text-ink">
              <p>{text}</p>
            </blockquote>
            <figcaption className="flex items-center gap-3">
              {block.image && <Picture url={block.image} image={image} sizes="64px" className="size-16 rounded-full object-cover" />}
              <span>
                <span className="block font-bold text-ink">{word(words, "name")}</span>
                {word(words, "role") && <span className="block text-muted">{word(words, "role")}</span>}
              </span>
            </figcaption>
          </figure>
        </section>
      );
    }
    case "download":
      return (
        <Section id={id} title={title || t("common.download.app_store")} subtitle={text || undefined} tone="white">
          <StoreBadges links={page.stores} t={t} className="justify-center" />
        </Section>
      );
    case "contactForm":
      return (
        <Section id={id} title={title || t("contact.form.submit")} subtitle={text || undefined} tone="cream">
          <div className="card mx-auto max-w-3xl">
            <ContactForm
              action={localizedPath("/contact", page.locale)}
              actionData={undefined}
              success={undefined}
              constraint={contactConstraint}
              t={t}
            />
          </div>
        </Section>
      );
    case "newsletter":
      return (
        <Section id={id} title={title || t("common.footer.newsletter_title")} subtitle={text || t("common.footer.newsletter_text")} tone="soft">
          <form
            method="post"
            action={localizedPath("/newsletter", page.locale)}
            data-pending=""
            className="mx-auto flex max-w-xl flex-wrap justify-center gap-3"
          >
            <input type="hidden" name="redirectTo" value={localizedPath(page.path, page.locale)} />
            <Honeypot id={`${block.id}-website`} label={t("common.form.honeypot_label")} />
            <label htmlFor={`${block.id}-email`} className="sr-only">
              {t("common.footer.newsletter_label")}
            </label>
            <input
              id={`${block.id}-email`}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              dir="ltr"
              placeholder={t("common.footer.newsletter_placeholder")}
              className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3"
            />
            <button type="submit" className="btn btn-primary">
              {t("common.footer.newsletter_button")}
            </button>
          </form>
        </Section>
      );
  }
}

function Inlines({ parts }: { parts: Inline[] }): ReactNode {
  return parts.map((part, at) => {
    switch (part.t) {
      case "text":
        return part.v;
      case "strong":
        return (
          <strong key={at}>
            <Inlines parts={part.c} />
          </strong>
        );
      case "em":
        return (
          <em key={at}>
            <Inlines parts={part.c} />
          </em>
        );
      case "link":
        return /^(https?:)?\/\//.test(part.href) ? (
          <a key={at} href={part.href} rel="noopener noreferrer" className="font-semibold text-(--accent) underline">
            <Inlines parts={part.c} />
          </a>
        ) : (
          <a key={at} href={part.href} className="font-semibold text-(--accent) underline">
            <Inlines parts={part.c} />
          </a>
        );
    }
  });
}

function MarkdownPart({ part }: { part: MarkdownBlock }) {
  switch (part.t) {
    case "h2":
      return (
        <h2 className="section-title mt-6">
          <Inlines parts={part.c} />
        </h2>
      );
    case "h3":
      return (
        <h3 className="mt-4 text-xl font-bold">
          <Inlines parts={part.c} />
        </h3>
      );
    case "p":
      return (
        <p>
          <Inlines parts={part.c} />
        </p>
      );
    case "ul":
    case "ol": {
      const List = part.t;
      return (
        <List className={`${part.t === "ul" ? "list-disc" : "list-decimal"} space-y-1 ps-6`}>
          {part.items.map((item, at) => (
            <li key={at}>
              <Inlines parts={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}
