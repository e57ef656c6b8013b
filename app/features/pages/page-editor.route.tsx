import { useEffect, useRef, useState } from "react";
import { GripVertical } from "lucide-react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useSearchParams, useSubmit } from "react-router";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { FieldError, inputStyles } from "~/components/admin/form-fields";
import { HistoryLink } from "~/components/admin/history-link";
import type { StringKey } from "~/components/admin/locale";
import { TabHeading } from "~/components/admin/tab-heading";
import { mainPageIds } from "~/config/pages";
import { type Conflict, ConflictView } from "~/routes/admin/conflict-view";
import { SeoLength, SeoPreview, seoLimits } from "~/routes/admin/content/seo-preview";
import { LanguageStatus } from "./page-status.view";
import { listFaqItems } from "#db/models/faq-entries.server";
import { listMedia } from "#db/models/media.server";
import { faqRecords } from "~/content/faq";
import { iconNames } from "~/content/icon-catalogue";
import { languages, type PageLanguage, type StoredBlock } from "~/domain/page-words";
import { shareImageUrl } from "~/features/share/share-image.service.server";
import { requestInfoContext } from "~/lib/context";
import { getLocale } from "~/lib/i18n.server";
import { validationKey } from "~/lib/validation-message";
import { conflictAnswer, resubmitFrom, unlessStale, versionFrom } from "~/routes/admin/conflict.server";
import { currentActor } from "~/routes/admin/dashboard/admin-context.server";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { postedForm, redirectWithToast } from "~/routes/admin/form-actions.server";
import { blockTypes, pagePatchSchema } from "~/schemas/page";
import type { Route } from "./+types/page-editor.route";
import { duplicateOf, isBlockType, listLimits, moveBlock, newBlock, pageFromForm, parseIntent, type PostedPage } from "./page-form";
import { getPage, MissingWords, publishPage, SlugTaken, unpublishPage } from "./pages.model.server";
import { updatePageAndRedirect } from "./pages.service.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/*
 * One campaign page in the Pages tab (docs/decisions/0065-pages-tab.md): its settings, its SEO and
 * its blocks in one plain form; every button posts the whole form (Post/Redirect/Get), so moving a
 * block or publishing a language never drops what was typed; a stale version answers with the
 * conflict view (docs/decisions/0043-versions-and-conflicts.md).
 */

function pageId(params: { id?: string }) {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = pageId(params);
  const page = id === undefined ? undefined : await getPage(id);
  if (!page) throw data(null, { status: 404 });
  const [media, faqItems] = await Promise.all([listMedia(), listFaqItems()]);
  const origin = context.get(requestInfoContext).origin;
  const shareImages = Object.fromEntries(
    await Promise.all(
      languages.map(async (language) => {
        const title = (language === "ar" ? page.titleAr : page.titleEn) || page.slug;
        return [language, (await shareImageUrl({ lang: language, title })).url] as const;
      }),
    ),
  ) as Record<PageLanguage, string>;
  return {
    page,
    origin,
    shareImages,
    media: media.map(({ id: mediaId, url, fileName, altAr, altEn, variants, width, height, bytes }) => ({
      id: mediaId,
      url,
      fileName,
      altAr,
      altEn,
      variants,
      width,
      height,
      bytes,
    })),
    faq: faqRecords(faqItems).records.map((record) => ({ id: record.question.id, ar: record.question.valueAr, en: record.question.valueEn })),
    icons: iconNames,
  };
}

/** The words of a page's blocks in one language, one line per block, for the conflict view. */
function blockLines(page: Pick<PostedPage, "blocks">, language: PageLanguage) {
  return page.blocks
    .map((one, index) => {
      const words = Object.values(one.text[language] ?? {})
        .flatMap((value) =>
          Array.isArray(value) ? value.map((item) => (typeof item === "string" ? item : Object.values(item as object).join(" "))) : [value],
        )
        .map(String)
        .filter((word) => word.trim());
      return `${index + 1}. ${one.type}${one.only ? ` (${one.only})` : ""}: ${words.join(" · ")}`;
    })
    .join("\n");
}

