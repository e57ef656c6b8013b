import { randomBytes } from "node:crypto";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { OutboxMessage } from "#db/models/outbox.server";
import { publicPages } from "~/config/pages";
import { site, type Locale } from "~/config/site";
import { i18nOf } from "~/lib/i18n.server";
import { actionButtonStyle } from "~/lib/email-style";
import type { EmailBlock } from "~/schemas/newsletter-edition";
import { type Inline, type MarkdownBlock, parseMarkdown } from "../pages/markdown";

/*
 * An edition as an email and as its web version (docs/decisions/0064-newsletters.md): the site's
 * email renderer (React's static markup, every word escaped by construction, as
 * app/services/emails.server.tsx), tables and inline styles only — what Gmail, Outlook and Apple
 * Mail keep — with `dir` and `lang` on <html>, <body> and the content table for Arabic. Every link of
 * the blocks goes through the edition's first-party redirect `/newsletter/{id}/l/{n}` (a count per
 * link, no person); no image is added to count opens.
 */

export interface EditionContent {
  id: number;
  subjectAr: string;
  subjectEn: string;
  preheaderAr: string;
  preheaderEn: string;
  blocks: EmailBlock[];
}

/** The company facts an email names (Law 13/2016 art. 22): who sends it and from where. */
export interface SenderIdentity {
  name: string;
  address: string | null;
}

const fontStack = "Tahoma, Arial, sans-serif";
const t = (locale: Locale) => i18nOf(locale).getFixedT(locale, null, "email.edition");

/** Where a block's link leads, as an absolute URL (a section link: that block in the web version). */
function linkTarget(link: Extract<EmailBlock, { type: "cta" }>["link"], origin: string, id: number, locale: Locale) {
  const prefix = locale === "en" ? "/en" : "";
  if (link.type === "external") return link.url;
  if (link.type === "internal") {
    const path = publicPages.find((page) => page.id === link.page)?.path ?? "/";
    return `${origin}${prefix}${path === "/" && prefix ? "" : path}`;
  }
  return `${origin}${prefix}/newsletter/${id}#${link.section}`;
}

const absolute = (href: string, origin: string) => (href.startsWith("/") ? `${origin}${href}` : href);

function markdownLinks(source: string): string[] {
  const found: string[] = [];
  const walk = (inline: Inline[]) => {
    for (const part of inline) {
      if (part.t === "link") found.push(part.href);
      if ("c" in part) walk(part.c);
    }
  };
  for (const part of parseMarkdown(source)) {
    if ("items" in part) for (const item of part.items) walk(item);
    else walk(part.c);
  }
  return found;
}

const shown = (block: EmailBlock, locale: Locale) => !block.only || block.only === locale;

/** Every link of the edition, both languages, each once: link `n` of the redirect is `links[n]`. */
export function editionLinks(edition: EditionContent, origin: string): string[] {
  const links: string[] = [];
  for (const locale of ["ar", "en"] as const) {
    for (const block of edition.blocks) {
      if (!shown(block, locale)) continue;
      if (block.type === "richText") links.push(...markdownLinks(block.text[locale].markdown).map((href) => absolute(href, origin)));
      if (block.type === "cta") links.push(linkTarget(block.link, origin, edition.id, locale));
    }
  }
  return [...new Set(links)];
}

interface Rendering {
  origin: string;
  locale: Locale;
  /** Through the redirect (emails) or straight (the web version, the preview). */
  counted: boolean;
}

function useHref(edition: EditionContent, { origin, counted }: Rendering) {
  const links = editionLinks(edition, origin);
  return (target: string) => {
    const n = links.indexOf(target);
    return counted && n >= 0 ? `${origin}/newsletter/${edition.id}/l/${n}` : target;
  };
}

function InlineParts({ parts, href }: { parts: Inline[]; href: (target: string) => string }): ReactNode {
  return parts.map((part, at) =>
    part.t === "text" ? (
      part.v
    ) : part.t === "link" ? (
      <a key={at} href={href(part.href)} style={{ color: "#0369a1" }}>
        <InlineParts parts={part.c} href={href} />
      </a>
    ) : part.t === "strong" ? (
      <strong key={at}>
        <InlineParts parts={part.c} href={href} />
      </strong>
    ) : (
      <em key={at}>
        <InlineParts parts={part.c} href={href} />
      </em>
    ),
  );
}

