import { type ReactNode, useState } from "react";
import { GripVertical } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { FieldError, inputStyles } from "~/components/admin/form-fields";
import { IconChoices, IconSearch } from "~/components/admin/icon-choices";
import type { StringKey } from "~/components/admin/locale";
import { MediaPicker } from "~/components/admin/media-picker";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { mainPageIds } from "~/config/pages";
import type { Media } from "#db/models/media.server";
import type { PageLanguage, StoredBlock } from "~/domain/page-words";
import { listLimits } from "./page-form";

/*
 * A block's fields in an editor's one plain form (docs/decisions/0065-pages-tab.md), shared by the Pages
 * tab and the newsletter edition editor (docs/decisions/0064-newsletters.md): every field named by its
 * path (`blocks.2.text.en.title`) and carrying it as its id (`field-blocks.2.text.en.title`), so errors
 * and missing words link to their fields; Arabic words right to left, English left to right, side by
 * side. An image or an icon is picked inside a `<details>`: its choices are drawn only once it is
 * opened (with JavaScript at once, filtered as one types; without it by a button that posts the form
 * and comes back with `?pick=<path>`), so a long page does not carry a copy of the library per field.
 */

/** A library image as the pickers show it. */
export type PickableMedia = Pick<Media, "id" | "url" | "variants" | "altAr" | "altEn" | "fileName" | "width" | "height" | "bytes">;

/** What a block's fields choose from. */
export interface BlockChoices {
  media: PickableMedia[];
  faq: { id: number; ar: string; en: string }[];
}

export type Errors = Record<string, string[] | undefined>;

export const fieldId = (path: string) => `field-${path}`;
export const languageNames = { ar: "pagesTab.arabic", en: "pagesTab.english" } as const satisfies Record<PageLanguage, StringKey>;

