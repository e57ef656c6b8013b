import { blockTypes, type BlockType } from "~/schemas/page";
import type { PageFields, PageLanguage, StoredBlock } from "~/domain/page-words";

/*
 * The Pages tab's editor as one plain form (docs/decisions/0065-pages-tab.md): the page's settings and
 * every block's fields, named by their path in the page (`blocks.2.text.en.title`, the same path an
 * error or a missing word names), so every button of the form — save, add, move, duplicate, remove,
 * publish — sends everything typed and nothing is lost, with or without JavaScript.
 */

/** What a button of the editor asks for besides saving: its `intent` value is `<op>` or `<op>:<index>`. */
export const editorOps = ["save", "add", "up", "down", "duplicate", "remove", "removeConfirmed", "publish", "unpublish", "move", "pick"] as const;
export type EditorOp = (typeof editorOps)[number];

export interface EditorIntent {
  op: EditorOp;
  /** A block's index (up, down, duplicate, remove, removeConfirmed; move's from), a language (publish, unpublish), or a field's path (pick: show its choices). */
  arg?: string;
}

export function parseIntent(value: unknown): EditorIntent | undefined {
  if (typeof value !== "string") return undefined;
  const [op, arg] = value.split(":", 2) as [string, string | undefined];
  return (editorOps as readonly string[]).includes(op) ? { op: op as EditorOp, arg } : undefined;
}

/** Slots a list of a block shows, filled or empty: a list can grow by one per save without JavaScript. */
export const listLimits = { buttons: 2, cards: 12, items: 6 } as const;

/** The empty block of a type, as "add" makes it: shared fields a type needs get a first value the editor then changes. */
export function newBlock(type: BlockType, { firstFaq, firstIcon }: { firstFaq?: number; firstIcon: string }): StoredBlock {
  const empty = { ar: {}, en: {} };
  switch (type) {
    case "hero":
      return { type, image: "", buttons: [], text: empty };
    case "cards":
      return { type, cards: [{ icon: firstIcon }], text: empty };
    case "image":
      return { type, image: "", text: empty };
    case "cta":
      return { type, link: { type: "internal", page: "home" }, text: empty };
    case "faq":
      return { type, entries: firstFaq === undefined ? [] : [firstFaq], text: empty };
    case "stats":
      return { type, items: [{ value: "" }], text: empty };
    case "quote":
      return { type, image: "", text: empty };
    default:
      return { type, text: empty };
  }
}

export const isBlockType = (value: unknown): value is BlockType => (blockTypes as readonly unknown[]).includes(value);

type Tree = Record<string, unknown>;