export async function action(args: Route.ActionArgs) {
  const { formData, t } = await postedForm(args);
  const { context, params } = args;
  const id = pageId(params);
  const stored = id === undefined ? undefined : await getPage(id);
  if (id === undefined || !stored) return redirectWithToast("/admin-dashboard/pages", { kind: "error", title: t("pagesTab.missing") });
  const intent = parseIntent(formData.get("intent"));
  if (!intent) throw data(null, { status: 400 });
  const here = `/admin-dashboard/pages/${id}`;
  const posted = pageFromForm(formData);
  const at = Number(intent.arg);
  const valid = Number.isInteger(at) && at >= 0 && at < posted.blocks.length;
  let anchor = "";
  let addedAt: number | undefined;
  switch (intent.op) {
    case "add": {
      const type = formData.get("addType");
      if (!isBlockType(type)) throw data(null, { status: 400 });
      const firstFaq = faqRecords(await listFaqItems()).records[0]?.question.id;
      addedAt = posted.blocks.length;
      posted.blocks.push(newBlock(type, { firstFaq, firstIcon: iconNames[0] }));
      break;
    }
    case "up":
    case "down":
      if (valid) posted.blocks = moveBlock(posted.blocks, at, intent.op === "up" ? at - 1 : at + 1);
      break;
    case "move": {
      const to = Number(formData.get("moveTo"));
      if (valid && Number.isInteger(to)) posted.blocks = moveBlock(posted.blocks, at, to);
      break;
    }
    case "duplicate":
      if (valid) posted.blocks.splice(at + 1, 0, duplicateOf(posted.blocks[at]));
      break;
    case "removeConfirmed":
      if (valid) posted.blocks.splice(at, 1);
      break;
    default:
  }

  const checked = pagePatchSchema.safeParse(posted);
  if (!checked.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of checked.error.issues) (errors[issue.path.join(".")] ??= []).push(validationKey(issue));
    const others = Object.keys(errors).filter((path) => addedAt === undefined || !path.startsWith(`blocks.${addedAt}.`));
    // A block just added that still needs a choice (an image, a statistic): shown, not saved, no error yet.
    if (addedAt !== undefined && others.length === 0) return data({ values: posted, errors: {}, notice: "added" as const, focus: addedAt });
    return data({ values: posted, errors, notice: undefined, focus: undefined }, { status: 400 });
  }
  const actor = currentActor(context);
  let written: Awaited<ReturnType<typeof updatePageAndRedirect>>;
  try {
    const outcome = await unlessStale(() => updatePageAndRedirect(id, checked.data as PostedPage, actor, versionFrom(formData)));
    if (!outcome) {
      const current = (await getPage(id)) ?? stored;
      return conflictAnswer(getLocale(context), {
        form: "page",
        entity: "page",
        entityId: id,
        version: current.version,
        fields: [
          { name: "slug", label: "pagesTab.slug", theirs: current.slug, mine: posted.slug },
          { name: "titleAr", label: "pagesTab.titleAr", lang: "ar", theirs: current.titleAr, mine: posted.titleAr },
          { name: "titleEn", label: "pagesTab.titleEn", lang: "en", theirs: current.titleEn, mine: posted.titleEn },
          { name: "descriptionAr", label: "pagesTab.descriptionAr", lang: "ar", theirs: current.descriptionAr, mine: posted.descriptionAr },
          { name: "descriptionEn", label: "pagesTab.descriptionEn", lang: "en", theirs: current.descriptionEn, mine: posted.descriptionEn },
          { name: "blocksAr", label: "pagesTab.blocksAr", lang: "ar", theirs: blockLines(current, "ar"), mine: blockLines(posted, "ar") },
          { name: "blocksEn", label: "pagesTab.blocksEn", lang: "en", theirs: blockLines(current, "en"), mine: blockLines(posted, "en") },
        ],
        resubmit: resubmitFrom(formData),
      });
    }
    written = outcome.written;
  } catch (error) {
    if (!(error instanceof SlugTaken)) throw error;
    return data({ values: posted, errors: { slug: ["validation.slugTaken"] }, notice: undefined, focus: undefined }, { status: 400 });
  }
  if (!written) return redirectWithToast("/admin-dashboard/pages", { kind: "error", title: t("pagesTab.missing") });

  const saved = written.blocks;
  const blockAnchor = (index: number) => (saved[index]?.id ? `#block-${saved[index].id}` : "");
  switch (intent.op) {
    case "add":
      anchor = blockAnchor(saved.length - 1);
      return redirectWithToast(`${here}${anchor}`, { kind: "success", title: t("pagesTab.blockAdded") });
    case "up":
    case "down":
    case "move":
      if (valid) anchor = blockAnchor(intent.op === "move" ? Number(formData.get("moveTo")) : intent.op === "up" ? Math.max(0, at - 1) : at + 1);
      return redirectWithToast(`${here}${anchor}`, { kind: "success", title: t("pagesTab.blockMoved") });
    case "duplicate":
      return redirectWithToast(`${here}${blockAnchor(at + 1)}`, { kind: "success", title: t("pagesTab.blockDuplicated") });
    case "remove":
      // The second step of a removal (docs/decisions/0008-forms-without-javascript.md): everything typed is saved first.
      return redirectWithToast(`${here}?remove=${valid ? at : ""}${blockAnchor(at)}`, { kind: "success", title: t("pagesTab.saved") });
    case "removeConfirmed":
      return redirectWithToast(`${here}#blocks`, { kind: "success", title: t("pagesTab.blockRemoved") });
    case "publish":
    case "unpublish": {
      const language = languages.find((one) => one === intent.arg);
      if (!language) throw data(null, { status: 400 });
      if (intent.op === "unpublish") {
        await unpublishPage(id, [language], actor);
        return redirectWithToast(`${here}#publishing`, {
          kind: "success",
          title: t(language === "ar" ? "pagesTab.unpublishedAr" : "pagesTab.unpublishedEn"),
        });
      }
      try {
        await publishPage(id, [language], actor);
      } catch (error) {
        if (!(error instanceof MissingWords)) throw error;
        return redirectWithToast(`${here}#publishing`, {
          kind: "error",
          title: t(language === "ar" ? "pagesTab.notPublishedAr" : "pagesTab.notPublishedEn"),
          description: t("pagesTab.missingCount", { count: error.missing.length }),
        });
      }
      return redirectWithToast(`${here}#publishing`, {
        kind: "success",
        title: t(language === "ar" ? "pagesTab.publishedAr" : "pagesTab.publishedEn"),
      });
    }
    default:
      return redirectWithToast(here, { kind: "success", title: t("pagesTab.saved") });
  }
}

