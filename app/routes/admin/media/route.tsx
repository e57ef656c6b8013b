import { data } from "react-router";
import { getLocale } from "~/lib/i18n.server";
import { deleteMedia, getMedia, listMedia, mediaUses, updateMediaAlt } from "#db/models/media.server";
import { conflictAnswer, resubmitFrom, unlessStale, versionFrom } from "../conflict.server";
import { useTranslation } from "~/lib/use-translation";
import { TabHeading } from "~/components/admin/tab-heading";
import { requestInfoContext } from "~/lib/context";
import { describeUses } from "~/lib/media-uses";
import { mediaAltPatchSchema, mediaAltSchema } from "~/schemas/media";
import { problemStatus, uploadedFile, uploadImage } from "~/services/media-upload.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor } from "../dashboard/admin-context.server";
import { mediaIntents } from "./intents";
import { MediaList } from "./media-views";
import { UploadForm } from "./upload-form";
import { TabSearch } from "~/components/admin/tab-search";
import { indexedQueryOf } from "~/features/search/tab-query.route.server";
import { dispatchIntent, redirectWithToast, postedForm } from "../form-actions.server";

export const handle: import("~/lib/route-handle").RouteHandle = { upload: true, access: "editors" };

/** `?q=` keeps the images whose alt texts, file name or file hold every word (the search index). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const [media, uses, { matches, ...query }] = await Promise.all([listMedia(), mediaUses(), indexedQueryOf(url, context, ["media"])]);
  const shown = media.filter((item) => !matches || matches.has(item.id));
  return data(
    { media: shown.map((item) => ({ ...item, usedIn: uses.get(item.id) ?? [] })), total: media.length, query },
    { status: query.error ? 400 : 200 },
  );
}

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action(args: Route.ActionArgs) {
  const { formData, t, id, back } = await postedForm(args);
  const { context } = args;
  return dispatchIntent(formData, {
    async [mediaIntents.upload]() {
      const values = { altAr: textOf(formData.get("altAr")), altEn: textOf(formData.get("altEn")) };
      const alt = mediaAltSchema.safeParse(values);
      const outcome = alt.success
        ? await uploadImage(uploadedFile(formData), alt.data, context.get(requestInfoContext).uploadRefusal, currentActor(context))
        : undefined;
      if (!outcome || "problem" in outcome) {
        // The typed alt texts come back with the message: nothing is lost.
        const problem = outcome?.problem;
        return data(
          { upload: { values, fileError: problem && t(`validation.${problem}`), altError: alt.success ? undefined : t("validation.tooLong") } },
          { status: problem ? problemStatus[problem] : 400 },
        );
      }
      return redirectWithToast(back, { kind: "success", title: t("admin.toasts.mediaUploaded"), description: outcome.media.url });
    },
    async [mediaIntents.saveAlt]() {
      const alt = mediaAltPatchSchema.safeParse({ altAr: textOf(formData.get("altAr")), altEn: textOf(formData.get("altEn")) });
      if (!alt.success || id === undefined) return data({ altError: { id, message: t("validation.tooLong") } }, { status: 400 });
      const written = await unlessStale(() => updateMediaAlt(id, alt.data, currentActor(context), versionFrom(formData)));
      if (!written) {
        // Stale: nothing written; the conflict view holds what was typed (docs/decisions/0043-versions-and-conflicts.md).
        const current = await getMedia(id);
        if (current) {
          const fields = (["altAr", "altEn"] as const).map((name) => ({
            name,
            label: `admin.media.${name}` as const,
            lang: name === "altAr" ? ("ar" as const) : ("en" as const),
            theirs: current[name],
            mine: alt.data[name] ?? "",
          }));
          return conflictAnswer(getLocale(context), {
            form: `media-${id}`,
            entity: "media",
            entityId: id,
            version: current.version,
            fields,
            resubmit: resubmitFrom(formData),
          });
        }
      }
      const updated = written?.written;
      // Back at the image just saved (docs/decisions/0026-drafts-preview-translation-status.md).
      return redirectWithToast(
        updated ? `${back}#media-${id}` : back,
        updated
          ? { kind: "success", title: t("admin.toasts.mediaUpdated"), description: t("admin.toasts.liveNow") }
          : { kind: "error", title: t("admin.toasts.mediaNotFound") },
      );
    },
    async [mediaIntents.delete]() {
      const outcome = id === undefined ? { deleted: false } : await deleteMedia(id, currentActor(context));
      if ("usedIn" in outcome) {
        return redirectWithToast(back, {
          kind: "error",
          title: t("admin.toasts.mediaInUse"),
          description: describeUses(outcome.usedIn, t).join("، "),
        });
      }
      return redirectWithToast(
        back,
        outcome.deleted ? { kind: "success", title: t("admin.toasts.mediaDeleted") } : { kind: "error", title: t("admin.toasts.mediaNotFound") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="media" />;
}

export default function MediaTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const upload = actionData && "upload" in actionData ? actionData.upload : undefined;
  const altError = actionData && "altError" in actionData ? actionData.altError : undefined;
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : undefined;
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.media")} title={t("admin.media.title")}>
        {t("admin.media.intro")}
      </TabHeading>
      <UploadForm values={upload?.values} fileError={upload?.fileError} altError={upload?.altError} />
      {loaderData.total > 0 && <TabSearch id="media-q" label={t("search.tab.media")} q={loaderData.query.q} error={loaderData.query.error} />}
      {loaderData.total > 0 && loaderData.media.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="tab-search-none">
          {t("search.tab.none", { q: loaderData.query.q.trim() })}
        </p>
      ) : (
        <MediaList media={loaderData.media} altError={altError} conflict={conflict} />
      )}
    </>
  );
}
