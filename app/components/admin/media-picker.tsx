import type { Media } from "#db/models/media.server";
import { FieldLabel, inputStyles } from "./form-fields";
import { useTranslation } from "react-i18next";

/** The narrowest copy of a library image, for a thumbnail. */
function thumbnail(media: Pick<Media, "url" | "variants">) {
  return media.variants[0]?.url ?? media.url;
}

type PickableMedia = Pick<Media, "id" | "url" | "variants" | "altAr" | "altEn">;

interface MediaPickerProps {
  /** Unique on the page: the ids of the fields. */
  id: string;
  media: PickableMedia[];
  /** The current address: its library image is ticked. */
  current: string;
  /** Shows the current image above the choices (a form without a preview of its own). */
  showCurrent?: boolean;
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
 * (app/routes/admin/media-picker.server.ts reads both; an upload wins).
 */
export function MediaPicker({ id, media, current, showCurrent = false }: MediaPickerProps) {
  const { t } = useTranslation();
  const pickedUrl = media.some((item) => item.url === current) ? current : "";
  return (
    <div className="grid gap-3">
      {showCurrent && <CurrentImage url={current} media={media} />}
      {media.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-800">{t("admin.media.pick")}</legend>
          <div className="flex max-h-64 flex-wrap gap-2 overflow-y-auto p-1">
            <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-2 has-checked:border-sky-700 has-checked:bg-sky-50">
              <input type="radio" name="libraryUrl" value="" defaultChecked={pickedUrl === ""} />
              <span className="text-sm">{t("admin.media.pickNone")}</span>
            </label>
            {media.map((item) => (
              <label
                key={item.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-2 has-checked:border-sky-700 has-checked:bg-sky-50"
              >
                <input type="radio" name="libraryUrl" value={item.url} defaultChecked={pickedUrl === item.url} />
                <img
                  src={thumbnail(item)}
                  alt={t("admin.media.thumbnail", { id: item.id })}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded object-cover"
                />
              </label>
            ))}
          </div>
        </fieldset>
      )}
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
    </div>
  );
}