/** The block types' names and the words each has (app/schemas/page.ts). */
export const wordFields: Record<string, { name: string; multiline?: boolean }[]> = {
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

export function TextField({
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

export function SelectField({
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

/**
 * A field chosen from a list (an image, an icon) inside `<details>`: the list is drawn only once the
 * field is opened — with JavaScript as soon as it opens, without it by "show the choices", which posts
 * the whole form (nothing typed lost) and comes back with the field open (`opened`). Until drawn, the
 * current value goes with the form as a hidden field.
 */
function PickerField({
  path,
  label,
  value,
  errors,
  opened,
  summary,
  children,
}: {
  path: string;
  label: string;
  value: string;
  errors: Errors;
  opened: boolean;
  summary: (chosen: string) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [drawn, setDrawn] = useState(opened);
  const [chosen, setChosen] = useState(value);
  const id = fieldId(path);
  return (
    <div className="grid min-w-0 content-start gap-1">
      <details
        id={id}
        open={opened || undefined}
        onToggle={(event) => {
          if (event.currentTarget.open) setDrawn(true);
        }}
        onChange={(event) => {
          const input = event.target as unknown as HTMLInputElement;
          if (input.name === path) setChosen(input.value);
        }}
        aria-describedby={`${id}-error`}
        className="rounded-lg border border-slate-300 bg-white open:border-sky-700"
        data-picker={path}
      >
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-2">
          <span className="font-semibold text-slate-800">{label}</span>
          <span className="flex min-w-0 items-center gap-2 text-slate-800" data-testid="picker-chosen">
            {summary(chosen)}
          </span>
          <span className="text-sm font-semibold text-sky-800 underline">{t("pagesTab.pickChange")}</span>
        </summary>
        <div className="grid gap-2 border-t border-slate-200 p-3">
          {drawn
            ? children
            : !hydrated && (
                <SubmitButton intent={`pick:${path}`} variant="secondary" pendingLabel={t("pagesTab.saving")}>
                  {t("pagesTab.pickShow")}
                </SubmitButton>
              )}
        </div>
      </details>
      {!drawn && <input type="hidden" name={path} value={value} />}
      <FieldError id={`${id}-error`} errors={errors[path]} />
    </div>
  );
}

/** A library image as the field's value: searchable radio choices with thumbnails; an address outside the library stays one. */
export function ImageField({
  path,
  value,
  media,
  errors,
  required,
  label,
  opened = false,
}: {
  path: string;
  value: string;
  media: PickableMedia[];
  errors: Errors;
  required?: boolean;
  label?: string;
  opened?: boolean;
}) {
  const { t } = useTranslation();
  const named = (url: string) => {
    const item = media.find((one) => one.url === url);
    return item ? item.fileName || item.altEn || item.url : url;
  };
  const thumbnailOf = (url: string) => media.find((one) => one.url === url)?.variants[0]?.url ?? url;
  return (
    <PickerField
      path={path}
      label={label ?? t("pagesTab.fields.image")}
      value={value}
      errors={errors}
      opened={opened}
      summary={(chosen) =>
        chosen ? (
          <>
            <img
              src={thumbnailOf(chosen)}
              alt=""
              width={48}
              height={32}
              className="h-8 w-12 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain"
            />
            <bdi dir="ltr" className="truncate">
              {named(chosen)}
            </bdi>
          </>
        ) : (
          <span>{t(required ? "pagesTab.chooseImage" : "pagesTab.noImage")}</span>
        )
      }
    >
      <MediaPicker id={`${fieldId(path)}-picker`} media={media} current={value} name={path} upload={false} optional={!required} />
      {media.length === 0 && (
        <p className="text-sm text-slate-700">
          {t("pagesTab.noMedia")}{" "}
          <Link to="/admin-dashboard/media" className="font-bold text-sky-800 underline">
            {t("admin.tabs.media")}
          </Link>
        </p>
      )}
    </PickerField>
  );
}

/** A catalogue icon as the field's value: the catalogue's groups as radio choices, filtered as one types. */
export function IconField({ path, label, value, errors, opened }: { path: string; label: string; value: string; errors: Errors; opened: boolean }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  return (
    <PickerField
      path={path}
      label={label}
      value={value}
      errors={errors}
      opened={opened}
      summary={(chosen) =>
        chosen ? (
          <>
            <Icon name={chosen} className="size-5 shrink-0" />
            <span dir="ltr">{chosen}</span>
          </>
        ) : (
          <span>—</span>
        )
      }
    >
      {hydrated && <IconSearch id={`${fieldId(path)}-find`} query={query} onQuery={setQuery} />}
      <IconChoices name={path} current={value} kind="radio" query={query} noneLabel="—" />
    </PickerField>
  );
}

/** A link by the button-link rules: an https address, one of the site's pages, or a block of this page. */
export function LinkField({
  path,
  value,
  errors,
  blocks,
  legend,
  optional,
  sections = true,
}: {
  path: string;
  value: Record<string, unknown> | undefined;
  errors: Errors;
  blocks: StoredBlock[];
  legend: string;
  optional?: boolean;
  /** A block of this page as a target (not in an email). */
  sections?: boolean;
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
          ...(sections ? [{ value: "section", label: t("pagesTab.linkTypes.section") }] : []),
        ]}
      />
      <div className={`grid gap-2 ${sections ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        <SelectField
          path={`${path}.page`}
          label={t("pagesTab.fields.linkPage")}
          value={String(value?.page ?? "home")}
          errors={errors}
          options={mainPageIds.map((id) => ({ value: id, label: t(`pagesTab.sitePages.${id}`) }))}
        />
        <TextField path={`${path}.url`} label={t("pagesTab.fields.linkUrl")} value={String(value?.url ?? "")} errors={errors} />
        {sections && (
          <SelectField
            path={`${path}.section`}
            label={t("pagesTab.fields.linkSection")}
            value={String(value?.section ?? "")}
            errors={errors}
            options={[{ value: "", label: "—" }, ...sectionOptions]}
          />
        )}
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
export function BlockFields({
  block,
  index,
  errors,
  choices,
  blocks,
  pick,
  sections = true,
}: {
  block: StoredBlock;
  index: number;
  errors: Errors;
  choices: BlockChoices;
  blocks: StoredBlock[];
  /** The picker opened by "show the choices" (`?pick=<path>`). */
  pick?: string;
  /** Links may name a block of the page. */
  sections?: boolean;
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
          <ImageField
            path={`${at}.image`}
            value={String(block.image ?? "")}
            media={choices.media}
            errors={errors}
            required={block.type === "image"}
            opened={pick === `${at}.image`}
          />
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
              sections={sections}
            />
          ))}
        {block.type === "cta" && (
          <LinkField
            path={`${at}.link`}
            value={record(block.link)}
            errors={errors}
            blocks={blocks}
            legend={t("pagesTab.fields.button")}
            sections={sections}
          />
        )}
        {block.type === "cards" && (
          <div className="grid gap-2">
            {slots("cards").map((slot) => (
              <IconField
                key={slot}
                path={`${at}.cards.${slot}.icon`}
                label={`${t("pagesTab.fields.icon")} ${slot + 1}`}
                value={String(record(listOf(block.cards)[slot]).icon ?? "")}
                errors={errors}
                opened={pick === `${at}.cards.${slot}.icon`}
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
            {choices.faq.length === 0 && <p className="text-sm text-slate-700">{t("pagesTab.noFaq")}</p>}
            {choices.faq.map((entry) => (
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

export function BlockCard({
  block,
  index,
  count,
  errors,
  choices,
  blocks,
  confirmingRemove,
  mover,
  here,
  pick,
  sections = true,
  removeQuestion,
}: {
  block: StoredBlock;
  index: number;
  count: number;
  errors: Errors;
  choices: BlockChoices;
  blocks: StoredBlock[];
  confirmingRemove: boolean;
  mover?: Mover;
  /** The editor's address: where "cancel" of a removal goes. */
  here: string;
  pick?: string;
  sections?: boolean;
  /** The removal's question, when "from the page" is not the word. */
  removeQuestion?: string;
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
      <BlockFields block={block} index={index} errors={errors} choices={choices} blocks={blocks} pick={pick} sections={sections} />
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
            <span className="text-sm font-bold text-red-900">{removeQuestion ?? t("pagesTab.removeQuestion")}</span>
            <button
              type="submit"
              name="intent"
              value={`removeConfirmed:${index}`}
              className={buttonStyles.danger}
              aria-label={`${t("pagesTab.removeConfirm")}: ${name}`}
            >
              {t("pagesTab.removeConfirm")}
            </button>
            <Link to={`${here}${block.id ? `#block-${block.id}` : ""}`} className={buttonStyles.secondary}>
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

/** Reordering with JavaScript: a block's handle is dragged onto another block, or moved with the arrow keys. */
export interface Mover {
  drag: (from: number) => void;
  drop: (to: number, form: HTMLFormElement | null) => void;
  move: (from: number, to: number, form: HTMLFormElement | null) => void;
}
