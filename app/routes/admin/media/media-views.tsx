import { Form } from "react-router";
import type { Media, MediaUse } from "#db/models/media.server";
import { SubmitButton } from "~/components/admin/buttons";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FieldError, FieldLabel, inputStyles } from "~/components/admin/form-fields";
import { useTranslation } from "~/lib/use-translation";
import { useActionTo } from "~/components/admin/panel-params";
import { useLocale } from "~/components/admin/locale";
import { formatNumber } from "~/domain/formats";
import { describeUses } from "~/lib/media-uses";
import { mediaIntents } from "./intents";
import { type Conflict, ConflictView } from "../conflict-view";

export type LibraryImage = Media & { usedIn: MediaUse[] };

/** The narrowest copy that still fills a 320-pixel thumbnail, else the original. */
export function thumbnailOf(media: Pick<Media, "url" | "variants">) {
  return media.variants[0]?.url ?? media.url;
}

function AltForm({ media, error }: { media: LibraryImage; error?: string }) {
  const { t } = useTranslation();
  const errorId = `media-${media.id}-alt-error`;
  // Without JavaScript a refused save comes back at this image, with what was typed.
  const action = useActionTo(`media-${media.id}`);
  return (
    <Form method="post" action={action} className="grid gap-2">
      <input type="hidden" name="id" value={media.id} />
      {/* The version the form was opened with (docs/decisions/0043-versions-and-conflicts.md). */}
      <input type="hidden" name="version" value={media.version} />
      {(["altAr", "altEn"] as const).map((name) => (
        <div key={name} className="grid gap-1">
          <FieldLabel htmlFor={`media-${media.id}-${name}`} label={t(`admin.media.${name}`)} />
          <input
            id={`media-${media.id}-${name}`}
            name={name}
            defaultValue={media[name]}
            maxLength={300}
            dir={name === "altAr" ? "rtl" : "ltr"}
            lang={name === "altAr" ? "ar" : "en"}
            aria-describedby={errorId}
            className={inputStyles}
          />
        </div>
      ))}
      <FieldError id={errorId} errors={error ? [error] : undefined} />
      <SubmitButton
        intent={mediaIntents.saveAlt}
        id={media.id}
        variant="secondary"
        pendingLabel={t("admin.actions.saving")}
        className="justify-self-start"
      >
        {t("admin.media.saveAlt")}
      </SubmitButton>
    </Form>
  );
}

export function MediaList({
  media,
  altError,
  conflict,
}: {
  media: LibraryImage[];
  altError?: { id?: number; message: string };
  conflict?: Conflict;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (media.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.media.empty")}</p>;
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {media.map((item) => {
        const uses = describeUses(item.usedIn, t);
        return (
          <li
            key={item.id}
            id={`media-${item.id}`}
            data-testid="media-item"
            className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[10rem_1fr]"
          >
            <img
              src={thumbnailOf(item)}
              alt={t("admin.media.thumbnail", { id: item.id })}
              width={item.width}
              height={item.height}
              loading="lazy"
              className="aspect-square w-40 rounded-lg bg-slate-100 object-contain"
            />
            <div className="grid min-w-0 content-start gap-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
                {item.fileName ? (
                  <>
                    <dt className="font-semibold">{t("admin.media.fileName")}</dt>
                    <dd className="truncate" data-testid="media-file-name">
                      <bdi>{item.fileName}</bdi>
                    </dd>
                  </>
                ) : null}
                <dt className="font-semibold">{t("admin.media.copyAddress")}</dt>
                <dd className="truncate">
                  <bdi dir="ltr">{item.url}</bdi>
                </dd>
                <dt className="sr-only">{t("admin.media.file")}</dt>
                <dd className="col-span-2">
                  {t("admin.media.dimensions", { width: formatNumber(item.width, locale), height: formatNumber(item.height, locale) })}
                  {" · "}
                  {t("admin.media.size", { size: formatNumber(Math.max(1, Math.round(item.bytes / 1024)), locale) })}
                  {" · "}
                  <bdi dir="ltr">{item.mime}</bdi>
                </dd>
                <dt className="font-semibold">{t("admin.media.usedIn")}</dt>
                <dd data-testid="media-uses">
                  {uses.length === 0 ? (
                    t("admin.media.unused")
                  ) : (
                    <ul className="list-inside list-disc">
                      {uses.map((use) => (
                        <li key={use}>
                          <bdi>{use}</bdi>
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </dl>
              {conflict?.form === `media-${item.id}` ? (
                <ConflictView conflict={conflict} keepTheirsHref="/admin-dashboard/media" />
              ) : (
                <AltForm media={item} error={altError?.id === item.id ? altError.message : undefined} />
              )}
              <div>
                <ConfirmDelete id={item.id} label={item.url} anchor={`media-${item.id}`} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