/*
 * The Pages tab's editor (docs/decisions/0065-pages-tab.md): one form, every field named by its path
 * in the page and carrying it as its id (`field-blocks.2.text.en.title`), so the missing words link
 * to their fields. Arabic fields right to left, English left to right, side by side.
 */

type PageStatus = "draft" | "published" | "unpublished";

interface EditorPage extends PostedPage {
  id: number;
  version: number;
  status: Record<PageLanguage, PageStatus>;
  missing: Record<PageLanguage, string[]>;
  /** Words written before the other language's changed (docs/decisions/0060-campaign-pages.md, translation status). */
  stale: Record<PageLanguage, string[]>;
}

interface PickableMedia {
  id: number;
  url: string;
  fileName: string;
  altAr: string;
  altEn: string;
}

interface EditorProps {
  page: EditorPage;
  origin: string;
  shareImages: Record<PageLanguage, string>;
  media: PickableMedia[];
  faq: { id: number; ar: string; en: string }[];
  icons: readonly string[];
}

type Errors = Record<string, string[] | undefined>;
type Answer = { values: PostedPage; errors: Errors; notice?: "added"; focus?: number } | { conflict: Conflict };

const fieldId = (path: string) => `field-${path}`;
const languageNames = { ar: "pagesTab.arabic", en: "pagesTab.english" } as const satisfies Record<PageLanguage, StringKey>;

/** The block types' names and the words each has (app/schemas/page.ts). */
const wordFields: Record<string, { name: string; multiline?: boolean }[]> = {
  hero: [{ name: "title" }, { name: "text", multiline: true }],
  richText: [{ name: "markdown", multiline: true }],
  cards: [{ name: "title" }, { name: "intro", multiline: true }],
  image: [{ name: "caption" }],
  cta: [{ name: "title" }, { name: "text", multiline: true }, { name: "button" }],
  faq: [{ name: "title" }],
  stats: [{ name: "title" }],
  quote: [{ name: "text", multiline: true }, { name: "name" }, { name: "role" }],
  download: [{ name: "title" }, { name: "text", multiline: true }],
  contactForm: [{ name: "title" }, { name: "text", multiline: true }],
  newsletter: [{ name: "title" }, { name: "text", multiline: true }],
};

function TextField({
  path,
  label,
  value,
  errors,
  lang,
  multiline,
  rows = 3,
  onInput,
}: {
  path: string;
  label: string;
  value: string;
  errors: Errors;
  lang?: PageLanguage;
  multiline?: boolean;
  rows?: number;
  onInput?: (value: string) => void;
}) {
  const id = fieldId(path);
  const common = {
    id,
    name: path,
    defaultValue: value,
    lang,
    dir: lang ? (lang === "ar" ? "rtl" : "ltr") : "ltr",
    "aria-invalid": errors[path] ? true : undefined,
    "aria-describedby": `${id}-error`,
    className: inputStyles,
    onInput: onInput && ((event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => onInput(event.currentTarget.value)),
  };
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} />}
      <FieldError id={`${id}-error`} errors={errors[path]} />
    </div>
  );
}

function SelectField({
  path,
  label,
  value,
  errors,
  options,
}: {
  path: string;
  label: string;
  value: string;
  errors: Errors;
  options: { value: string; label: string; group?: string }[];
}) {
  const id = fieldId(path);
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={path}
        defaultValue={value}
        aria-invalid={errors[path] ? true : undefined}
        aria-describedby={`${id}-error`}
        className={inputStyles}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} errors={errors[path]} />
    </div>
  );
}

