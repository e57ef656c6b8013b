import { isSafeUrl } from "~/schemas/fields";

/*
 * The rich-text block's Markdown subset (docs/decisions/0060-campaign-pages.md): `##` and `###`
 * headings, paragraphs, **bold**, *italic* (or _italic_), [links](url) and lists (`-`, `*`, `1.`).
 * Parsed on the server into plain data that React renders as elements: nothing is ever written as
 * HTML, so raw HTML in the text shows as the text it is. A link whose address the button-link rules
 * refuse (`javascript:`, `data:`, `//host`…) stays its words, without a link.
 */

export type Inline = { t: "text"; v: string } | { t: "strong" | "em"; c: Inline[] } | { t: "link"; href: string; c: Inline[] };
export type MarkdownBlock = { t: "h2" | "h3" | "p"; c: Inline[] } | { t: "ul" | "ol"; items: Inline[][] };

const heading = /^(#{2,3})\s+(.*)$/;
const bullet = /^\s*[-*]\s+(.*)$/;
const numbered = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** The inline marks of one line or paragraph: links first, then bold, then italic, the rest text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  const pattern = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|__([^_\n]+)__|\*([^*\n]+)\*|_([^_\n]+)_/;
  while (rest.length > 0) {
    const match = pattern.exec(rest);
    if (!match) {
      out.push({ t: "text", v: rest });
      break;
    }
    if (match.index > 0) out.push({ t: "text", v: rest.slice(0, match.index) });
    const [whole, label, href, bold, boldAlt, italic, italicAlt] = match;
    if (label !== undefined) {
      const inner = parseInline(label);
      if (isSafeUrl(href)) out.push({ t: "link", href, c: inner });
      else out.push(...inner);
    } else if (bold !== undefined || boldAlt !== undefined) {
      out.push({ t: "strong", c: parseInline(bold ?? boldAlt) });
    } else {
      out.push({ t: "em", c: parseInline(italic ?? italicAlt) });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

/** The blocks of a rich text: a blank line ends a paragraph or list; a heading is one line. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { t: "ul" | "ol"; items: Inline[][] } | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ t: "p", c: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list) blocks.push(list);
    list = undefined;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const title = heading.exec(line);
    if (title) {
      flush();
      blocks.push({ t: title[1].length === 2 ? "h2" : "h3", c: parseInline(title[2].trim()) });
      continue;
    }
    const item = bullet.exec(line) ?? numbered.exec(line);
    if (item) {
      const kind = bullet.test(line) ? "ul" : "ol";
      if (paragraph.length > 0 || (list && list.t !== kind)) flush();
      list ??= { t: kind, items: [] };
      list.items.push(parseInline(item[1].trim()));
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