function Markdown({ source, href }: { source: string; href: (target: string) => string }) {
  return parseMarkdown(source).map((part: MarkdownBlock, at) => {
    if ("items" in part) {
      const List = part.t;
      return (
        <List key={at} style={{ margin: "0 0 16px", paddingInlineStart: "24px" }}>
          {part.items.map((item, index) => (
            <li key={index}>
              <InlineParts parts={item} href={href} />
            </li>
          ))}
        </List>
      );
    }
    const Tag = part.t;
    return (
      <Tag key={at} style={{ margin: "0 0 16px", fontSize: part.t === "p" ? "16px" : part.t === "h2" ? "22px" : "18px", lineHeight: 1.6 }}>
        <InlineParts parts={part.c} href={href} />
      </Tag>
    );
  });
}

/** A block's title, when it has one. */
function BlockTitle({ title }: { title: string | undefined }) {
  return title ? <h2 style={{ margin: "0 0 8px", fontSize: "20px" }}>{title}</h2> : null;
}

function Block({ block, edition, rendering }: { block: EmailBlock; edition: EditionContent; rendering: Rendering }) {
  const { locale, origin } = rendering;
  const href = useHref(edition, rendering);
  const cell = { padding: "8px 0" };
  switch (block.type) {
    case "richText":
      return (
        <div style={cell}>
          <Markdown source={block.text[locale].markdown} href={(target) => href(absolute(target, origin))} />
        </div>
      );
    case "image":
      return (
        <div style={cell} id={block.id}>
          <img
            src={absolute(block.image, origin)}
            alt={block.text[locale].caption}
            width="552"
            style={{ maxWidth: "100%", height: "auto", display: "block" }}
          />
          {block.text[locale].caption ? <p style={{ fontSize: "13px", color: "#475569", margin: "8px 0 0" }}>{block.text[locale].caption}</p> : null}
        </div>
      );
    case "cta": {
      const words = block.text[locale];
      return (
        <div style={{ ...cell, padding: "16px", backgroundColor: "#f0f9ff", borderRadius: "8px" }} id={block.id}>
          <BlockTitle title={words.title} />
          {words.text ? <p style={{ margin: "0 0 16px" }}>{words.text}</p> : null}
          <a href={href(linkTarget(block.link, origin, edition.id, locale))} style={actionButtonStyle}>
            {words.button}
          </a>
        </div>
      );
    }
    case "cards": {
      const words = block.text[locale];
      return (
        <div style={cell} id={block.id}>
          <BlockTitle title={words.title} />
          {words.intro ? <p style={{ margin: "0 0 12px" }}>{words.intro}</p> : null}
          {block.cards.map((_, at) => (
            <div key={at} style={{ border: "1px solid #e2e8f0", borderRadius: "8px", padding: "12px", margin: "0 0 8px" }}>
              <strong>{words.cards[at]?.title}</strong>
              {words.cards[at]?.text ? <p style={{ margin: "4px 0 0" }}>{words.cards[at]?.text}</p> : null}
            </div>
          ))}
        </div>
      );
    }
    case "stats": {
      const words = block.text[locale];
      return (
        <div style={cell} id={block.id}>
          <BlockTitle title={words.title} />
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
            <tbody>
              <tr>
                {block.items.map((item, at) => (
                  <td key={at} style={{ textAlign: "center", padding: "8px" }}>
                    <div dir="ltr" style={{ fontSize: "24px", fontWeight: "bold", color: "#0369a1" }}>
                      {item.value}
                    </div>
                    <div style={{ fontSize: "13px" }}>{words.items[at]?.label}</div>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      );
    }
    case "quote": {
      const words = block.text[locale];
      return (
        <blockquote
          style={{ margin: "8px 0", padding: "12px 16px", borderInlineStart: "4px solid #0369a1", backgroundColor: "#f8fafc" }}
          id={block.id}
        >
          <p style={{ margin: "0 0 8px", fontSize: "17px" }}>{words.text}</p>
          <footer style={{ fontSize: "13px", color: "#475569" }}>
            {words.name}
            {words.role ? ` — ${words.role}` : ""}
          </footer>
        </blockquote>
      );
    }
  }
}

export const subjectOf = (edition: EditionContent, locale: Locale) => (locale === "ar" ? edition.subjectAr : edition.subjectEn);
const preheaderOf = (edition: EditionContent, locale: Locale) => (locale === "ar" ? edition.preheaderAr : edition.preheaderEn);

/** The edition's body in `locale`: the blocks shown in it (the web version and the email share it). */
export function EditionBody({ edition, rendering }: { edition: EditionContent; rendering: Rendering }) {
  return edition.blocks
    .filter((block) => shown(block, rendering.locale))
    .map((block, at) => <Block key={at} block={block} edition={edition} rendering={rendering} />);
}

export interface Recipient {
  email: string;
  /** The https one-click unsubscribe link (RFC 8058) of this subscriber. */
  unsubscribe: string;
  /** The mailto unsubscribe address (RFC 2369). */
  mailto: string;
}

/** The email of `edition` in `locale` to `recipient`: HTML and plain text, the List-Unsubscribe headers, the sender, why, the web version. */
export function editionEmail(
  edition: EditionContent,
  locale: Locale,
  recipient: Recipient,
  { origin, sender, test = false, messageId }: { origin: string; sender: SenderIdentity; test?: boolean; messageId?: string },
): OutboxMessage {
  const words = t(locale);
  const dir = locale === "ar" ? "rtl" : "ltr";
  const web = `${origin}${locale === "en" ? "/en" : ""}/newsletter/${edition.id}`;
  const subject = `${test ? words("testPrefix") : ""}${subjectOf(edition, locale)}`;
  const preheader = preheaderOf(edition, locale);
  const senderLine = words("sender", { name: sender.name, address: sender.address ?? site.domain });
  const why = words("why", { email: recipient.email });
  const rendering = { origin, locale, counted: !test };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{subject}</title>
      </head>
      <body dir={dir} style={{ margin: 0, padding: "24px 8px", backgroundColor: "#f8fafc", fontFamily: fontStack, color: "#0f172a" }}>
        {preheader ? <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preheader}</div> : null}
        <table
          role="presentation"
          dir={dir}
          lang={locale}
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ maxWidth: "600px", margin: "0 auto" }}
        >
          <tbody>
            <tr>
              <td
                dir={dir}
                style={{ backgroundColor: "#ffffff", borderRadius: "12px", padding: "24px", textAlign: locale === "ar" ? "right" : "left" }}
              >
                <p style={{ margin: "0 0 16px", fontSize: "12px" }}>
                  <a href={web} style={{ color: "#475569" }}>
                    {words("web")}
                  </a>
                </p>
                <EditionBody edition={edition} rendering={rendering} />
                <hr style={{ border: 0, borderTop: "1px solid #e2e8f0", margin: "24px 0 16px" }} />
                <p style={{ margin: "0 0 8px", fontSize: "12px", color: "#64748b" }}>{why}</p>
                <p style={{ margin: "0 0 8px", fontSize: "12px", color: "#64748b" }}>{senderLine}</p>
                <p style={{ margin: 0, fontSize: "12px", color: "#64748b" }}>
                  {words("unsubscribeText")} <a href={recipient.unsubscribe}>{words("unsubscribe")}</a>
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>,
  )}`;
  const lines = [
    preheader,
    "",
    ...plainBlocks(edition, locale, origin),
    "",
    `${words("web")}: ${web}`,
    "",
    "--",
    why,
    senderLine,
    `${words("unsubscribeText")} ${recipient.unsubscribe}`,
  ];
  const split = lines.flatMap((line) => line.split("\n"));
  const text = (locale === "ar" ? split.map((line) => (line ? `\u200F${line}` : line)) : split).join("\n").replace(/^\n+/, "");
  return {
    to: recipient.email,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${recipient.unsubscribe}>, <${recipient.mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      ...(messageId && { "Message-ID": messageId }),
      "Content-Language": locale,
    },
  };
}

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser), for a value put into rendered HTML. */
const htmlEscapes: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeHtml = (value: string) => value.replace(/["&'<>]/g, (character) => htmlEscapes[character]);

/**
 * The email of `edition` in `locale` for each recipient of a batch: rendered once with stand-ins for
 * the recipient's address, links and Message-ID, which each recipient's own values then replace (in
 * the HTML escaped as React escapes them). The same bytes as `editionEmail` per recipient
 * (tests/unit/newsletter-email-template.test.ts) at the cost of a string replace, not a render: the
 * sender builds a batch inside the transaction that claims it, and on SQLite every other query
 * waits for that transaction (docs/decisions/0064-newsletters.md, amendment of 2026-11-29).
 */
export function editionEmails(edition: EditionContent, locale: Locale, options: { origin: string; sender: SenderIdentity }) {
  // Stand-ins no edition can contain: letters and digits (nothing React or i18next escapes) around a random tag.
  const tag = randomBytes(9).toString("hex");
  const stand = { email: `r${tag}e`, unsubscribe: `r${tag}u`, mailto: `r${tag}m`, messageId: `r${tag}i` };
  const template = editionEmail(edition, locale, stand, { ...options, messageId: stand.messageId });
  const keyOf = Object.fromEntries(Object.entries(stand).map(([key, value]) => [value, key as keyof typeof stand]));
  const standIns = new RegExp(`r${tag}[eumi]`, "g");
  const fill = (text: string, values: Record<keyof typeof stand, string>) => text.replace(standIns, (found) => values[keyOf[found]]);
  return (recipient: Recipient, messageId: string): OutboxMessage => {
    const values = { email: recipient.email, unsubscribe: recipient.unsubscribe, mailto: recipient.mailto, messageId };
    const escaped = {
      email: escapeHtml(recipient.email),
      unsubscribe: escapeHtml(recipient.unsubscribe),
      mailto: escapeHtml(recipient.mailto),
      messageId,
    };
    return {
      to: recipient.email,
      subject: template.subject,
      text: fill(template.text, values),
      html: fill(template.html, escaped),
      headers: Object.fromEntries(Object.entries(template.headers ?? {}).map(([name, value]) => [name, fill(value, values)])),
    };
  };
}

/** The blocks as plain text: words, and each link's address after its label. */
function plainBlocks(edition: EditionContent, locale: Locale, origin: string): string[] {
  const out: string[] = [];
  for (const block of edition.blocks) {
    if (!shown(block, locale)) continue;
    if (block.type === "richText")
      out.push(
        block.text[locale].markdown
          .replace(/^#{2,3}\s+/gm, "")
          .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_, label, href) => `${label} (${absolute(href, origin)})`),
      );
    if (block.type === "image" && block.text[locale].caption) out.push(block.text[locale].caption);
    if (block.type === "cta") {
      const words = block.text[locale];
      out.push([words.title, words.text, `${words.button}: ${linkTarget(block.link, origin, edition.id, locale)}`].filter(Boolean).join("\n"));
    }
    if (block.type === "cards") {
      const words = block.text[locale];
      out.push(
        [
          words.title,
          words.intro,
          ...block.cards.map((_, at) => `- ${words.cards[at]?.title ?? ""}${words.cards[at]?.text ? `: ${words.cards[at]?.text}` : ""}`),
        ]
          .filter(Boolean)
          .join("\n"),
      );
    }
    if (block.type === "stats") {
      const words = block.text[locale];
      out.push([words.title, ...block.items.map((item, at) => `${item.value} ${words.items[at]?.label ?? ""}`)].filter(Boolean).join("\n"));
    }
    if (block.type === "quote") {
      const words = block.text[locale];
      out.push(`“${words.text}” — ${words.name}${words.role ? `, ${words.role}` : ""}`);
    }
    out.push("");
  }
  return out;
}
