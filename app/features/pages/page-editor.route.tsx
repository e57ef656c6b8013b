import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { data, Form, Link, useActionData, useSearchParams, useSubmit } from "react-router";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { inputStyles } from "~/components/admin/form-fields";
import { HistoryLink } from "~/components/admin/history-link";
import type { StringKey } from "~/components/admin/locale";
import { TabHeading } from "~/components/admin/tab-heading";
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
import { BlockCard, type Errors, fieldId, ImageField, languageNames, type Mover, type PickableMedia, TextField } from "./block-fields.view";
import { duplicateOf, isBlockType, moveBlock, newBlock, pageFromForm, parseIntent, type PostedPage } from "./page-form";
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
    // "Show the choices" still opens its field, so a block that needs its image can get one.
    const pick = intent.op === "pick" ? intent.arg : undefined;
    return data({ values: posted, errors, notice: undefined, focus: undefined, pick }, { status: 400 });
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
    case "pick":
      // "Show the choices" of an image or icon field without JavaScript: saved, then back with that field open.
      return redirectWithToast(`${here}?pick=${encodeURIComponent(intent.arg ?? "")}#${fieldId(intent.arg ?? "")}`, {
        kind: "success",
        title: t("pagesTab.saved"),
      });
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

interface EditorProps {
  page: EditorPage;
  origin: string;
  shareImages: Record<PageLanguage, string>;
  media: PickableMedia[];
  faq: { id: number; ar: string; en: string }[];
}

type Answer = { values: PostedPage; errors: Errors; notice?: "added"; focus?: number; pick?: string } | { conflict: Conflict };

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
  const pick = failed?.pick ?? searchParams.get("pick") ?? undefined;
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
                opened={pick === (language === "ar" ? "shareImageAr" : "shareImageEn")}
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
                choices={props}
                blocks={values.blocks}
                confirmingRemove={removing === index}
                here={`/admin-dashboard/pages/${page.id}`}
                pick={pick}
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
