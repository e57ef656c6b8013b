import { useState } from "react";
import type { Media } from "#db/models/media.server";
import { formatNumber } from "~/domain/formats";
import { foldText } from "~/domain/search-fold";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FieldLabel, inputStyles } from "./form-fields";
import { useLocale } from "./locale";
import { useTranslation } from "~/lib/use-translation";

/** The narrowest copy of a library image, for a thumbnail. */
function thumbnail(media: Pick<Media, "url" | "variants">) {
  return media.variants[0]?.url ?? media.url;
}

type PickableMedia = Pick<Media, "id" | "url" | "variants" | "altAr" | "altEn" | "fileName" | "width" | "height" | "bytes">;

interface MediaPickerProps {
  /** Unique on the page: the ids of the fields. */
  id: string;
  media: PickableMedia[];
  /** The current address: its library image is ticked. */
  current: string;
  /** Shows the current image above the choices (a form without a preview of its own). */
  showCurrent?: boolean;
  /** The choices' name: `libraryUrl` (beside an upload) or a field's own, e.g. `blocks.2.image`. */
  name?: string;
  /** An upload in place (a multipart form that reads `file`). */
  upload?: boolean;
  /** A "no image" choice. */
  optional?: boolean;
}

/** What the preview of an address loads: a library image's narrowest copy, a site path or https address as it is. */
function previewSource(url: string, media: PickableMedia[]) {
  const item = media.find((candidate) => candidate.url === url);
  if (item) return thumbnail(item);
  return (url.startsWith("/") && !url.startsWith("//")) || url.startsWith("https://") ? url : undefined;
}

/** The image an address shows now, server-rendered so it is there without JavaScript. */
export function CurrentImage({ url, media }: { url: string; media: PickableMedia[] }) {
  const { t } = useTranslation();
  const src = previewSource(url, media);
  if (!src) return null;
  return (
    <figure className="flex items-center gap-3" data-testid="media-current">
      <img src={src} alt="" width={96} height={64} className="h-16 w-24 rounded border border-slate-200 bg-slate-50 object-contain" />
      <figcaption className="text-sm text-slate-700">{t("admin.media.current")}</figcaption>
    </figure>
  );
}

/**
 * Picks a library image or uploads one in place, inside a multipart form (works without
 * JavaScript): `libraryUrl` is the picked image's address, `file` a new upload
 * (app/routes/admin/media-picker.server.ts reads both; an upload wins). Named otherwise and without
 * the upload, it is one field of a plain form (a block's image): an address outside the library
 * stays a choice, ticked, so saving keeps it.
 */
export function MediaPicker({ id, media, current, showCurrent = false, name = "libraryUrl", upload = true, optional = true }: MediaPickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const inLibrary = media.some((item) => item.url === current);
  const pickedUrl = inLibrary || !upload ? current : "";
  // The image ticked now stays listed whatever the search, so the choice is always in sight.
  const [picked, setPicked] = useState(pickedUrl);
  const words = foldText(query).split(" ").filter(Boolean);
  const shown = (item: PickableMedia) => {
    const text = foldText(`${item.fileName} ${item.altAr} ${item.altEn}`);
    return words.every((word) => text.includes(word));
  };
  const hits = media.filter(shown).length;
  return (
    <div className="grid gap-3">
      {showCurrent && <CurrentImage url={current} media={media} />}
      {(media.length > 0 || !upload) && (
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-800">{t("admin.media.pick")}</legend>
          {/* Filtering needs JavaScript; without it the whole library is listed, each image by name, alt text and size. */}
          {hydrated && media.length > 1 && (
            <div className="grid gap-1">
              <label htmlFor={`${id}-find`} className="text-sm text-slate-800">
                {t("admin.media.find")}
              </label>
              <input
                id={`${id}-find`}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                // Enter filters, it does not submit the form the picker is in.
                onKeyDown={(event) => {
                  if (event.key === "Enter") event.preventDefault();
                }}
                aria-describedby={`${id}-find-count`}
                className={`${inputStyles} max-w-sm`}
              />
              <p id={`${id}-find-count`} role="status" className="text-sm text-slate-700">
                {query ? t("admin.media.found", { count: hits }) : ""}
              </p>
            </div>
          )}
          <div
            className="grid max-h-72 gap-2 overflow-y-auto p-1 sm:grid-cols-2"
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              if (input.name === name) setPicked(input.value);
            }}
          >
            {optional && (
              <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-2 has-checked:border-sky-700 has-checked:bg-sky-50">
                <input type="radio" name={name} value="" defaultChecked={pickedUrl === ""} />
                <span className="text-sm">{t("admin.media.pickNone")}</span>
              </label>
            )}
            {!inLibrary && pickedUrl && (
              <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-2 has-checked:border-sky-700 has-checked:bg-sky-50">
                <input type="radio" name={name} value={pickedUrl} defaultChecked />
                <bdi dir="ltr" className="truncate text-sm">
                  {pickedUrl}
                </bdi>
              </label>
            )}
            {media.map((item) => {
              const alt = (locale === "ar" ? item.altAr || item.altEn : item.altEn || item.altAr) || t("admin.media.noAlt");
              return (
                <label
                  key={item.id}
                  hidden={!shown(item) && item.url !== picked ? true : undefined}
                  className="grid cursor-pointer grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-2 rounded-lg border border-slate-300 p-2 text-sm has-checked:border-sky-700 has-checked:bg-sky-50"
                >
                  <input type="radio" name={name} value={item.url} defaultChecked={pickedUrl === item.url} className="row-span-3" />
                  <img src={thumbnail(item)} alt="" width={48} height={48} loading="lazy" className="row-span-3 size-12 rounded object-cover" />
                  <bdi dir="ltr" className="truncate text-start font-semibold text-slate-900">
                    {item.fileName || t("admin.media.thumbnail", { id: item.id })}
                  </bdi>
                  <span className="truncate text-slate-700">{alt}</span>
                  <span className="text-slate-600">
                    <bdi dir="ltr">{`${formatNumber(item.width, locale)}×${formatNumber(item.height, locale)}`}</bdi>
                    {" · "}
                    {t("admin.media.size", { size: formatNumber(Math.max(1, Math.round(item.bytes / 1024)), locale) })}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {upload && (
        <div className="grid gap-1">
          <FieldLabel htmlFor={`${id}-file`} label={t("admin.media.orUpload")} />
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby={`${id}-file-hint`}
            className={inputStyles}
          />
          <p id={`${id}-file-hint`} className="text-sm text-slate-600">
            {t("admin.media.fileHint")}
          </p>
        </div>
      )}
    </div>
  );
}