/** The library's images as choices; the current address stays a choice even when it is not one of them. */
function ImageField({
  path,
  value,
  media,
  errors,
  required,
  label,
}: {
  path: string;
  value: string;
  media: PickableMedia[];
  errors: Errors;
  required?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const current = media.find((item) => item.url === value);
  const options = [
    ...(required ? [] : [{ value: "", label: t("pagesTab.noImage") }]),
    ...(required && !value ? [{ value: "", label: t("pagesTab.chooseImage") }] : []),
    ...(value && !current ? [{ value, label: value }] : []),
    ...media.map((item) => ({ value: item.url, label: item.fileName || item.altEn || item.url })),
  ];
  return (
    <div className="grid content-start gap-2">
      <SelectField path={path} label={label ?? t("pagesTab.fields.image")} value={value} errors={errors} options={options} />
      {value && <img src={value} alt="" width={96} height={64} className="h-16 w-24 rounded border border-slate-200 bg-slate-50 object-contain" />}
      {media.length === 0 && (
        <p className="text-sm text-slate-700">
          {t("pagesTab.noMedia")}{" "}
          <Link to="/admin-dashboard/media" className="font-bold text-sky-800 underline">
            {t("admin.tabs.media")}
          </Link>
        </p>
      )}
    </div>
  );
}

/** A link by the button-link rules: an https address, one of the site's pages, or a block of this page. */
function LinkField({
  path,
  value,
  errors,
  blocks,
  legend,
  optional,
}: {
  path: string;
  value: Record<string, unknown> | undefined;
  errors: Errors;
  blocks: StoredBlock[];
  legend: string;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const type = String(value?.type ?? "");
  const sectionOptions = blocks
    .filter((one) => one.id)
    .map((one, index) => ({ value: String(one.id), label: `${index + 1}. ${t(`pagesTab.types.${one.type}` as StringKey)}` }));
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-800">{legend}</legend>
      <SelectField
        path={`${path}.type`}
        label={t("pagesTab.fields.linkType")}
        value={type}
        errors={errors}
        options={[
          ...(optional ? [{ value: "", label: t("pagesTab.linkTypes.none") }] : []),
          { value: "internal", label: t("pagesTab.linkTypes.internal") },
          { value: "external", label: t("pagesTab.linkTypes.external") },
          { value: "section", label: t("pagesTab.linkTypes.section") },
        ]}
      />
      <div className="grid gap-2 md:grid-cols-3">
        <SelectField
          path={`${path}.page`}
          label={t("pagesTab.fields.linkPage")}
          value={String(value?.page ?? "home")}
          errors={errors}
          options={mainPageIds.map((id) => ({ value: id, label: t(`pagesTab.sitePages.${id}`) }))}
        />
        <TextField path={`${path}.url`} label={t("pagesTab.fields.linkUrl")} value={String(value?.url ?? "")} errors={errors} />
        <SelectField
          path={`${path}.section`}
          label={t("pagesTab.fields.linkSection")}
          value={String(value?.section ?? "")}
          errors={errors}
          options={[{ value: "", label: "—" }, ...sectionOptions]}
        />
      </div>
      <p className="text-sm text-slate-700">{t("pagesTab.linkHint")}</p>
    </fieldset>
  );
}

function wordsOf(block: StoredBlock, language: PageLanguage) {
  return (block.text?.[language] ?? {}) as Record<string, unknown>;
}

const listOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
const record = (value: unknown) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

/** The shared fields of a block and its words in both languages. */
function BlockFields({
  block,
  index,
  errors,
  props,
  blocks,
}: {
  block: StoredBlock;
  index: number;
  errors: Errors;
  props: EditorProps;
  blocks: StoredBlock[];
}) {
  const { t } = useTranslation();
  const at = `blocks.${index}`;
  const fieldLabel = (name: string, language?: PageLanguage) =>
    language ? `${t(`pagesTab.fields.${name}` as StringKey)} (${t(languageNames[language])})` : t(`pagesTab.fields.${name}` as StringKey);
  const slots = (name: keyof typeof listLimits) => {
    const filled = listOf(block[name]).length;
    return Array.from({ length: Math.min(listLimits[name], name === "buttons" ? listLimits.buttons : filled + 1) }, (_, slot) => slot);
  };
  const column = (language: PageLanguage) => {
    const words = wordsOf(block, language);
    const hidden = block.only && block.only !== language;
    return (
      <div className="grid content-start gap-3" lang={language} dir={language === "ar" ? "rtl" : "ltr"} data-language={language}>
        <p className="font-bold text-slate-900">{t(languageNames[language])}</p>
        {hidden && <p className="text-sm text-slate-700">{t("pagesTab.notShownIn")}</p>}
        {(wordFields[block.type] ?? []).map((field) => (
          <TextField
            key={field.name}
            path={`${at}.text.${language}.${field.name}`}
            label={fieldLabel(field.name, language)}
            value={String(words[field.name] ?? "")}
            errors={errors}
            lang={language}
            multiline={field.multiline}
            rows={block.type === "richText" ? 10 : 3}
          />
        ))}
        {block.type === "hero" &&
          slots("buttons").map((slot) => (
            <TextField
              key={slot}
              path={`${at}.text.${language}.buttons.${slot}`}
              label={`${fieldLabel("buttonLabel", language)} ${slot + 1}`}
              value={String(listOf(words.buttons)[slot] ?? "")}
              errors={errors}
              lang={language}
            />
          ))}
        {block.type === "cards" &&
          slots("cards").map((slot) => (
            <div key={slot} className="grid gap-2 border-s-4 border-slate-200 ps-3">
              <TextField
                path={`${at}.text.${language}.cards.${slot}.title`}
                label={`${fieldLabel("cardTitle", language)} ${slot + 1}`}
                value={String(record(listOf(words.cards)[slot]).title ?? "")}
                errors={errors}
                lang={language}
              />
              <TextField
                path={`${at}.text.${language}.cards.${slot}.text`}
                label={`${fieldLabel("cardText", language)} ${slot + 1}`}
                value={String(record(listOf(words.cards)[slot]).text ?? "")}
                errors={errors}
                lang={language}
                multiline
              />
            </div>
          ))}
        {block.type === "stats" &&
          slots("items").map((slot) => (
            <TextField
              key={slot}
              path={`${at}.text.${language}.items.${slot}.label`}
              label={`${fieldLabel("statLabel", language)} ${slot + 1}`}
              value={String(record(listOf(words.items)[slot]).label ?? "")}
              errors={errors}
              lang={language}
            />
          ))}
      </div>
    );
  };
  return (
    <>
      <div className="grid gap-3">
        {(block.type === "hero" || block.type === "image" || block.type === "quote") && (
          <ImageField path={`${at}.image`} value={String(block.image ?? "")} media={props.media} errors={errors} required={block.type === "image"} />
        )}
        {block.type === "hero" &&
          slots("buttons").map((slot) => (
            <LinkField
              key={slot}
              path={`${at}.buttons.${slot}`}
              value={record(listOf(block.buttons)[slot])}
              errors={errors}
              blocks={blocks}
              legend={`${t("pagesTab.fields.button")} ${slot + 1}`}
              optional
            />
          ))}
        {block.type === "cta" && (
          <LinkField path={`${at}.link`} value={record(block.link)} errors={errors} blocks={blocks} legend={t("pagesTab.fields.button")} />
        )}
        {block.type === "cards" && (
          <div className="grid gap-2 sm:grid-cols-3">
            {slots("cards").map((slot) => (
              <SelectField
                key={slot}
                path={`${at}.cards.${slot}.icon`}
                label={`${t("pagesTab.fields.icon")} ${slot + 1}`}
                value={String(record(listOf(block.cards)[slot]).icon ?? "")}
                errors={errors}
                options={[{ value: "", label: "—" }, ...props.icons.map((icon) => ({ value: icon, label: icon }))]}
              />
            ))}
          </div>
        )}
        {block.type === "stats" && (
          <div className="grid gap-2 sm:grid-cols-3">
            {slots("items").map((slot) => (
              <TextField
                key={slot}
                path={`${at}.items.${slot}.value`}
                label={`${t("pagesTab.fields.statValue")} ${slot + 1}`}
                value={String(record(listOf(block.items)[slot]).value ?? "")}
                errors={errors}
              />
            ))}
          </div>
        )}
        {block.type === "faq" && (
          <fieldset className="grid gap-1 rounded-lg border border-slate-200 p-3" aria-describedby={`${fieldId(`${at}.entries`)}-error`}>
            <legend className="px-1 font-semibold text-slate-800">{t("pagesTab.fields.entries")}</legend>
            {props.faq.length === 0 && <p className="text-sm text-slate-700">{t("pagesTab.noFaq")}</p>}
            {props.faq.map((entry) => (
              <label key={entry.id} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name={`${at}.entries`}
                  value={entry.id}
                  defaultChecked={listOf(block.entries).map(Number).includes(entry.id)}
                  className="mt-1 size-4"
                />
                <span>
                  <span lang="ar" dir="rtl">
                    {entry.ar}
                  </span>{" "}
                  · <span lang="en">{entry.en}</span>
                </span>
              </label>
            ))}
            <FieldError id={`${fieldId(`${at}.entries`)}-error`} errors={errors[`${at}.entries`]} />
          </fieldset>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {column("ar")}
        {column("en")}
      </div>
    </>
  );
}

function BlockCard({
  block,
  index,
  count,
  errors,
  props,
  blocks,
  confirmingRemove,
  mover,
}: {
  block: StoredBlock;
  index: number;
  count: number;
  errors: Errors;
  props: EditorProps;
  blocks: StoredBlock[];
  confirmingRemove: boolean;
  mover?: Mover;
}) {
  const { t } = useTranslation();
  const at = `blocks.${index}`;
  const name = `${index + 1}. ${t(`pagesTab.types.${block.type}` as StringKey)}`;
  const headingId = `block-heading-${index}`;
  const blockErrors = Object.keys(errors).filter((path) => path.startsWith(`${at}.`) && errors[path]).length;
  return (
    <li
      id={block.id ? `block-${block.id}` : `block-new-${index}`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={headingId}
      data-testid="page-block"
      data-block-type={block.type}
      onDragOver={mover && ((event) => event.preventDefault())}
      onDrop={
        mover &&
        ((event) => {
          event.preventDefault();
          mover.drop(index, event.currentTarget.closest("form"));
        })
      }
    >
      <input type="hidden" name={`${at}.type`} value={block.type} />
      {block.id && <input type="hidden" name={`${at}.id`} value={block.id} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {mover && (
            <button
              type="button"
              draggable
              data-handle={block.id ?? `new-${index}`}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(index + 1));
                mover.drag(index);
              }}
              onKeyDown={(event) => {
                if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
                event.preventDefault();
                const to = event.key === "ArrowUp" ? index - 1 : index + 1;
                if (to >= 0 && to < count) mover.move(index, to, event.currentTarget.form);
              }}
              aria-label={`${t("pagesTab.moveHandle")}: ${name}`}
              aria-describedby="move-handle-help"
              className={`${buttonStyles.secondary} cursor-grab px-2`}
            >
              <GripVertical className="size-5" aria-hidden="true" />
            </button>
          )}
          <h4 id={headingId} className="text-lg font-bold text-slate-900">
            {name}
          </h4>
        </div>
        {blockErrors > 0 && <p className="text-sm font-bold text-red-700">{t("pagesTab.blockHasErrors", { count: blockErrors })}</p>}
      </div>
      <SelectField
        path={`${at}.only`}
        label={t("pagesTab.fields.only")}
        value={block.only ?? ""}
        errors={errors}
        options={[
          { value: "", label: t("pagesTab.only.both") },
          { value: "ar", label: t("pagesTab.only.ar") },
          { value: "en", label: t("pagesTab.only.en") },
        ]}
      />
      <BlockFields block={block} index={index} errors={errors} props={props} blocks={blocks} />
      <div className="flex flex-wrap gap-2" role="group" aria-label={`${t("pagesTab.blockActions")}: ${name}`}>
        <button
          type="submit"
          name="intent"
          value={`up:${index}`}
          disabled={index === 0}
          className={buttonStyles.secondary}
          aria-label={`${t("pagesTab.moveUp")}: ${name}`}
        >
          {t("pagesTab.moveUp")}
        </button>
        <button
          type="submit"
          name="intent"
          value={`down:${index}`}
          disabled={index === count - 1}
          className={buttonStyles.secondary}
          aria-label={`${t("pagesTab.moveDown")}: ${name}`}
        >
          {t("pagesTab.moveDown")}
        </button>
        <button
          type="submit"
          name="intent"
          value={`duplicate:${index}`}
          className={buttonStyles.secondary}
          aria-label={`${t("pagesTab.duplicate")}: ${name}`}
        >
          {t("pagesTab.duplicate")}
        </button>
        {confirmingRemove ? (
          <span className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2" role="alert">
            <span className="text-sm font-bold text-red-900">{t("pagesTab.removeQuestion")}</span>
            <button
              type="submit"
              name="intent"
              value={`removeConfirmed:${index}`}
              className={buttonStyles.danger}
              aria-label={`${t("pagesTab.removeConfirm")}: ${name}`}
            >
              {t("pagesTab.removeConfirm")}
            </button>
            <Link to={`/admin-dashboard/pages/${props.page.id}${block.id ? `#block-${block.id}` : ""}`} className={buttonStyles.secondary}>
              {t("admin.actions.cancel")}
            </Link>
          </span>
        ) : (
          <button
            type="submit"
            name="intent"
            value={`remove:${index}`}
            className={buttonStyles.dangerOutline}
            aria-label={`${t("pagesTab.remove")}: ${name}`}
          >
            {t("pagesTab.remove")}
          </button>
        )}
      </div>
    </li>
  );
}

/** A missing word's path in words: "English title", "Block 2 (Hero): Title (English)". */
function useMissingLabel() {
  const { t } = useTranslation();
  return (path: string, blocks: StoredBlock[]) => {
    if (path === "titleAr") return t("pagesTab.titleAr");
    if (path === "titleEn") return t("pagesTab.titleEn");
    const match = /^blocks\.(\d+)\.text\.(ar|en)\.(\w+)(?:\.(\d+))?/.exec(path);
    if (!match) return path;
    const [, index, language, field, item] = match;
    const block = blocks[Number(index)];
    const fieldName = { buttons: "buttonLabel", cards: "cardTitle", items: "statLabel" }[field] ?? field;
    return t("pagesTab.missingField", {
      block: `${Number(index) + 1}. ${t(`pagesTab.types.${block?.type ?? "hero"}` as StringKey)}`,
      field: `${t(`pagesTab.fields.${fieldName}` as StringKey)}${item === undefined ? "" : ` ${Number(item) + 1}`}`,
      language: t(languageNames[language as PageLanguage]),
    });
  };
}

function SeoCounter({
  path,
  label,
  value,
  limit,
  errors,
  lang,
}: {
  path: string;
  label: string;
  value: string;
  limit: number;
  errors: Errors;
  lang: PageLanguage;
}) {
  const [typed, setTyped] = useState(value);
  return (
    <div className="grid content-start gap-1">
      <TextField path={path} label={label} value={value} errors={errors} lang={lang} multiline={limit === seoLimits.description} onInput={setTyped} />
      <SeoLength value={typed} limit={limit} fieldId={fieldId(path)} />
    </div>
  );
}

/** Reordering with JavaScript: a block's handle is dragged onto another block, or moved with the arrow keys. */
interface Mover {
  drag: (from: number) => void;
  drop: (to: number, form: HTMLFormElement | null) => void;
  move: (from: number, to: number, form: HTMLFormElement | null) => void;
}

function PageEditorScreen(props: EditorProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const dragging = useRef<number>(undefined);
  const [announcement, setAnnouncement] = useState("");
  const focusHandle = useRef<string>(undefined);
  // After a move the form is drawn again over the saved page: the moved block's handle keeps the focus.
  useEffect(() => {
    if (!focusHandle.current) return;
    const handle = document.querySelector<HTMLButtonElement>(`[data-handle="${focusHandle.current}"]`);
    if (handle) {
      handle.focus();
      focusHandle.current = undefined;
    }
  }, [props.page.version]);
  const [searchParams] = useSearchParams();
  const answer = useActionData() as Answer | undefined;
  const missingLabel = useMissingLabel();
  const { page } = props;
  if (answer && "conflict" in answer) {
    return (
      <>
        <title>{`${t("pagesTab.editTitle", { slug: page.slug })} | ${t("admin.header.title")}`}</title>
        <TabHeading title={t("pagesTab.editTitle", { slug: page.slug })} />
        <ConflictView conflict={answer.conflict} keepTheirsHref={`/admin-dashboard/pages/${page.id}`} />
      </>
    );
  }
  const failed = answer && "values" in answer ? answer : undefined;
  const values: PostedPage = failed?.values ?? page;
  const typeName = (index: number) => t(`pagesTab.types.${values.blocks[index]?.type ?? "hero"}` as StringKey);
  // The whole form goes with a move, as with the buttons: what was typed is saved, not lost.
  const move = (from: number, to: number, form: HTMLFormElement | null) => {
    if (!form || from === to) return;
    const formData = new FormData(form);
    formData.set("intent", `move:${from}`);
    formData.set("moveTo", String(to));
    focusHandle.current = values.blocks[from]?.id;
    setAnnouncement(t("pagesTab.movedTo", { name: typeName(from), position: to + 1, count: values.blocks.length }));
    void submit(formData, { method: "post", preventScrollReset: true });
  };
  const mover: Mover | undefined = hydrated
    ? {
        drag: (from) => {
          dragging.current = from;
        },
        drop: (to, form) => {
          if (dragging.current !== undefined) move(dragging.current, to, form);
          dragging.current = undefined;
        },
        move,
      }
    : undefined;
  const errors: Errors = failed?.errors ?? {};
  const removing = Number(searchParams.get("remove") ?? Number.NaN);
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <>
      <title>{`${t("pagesTab.editTitle", { slug: page.slug })} | ${t("admin.header.title")}`}</title>
      <p className="mb-3">
        <Link to="/admin-dashboard/pages" className="font-bold text-sky-800 underline">
          {t("pagesTab.back")}
        </Link>
      </p>
      <TabHeading
        title={t("pagesTab.editTitle", { slug: page.slug })}
        actions={
          <div className="flex flex-wrap gap-2">
            <a href={`/${page.slug}?preview=1`} className={buttonStyles.secondary} target="_blank" rel="noreferrer">
              {t("pagesTab.previewAr")}
            </a>
            <a href={`/en/${page.slug}?preview=1`} className={buttonStyles.secondary} target="_blank" rel="noreferrer">
              {t("pagesTab.previewEn")}
            </a>
            <HistoryLink entity="page" entityId={page.id} label={page.slug} />
          </div>
        }
      />
      {errorCount > 0 && (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900" data-testid="page-errors">
          {t("pagesTab.notSaved", { count: errorCount })}
        </p>
      )}
      {failed?.notice === "added" && (
        <p role="status" className="mb-4 rounded-lg border border-sky-300 bg-sky-50 p-3 font-semibold text-sky-900">
          {t("pagesTab.addedNotSaved")}
        </p>
      )}
      <Form
        method="post"
        preventScrollReset
        className="grid gap-6"
        key={failed ? `failed-${JSON.stringify(errors)}-${values.blocks.length}` : `saved-${page.version}`}
      >
        <input type="hidden" name="version" value={page.version} />
        <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="page-settings">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="page-settings" className="text-lg font-bold text-slate-900">
              {t("pagesTab.settings")}
            </h3>
            {/* The form's first button: Enter in a field saves. */}
            <SubmitButton intent="save" pendingLabel={t("pagesTab.saving")}>
              {t("pagesTab.save")}
            </SubmitButton>
          </div>
          <div className="grid gap-1 md:max-w-md">
            <TextField path="slug" label={t("pagesTab.slug")} value={values.slug} errors={errors} />
            <p className="text-sm text-slate-700">{t("pagesTab.slugHint")}</p>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid content-start gap-3" lang="ar" dir="rtl">
              <SeoCounter path="titleAr" label={t("pagesTab.titleAr")} value={values.titleAr} limit={seoLimits.title} errors={errors} lang="ar" />
              <SeoCounter
                path="descriptionAr"
                label={t("pagesTab.descriptionAr")}
                value={values.descriptionAr}
                limit={seoLimits.description}
                errors={errors}
                lang="ar"
              />
            </div>
            <div className="grid content-start gap-3" lang="en" dir="ltr">
              <SeoCounter path="titleEn" label={t("pagesTab.titleEn")} value={values.titleEn} limit={seoLimits.title} errors={errors} lang="en" />
              <SeoCounter
                path="descriptionEn"
                label={t("pagesTab.descriptionEn")}
                value={values.descriptionEn}
                limit={seoLimits.description}
                errors={errors}
                lang="en"
              />
            </div>
          </div>
          <div className="flex items-start gap-2">
            <input
              id="field-noindex"
              type="checkbox"
              name="noindex"
              defaultChecked={values.noindex}
              className="mt-1 size-4"
              aria-describedby="noindex-hint"
            />
            <div>
              <label htmlFor="field-noindex" className="font-semibold text-slate-800">
                {t("pagesTab.noindex")}
              </label>
              <p id="noindex-hint" className="text-sm text-slate-700">
                {t("pagesTab.noindexHint")}
              </p>
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {(["ar", "en"] as const).map((language) => (
              <ImageField
                key={language}
                path={language === "ar" ? "shareImageAr" : "shareImageEn"}
                label={t(language === "ar" ? "pagesTab.shareImageAr" : "pagesTab.shareImageEn")}
                value={language === "ar" ? values.shareImageAr : values.shareImageEn}
                media={props.media}
                errors={errors}
              />
            ))}
          </div>
          <SeoPreview
            languages={(["ar", "en"] as const).map((language) => {
              const chosen = language === "ar" ? page.shareImageAr : page.shareImageEn;
              const title = (language === "ar" ? page.titleAr : page.titleEn) || page.slug;
              return {
                locale: language,
                title,
                description: language === "ar" ? page.descriptionAr : page.descriptionEn,
                url: `${props.origin}${language === "en" ? "/en" : ""}/${page.slug}`,
                image: chosen ? { url: chosen, alt: title, drawn: false } : { url: props.shareImages[language], alt: "", drawn: true },
                noindex: page.noindex,
              };
            })}
          />
        </section>

        <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="publishing" id="publishing">
          <h3 id="publishing" className="text-lg font-bold text-slate-900">
            {t("pagesTab.publishing")}
          </h3>
          <p className="text-sm text-slate-700">{t("pagesTab.publishingIntro")}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {(["ar", "en"] as const).map((language) => (
              <div key={language} className="grid content-start gap-2" data-testid={`publish-${language}`}>
                <LanguageStatus language={language} status={page.status[language]} missing={page.missing[language].length} />
                {page.missing[language].length > 0 && (
                  <div>
                    <p className="text-sm font-semibold text-slate-800">{t("pagesTab.missingTitle")}</p>
                    <ul className="list-disc ps-5 text-sm">
                      {page.missing[language].map((path) => (
                        <li key={path}>
                          <a href={`#${fieldId(path)}`} className="text-sky-800 underline">
                            {missingLabel(path, page.blocks)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {page.stale[language].length > 0 && (
                  <div data-testid={`stale-${language}`}>
                    <p className="text-sm font-semibold text-slate-800">{t("pagesTab.staleTitle", { count: page.stale[language].length })}</p>
                    <ul className="list-disc ps-5 text-sm">
                      {page.stale[language].map((path) => (
                        <li key={path}>
                          <a href={`#${fieldId(path)}`} className="text-sky-800 underline">
                            {missingLabel(path, page.blocks)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <div className="flex flex-wrap gap-2">
                  <SubmitButton intent={`publish:${language}`} pendingLabel={t("pagesTab.publishing")}>
                    {t(language === "ar" ? "pagesTab.publishAr" : "pagesTab.publishEn")}
                  </SubmitButton>
                  {page.status[language] === "published" && (
                    <SubmitButton intent={`unpublish:${language}`} variant="dangerOutline" pendingLabel={t("pagesTab.saving")}>
                      {t(language === "ar" ? "pagesTab.unpublishAr" : "pagesTab.unpublishEn")}
                    </SubmitButton>
                  )}
                </div>
              </div>
            ))}
          </div>
        </section>

        <section className="grid gap-4" aria-labelledby="blocks" id="blocks-section">
          <h3 id="blocks" className="text-lg font-bold text-slate-900">
            {t("pagesTab.blocksTitle", { count: values.blocks.length })}
          </h3>
          {values.blocks.length === 0 && (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t("pagesTab.noBlocks")}</p>
          )}
          {hydrated && (
            <p id="move-handle-help" className="text-sm text-slate-700">
              {t("pagesTab.moveHandleHelp")}
            </p>
          )}
          <p className="sr-only" role="status" aria-live="polite" data-testid="move-announcement">
            {announcement}
          </p>
          <ol className="grid gap-4">
            {values.blocks.map((block, index) => (
              <BlockCard
                mover={mover}
                key={block.id ?? `new-${index}`}
                block={block}
                index={index}
                count={values.blocks.length}
                errors={errors}
                props={props}
                blocks={values.blocks}
                confirmingRemove={removing === index}
              />
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <div className="grid gap-1">
              <label htmlFor="add-type" className="font-semibold text-slate-800">
                {t("pagesTab.addType")}
              </label>
              <select id="add-type" name="addType" className={inputStyles} defaultValue="hero">
                {blockTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`pagesTab.types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton intent="add" variant="secondary" pendingLabel={t("pagesTab.saving")}>
              {t("pagesTab.addBlock")}
            </SubmitButton>
            <SubmitButton intent="save" pendingLabel={t("pagesTab.saving")}>
              {t("pagesTab.save")}
            </SubmitButton>
          </div>
        </section>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="pages" />;
}

export default function PageEditorRoute({ loaderData }: Route.ComponentProps) {
  return <PageEditorScreen {...loaderData} />;
}