/** `blocks.2.text.en.title` → nested objects (a number makes an array's place). */
function setPath(root: Tree, path: string[], value: unknown) {
  let node: Tree = root;
  path.forEach((key, at) => {
    if (at === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== "object" || next === null) node[key] = /^\d+$/.test(path[at + 1]) ? [] : {};
    node = node[key] as Tree;
  });
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const obj = (value: unknown): Tree => (typeof value === "object" && value !== null ? (value as Tree) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? Array.from(value, (one: unknown) => one) : []);

/** A link's fields as the form sends them (type, url, page, section) → the link the schema checks. */
function linkOf(value: unknown): Tree | undefined {
  const link = obj(value);
  const type = str(link.type);
  if (type === "external") return { type, url: str(link.url).trim() };
  if (type === "internal") return { type, page: str(link.page) };
  if (type === "section") return { type, section: str(link.section) };
  return undefined;
}

/** One block from its posted fields: empty list slots left out, in step across the shared fields and both languages' words. */
function blockFrom(raw: Tree): StoredBlock {
  const type = str(raw.type);
  const text = obj(raw.text);
  const words = (language: PageLanguage) => obj(text[language]);
  const block: StoredBlock = { type, text: { ar: {}, en: {} } };
  if (str(raw.id)) block.id = str(raw.id);
  const only = str(raw.only);
  if (only === "ar" || only === "en") block.only = only;
  const wordsOf = (language: PageLanguage, fields: string[]) => Object.fromEntries(fields.map((field) => [field, str(words(language)[field])]));
  const slots = (name: "buttons" | "cards" | "items") => Array.from({ length: listLimits[name] }, (_, at) => at);
  switch (type) {
    case "hero": {
      const kept = slots("buttons").filter((at) => linkOf(list(raw.buttons)[at]) !== undefined);
      block.image = str(raw.image).trim();
      block.buttons = kept.map((at) => linkOf(list(raw.buttons)[at]));
      for (const language of ["ar", "en"] as const)
        block.text[language] = { ...wordsOf(language, ["title", "text"]), buttons: kept.map((at) => str(list(words(language).buttons)[at])) };
      break;
    }
    case "cards": {
      const word = (language: PageLanguage, at: number) => obj(list(words(language).cards)[at]);
      const kept = slots("cards").filter(
        (at) =>
          str(obj(list(raw.cards)[at]).icon) ||
          (["ar", "en"] as const).some((language) => str(word(language, at).title).trim() || str(word(language, at).text).trim()),
      );
      block.cards = kept.map((at) => ({ icon: str(obj(list(raw.cards)[at]).icon) }));
      for (const language of ["ar", "en"] as const)
        block.text[language] = {
          ...wordsOf(language, ["title", "intro"]),
          cards: kept.map((at) => ({ title: str(word(language, at).title), text: str(word(language, at).text) })),
        };
      break;
    }
    case "stats": {
      const label = (language: PageLanguage, at: number) => str(obj(list(words(language).items)[at]).label);
      const kept = slots("items").filter(
        (at) => str(obj(list(raw.items)[at]).value).trim() || (["ar", "en"] as const).some((language) => label(language, at).trim()),
      );
      block.items = kept.map((at) => ({ value: str(obj(list(raw.items)[at]).value).trim() }));
      for (const language of ["ar", "en"] as const)
        block.text[language] = { ...wordsOf(language, ["title"]), items: kept.map((at) => ({ label: label(language, at) })) };
      break;
    }
    case "image":
      block.image = str(raw.image).trim();
      for (const language of ["ar", "en"] as const) block.text[language] = wordsOf(language, ["caption"]);
      break;
    case "cta":
      block.link = linkOf(raw.link) ?? { type: "" };
      for (const language of ["ar", "en"] as const) block.text[language] = wordsOf(language, ["title", "text", "button"]);
      break;
    case "faq":
      block.entries = list(raw.entries)
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
      for (const language of ["ar", "en"] as const) block.text[language] = wordsOf(language, ["title"]);
      break;
    case "richText":
      for (const language of ["ar", "en"] as const) block.text[language] = wordsOf(language, ["markdown"]);
      break;
    case "quote":
      block.image = str(raw.image).trim();
      for (const language of ["ar", "en"] as const) block.text[language] = wordsOf(language, ["text", "name", "role"]);
      break;
    default:
      for (const language of ["ar", "en"] as const) block.text[language] = wordsOf(language, ["title", "text"]);
  }
  return block;
}

/** What the editor's form posts: a page's working copy, unchecked. */
export type PostedPage = PageFields;

/** The editor's form as the page it describes (nothing checked yet: `pagePatchSchema` does that). */
export function pageFromForm(formData: FormData): PostedPage {
  const tree: Tree = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || !name.startsWith("blocks.")) continue;
    const path = name.split(".");
    // FAQ entries are ticked boxes sharing one name.
    if (path.at(-1) === "entries") setPath(tree, path, formData.getAll(name));
    else setPath(tree, path, value);
  }
  const field = (name: string) => str(formData.get(name));
  return {
    slug: field("slug").trim(),
    titleAr: field("titleAr"),
    titleEn: field("titleEn"),
    descriptionAr: field("descriptionAr"),
    descriptionEn: field("descriptionEn"),
    noindex: formData.get("noindex") === "on",
    shareImageAr: field("shareImageAr"),
    shareImageEn: field("shareImageEn"),
    blocks: list(tree.blocks)
      .filter((one) => one !== undefined)
      .map((one) => blockFrom(obj(one))),
  };
}

/** A copy of a block for "duplicate": the same fields, no id (the save gives it its own). */
export function duplicateOf(block: StoredBlock): StoredBlock {
  const { id: _id, ...rest } = structuredClone(block);
  return rest as StoredBlock;
}

/** Moves the block at `from` to `to` (both clamped to the list). */
export function moveBlock<T>(blocks: readonly T[], from: number, to: number): T[] {
  const copy = [...blocks];
  if (from < 0 || from >= copy.length) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(copy.length, to)), 0, moved);
  return copy;
}
