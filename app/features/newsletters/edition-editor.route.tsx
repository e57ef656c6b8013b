import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { FieldError, FieldLabel, inputStyles } from "~/components/admin/form-fields";
import type { StringKey } from "~/components/admin/locale";
import { TabHeading } from "~/components/admin/tab-heading";
import { DateTime } from "~/components/admin/date-time";
import { isAdministrator } from "~/domain/roles";
import { parseQatarDateTime, qatarFields } from "~/domain/qatar-time";
import { validationKey } from "~/lib/validation-message";
import { editionPatchSchema, emailBlockTypes } from "~/schemas/newsletter-edition";
import { listMedia } from "#db/models/media.server";
import { iconNames } from "~/content/icon-catalogue";
import type { StoredBlock } from "~/domain/page-words";
import { BlockCard } from "~/features/pages/block-fields.view";
import { duplicateOf, moveBlock, newBlock, pageFromForm } from "~/features/pages/page-form";
import { checkScheduleTime } from "~/schemas/schedule";
import { StaleWrite } from "#db/versioned.server";
import { currentActor, currentAdmin } from "~/routes/admin/dashboard/admin-context.server";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { postedForm, redirectWithToast } from "~/routes/admin/form-actions.server";
import type { Route } from "./+types/edition-editor.route";
import { approveEdition, cancelEdition, EditionRefusal, getEdition, sendEdition, updateEdition, type Edition } from "./newsletters.model.server";
import { checkComplete, contentOf, editionView, IncompleteEdition, sendTest } from "./newsletters.service.server";
import { statusTones } from "./edition-status.view";

/** Editors write drafts and test them; approving, sending and cancelling are an administrator's (docs/decisions/0064-newsletters.md). */
export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/*
 * One edition (docs/decisions/0064-newsletters.md): ONE plain form whose fields are named as the API
 * names them (a block's by its path, `blocks.2.text.en.title`, drawn by the Pages tab's block fields,
 * docs/decisions/0065-pages-tab.md); every button posts it whole, so nothing typed is lost whichever
 * is pressed. The words and blocks are saved (when they changed) before a test, an approval, a send
 * or a block's move. A stale version answers with the conflict view, which keeps what was typed
 * beside what is stored.
 */

const wordFields = ["subjectAr", "subjectEn", "preheaderAr", "preheaderEn"] as const;
type Words = Record<(typeof wordFields)[number], string>;
const adminSteps = new Set(["approve", "send", "cancel"]);
/** The buttons of the form: `<op>` or `<op>:<block index>` (`pick:<field path>` shows an image's or icon's choices). */
const ops = ["save", "test", "approve", "send", "cancel", "add", "up", "down", "duplicate", "remove", "removeConfirmed", "pick"] as const;
type Op = (typeof ops)[number];
const blockOps = new Set<Op>(["add", "up", "down", "duplicate", "remove", "removeConfirmed", "pick"]);
const isEmailType = (value: unknown): value is (typeof emailBlockTypes)[number] => (emailBlockTypes as readonly unknown[]).includes(value);

/** The same blocks whatever the order of their keys: whether the posted blocks differ from the stored. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null)
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** Whether the posted blocks are the stored ones, each read by the email block schemas first (their defaults filled in). */
function sameBlocks(posted: unknown[], stored: unknown[]) {
  const read = (blocks: unknown[]) => {
    const checked = editionPatchSchema.safeParse({ blocks });
    return canonical(checked.success ? checked.data.blocks : blocks);
  };
  return read(posted) === read(stored);
}

function editionId(params: { id?: string }) {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const wordsOf = (edition: Edition): Words => Object.fromEntries(wordFields.map((field) => [field, edition[field]])) as Words;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editionId(params);
  const edition = id === undefined ? undefined : await getEdition(id);
  if (!edition) throw data(null, { status: 404 });
  const { user } = currentAdmin(context);
  const [view, media] = await Promise.all([editionView(edition), listMedia()]);
  return {
    edition: {
      id: edition.id,
      version: edition.version,
      status: edition.status,
      words: wordsOf(edition),
      blocks: edition.blocks,
      createdBy: edition.createdBy,
      approvedBy: edition.approvedBy,
      scheduledAt: edition.at,
      sentAt: edition.sentAt,
      updatedAt: edition.updatedAt,
    },
    missing: view.missing,
    stats: view.stats,
    mayAdminister: isAdministrator(user),
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
  };
}

type Refusal = {
  values: Words;
  /** The blocks as posted (undefined when the form had none to post). */
  blocks?: StoredBlock[];
  /** A block just added that still needs a choice: shown, not saved. */
  notice?: "added";
  /** The field whose choices "show the choices" opened. */
  pick?: string;
  errors: Record<string, string[]>;
  message?: string;
  missing?: Record<string, string[]>;
  conflict?: Words & { version: number };
};

export async function action(args: Route.ActionArgs) {
  const { formData, t } = await postedForm(args);
  const { context, params } = args;
  const id = editionId(params);
  const stored = id === undefined ? undefined : await getEdition(id);
  if (id === undefined || !stored) return redirectWithToast("/admin-dashboard/newsletters", { kind: "error", title: t("newslettersTab.missing") });
  const [intent, arg = ""] = String(formData.get("intent") ?? "").split(":", 2) as [Op, string | undefined];
  if (!ops.includes(intent)) throw data(null, { status: 400 });
  const admin = isAdministrator(currentAdmin(context).user);
  if (adminSteps.has(intent) && !admin) throw data(null, { status: 403 });
  const actor = currentActor(context);
  const here = `/admin-dashboard/newsletters/${id}`;
  const values = Object.fromEntries(wordFields.map((field) => [field, String(formData.get(field) ?? "")])) as Words;
  // The blocks go with the form only while it may be edited (a disabled fieldset posts nothing).
  const blocksPosted = formData.get("blocksShown") === "1";
  let blocks = blocksPosted ? pageFromForm(formData).blocks : undefined;
  if (blockOps.has(intent) && !blocks) throw data(null, { status: 400 });
  const at = Number(arg);
  const valid = blocks !== undefined && Number.isInteger(at) && at >= 0 && at < blocks.length;
  let addedAt: number | undefined;
  if (blocks) {
    switch (intent) {
      case "add": {
        const type = formData.get("addType");
        if (!isEmailType(type)) throw data(null, { status: 400 });
        addedAt = blocks.length;
        blocks.push(newBlock(type, { firstIcon: iconNames[0] }));
        break;
      }
      case "up":
      case "down":
        if (valid) blocks = moveBlock(blocks, at, intent === "up" ? at - 1 : at + 1);
        break;
      case "duplicate":
        if (valid) blocks.splice(at + 1, 0, duplicateOf(blocks[at]));
        break;
      case "removeConfirmed":
        if (valid) blocks.splice(at, 1);
        break;
      default:
    }
  }
  const version = Number(formData.get("version"));
  const expected = Number.isSafeInteger(version) ? version : undefined;
  const refuse = (refusal: Omit<Refusal, "values" | "errors"> & { errors?: Refusal["errors"] }, status = 400) =>
    data({ values, blocks, errors: {}, ...refusal } satisfies Refusal, { status });
  const conflict = async () => {
    const now = await getEdition(id);
    return refuse({ message: t("newslettersTab.conflict"), conflict: now && { ...wordsOf(now), version: now.version } }, 409);
  };

  try {
    // The words first, when they changed and may still change: an approved edition's change withdraws the approval.
    let edition = stored;
    const changed = wordFields.some((field) => values[field] !== stored[field]) || (blocks !== undefined && !sameBlocks(blocks, stored.blocks));
    if (changed && intent !== "cancel") {
      const checked = editionPatchSchema.safeParse({ ...values, ...(blocks && { blocks }), version: expected });
      if (!checked.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of checked.error.issues) (errors[issue.path.join(".")] ??= []).push(validationKey(issue));
        const others = Object.keys(errors).filter((path) => addedAt === undefined || !path.startsWith(`blocks.${addedAt}.`));
        // A block just added that still needs a choice (an image, a figure): shown, not saved, no error yet.
        if (addedAt !== undefined && others.length === 0) return data({ values, blocks, errors: {}, notice: "added" } satisfies Refusal);
        return refuse({ errors, message: t("newslettersTab.fixFields"), pick: intent === "pick" ? arg : undefined });
      }
      const { version: _version, ...patch } = checked.data;
      const updated = await updateEdition(id, patch, actor, expected, admin ? ["draft", "approved"] : ["draft"]);
      if (!updated) return redirectWithToast("/admin-dashboard/newsletters", { kind: "error", title: t("newslettersTab.missing") });
      edition = updated;
    } else if (expected !== undefined && expected !== stored.version) {
      return await conflict();
    }
    const block = (index: number) => `#block-new-${index}`;
    switch (intent) {
      case "save":
        return redirectWithToast(here, { kind: "success", title: t("newslettersTab.saved") });
      case "add":
        return redirectWithToast(`${here}${block(edition.blocks.length - 1)}`, { kind: "success", title: t("pagesTab.blockAdded") });
      case "up":
      case "down":
        return redirectWithToast(`${here}${valid ? block(intent === "up" ? Math.max(0, at - 1) : at + 1) : "#blocks"}`, {
          kind: "success",
          title: t("pagesTab.blockMoved"),
        });
      case "duplicate":
        return redirectWithToast(`${here}${block(at + 1)}`, { kind: "success", title: t("pagesTab.blockDuplicated") });
      case "remove":
        // The second step of a removal (docs/decisions/0008-forms-without-javascript.md): everything typed is saved first.
        return redirectWithToast(`${here}?remove=${valid ? at : ""}${block(at)}`, { kind: "success", title: t("newslettersTab.saved") });
      case "removeConfirmed":
        return redirectWithToast(`${here}#blocks`, { kind: "success", title: t("pagesTab.blockRemoved") });
      case "pick":
        return redirectWithToast(`${here}?pick=${encodeURIComponent(arg)}#field-${arg}`, { kind: "success", title: t("newslettersTab.saved") });
      case "test":
        await sendTest(contentOf(edition), actor);
        return redirectWithToast(here, { kind: "success", title: t("admin.newsletters.testSent", { email: actor.email }) });
      case "approve":
        await approveEdition(id, actor, edition.version);
        return redirectWithToast(here, { kind: "success", title: t("newslettersTab.approved") });
      case "send": {
        let at: string | null = null;
        if (formData.get("when") === "at") {
          const [date = "", time = ""] = String(formData.get("at") ?? "").split("T");
          const read = parseQatarDateTime(date, time.slice(0, 5));
          const checked = "at" in read ? checkScheduleTime(read.at.replace("Z", "+00:00"), Date.now()) : { problem: "invalid" as const };
          if ("problem" in checked) {
            const key = ({ invalid: "atInvalid", past: "atPast", tooFar: "atTooFar" } as const)[checked.problem];
            const message = key === "atInvalid" ? t("newslettersTab.atInvalid") : t(`newsletters.errors.${key}`);
            return refuse({ errors: { at: [message] }, message });
          }
          at = checked.at;
        }
        await sendEdition(id, at, actor, edition.version, async (trx) => {
          const now = await getEdition(id, trx);
          if (now) await checkComplete(trx, contentOf(now));
        });
        return redirectWithToast(here, { kind: "success", title: t(at ? "newslettersTab.scheduled" : "newslettersTab.sending") });
      }
      default:
        await cancelEdition(id, actor, stored.version);
        return redirectWithToast(here, { kind: "success", title: t("newslettersTab.cancelled") });
    }
  } catch (error) {
    if (error instanceof StaleWrite) return conflict();
    if (error instanceof IncompleteEdition) {
      const languages = Object.keys(error.missing) as ("ar" | "en")[];
      return refuse({
        message: t("newsletters.errors.incomplete", { language: languages.map((language) => t(`newsletters.languages.${language}`)).join("، ") }),
        missing: error.missing,
      });
    }
    if (error instanceof EditionRefusal) {
      const status = t(`admin.newsletters.status.${error.status}`);
      const forbidden = error.reason === "fourEyes" || error.reason === "editorsDraftsOnly";
      return refuse({ message: t(`newsletters.errors.${error.reason}`, { status }) }, forbidden ? 403 : 409);
    }
    throw error;
  }
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="newsletters" />;
}

/** A missing field as a link to where it is written: a subject's or a block's field. */
const fieldAnchor = (field: string) => `#field-${field}`;

export default function EditionEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { edition, missing, stats, mayAdminister, media } = loaderData;
  const answer = useActionData<typeof action>() as Refusal | undefined;
  const [searchParams] = useSearchParams();
  const values = answer?.values ?? edition.words;
  const blocks = answer?.blocks ?? edition.blocks;
  const removing = Number(searchParams.get("remove") ?? Number.NaN);
  const pick = answer?.pick ?? searchParams.get("pick") ?? undefined;
  const here = `/admin-dashboard/newsletters/${edition.id}`;
  // A refused block's fields, each a link to its field: "2. Call to action: link.url".
  const blockErrors = Object.entries(answer?.errors ?? {}).filter(([path]) => path.startsWith("blocks."));
  const errorPlace = (path: string) => {
    const [, index = "0", rest = ""] = /^blocks\.(\d+)\.?(.*)$/.exec(path) ?? [];
    const type = blocks[Number(index)]?.type;
    return (
      <>
        {`${Number(index) + 1}. ${type ? t(`pagesTab.types.${type}` as StringKey) : ""}`}
        {rest && (
          <>
            {" · "}
            <bdi dir="ltr">{rest}</bdi>
          </>
        )}
      </>
    );
  };
  const version = answer?.conflict?.version ?? edition.version;
  const editable = edition.status === "draft" || (edition.status === "approved" && mayAdminister);
  const title = edition.words.subjectAr || edition.words.subjectEn || t("newslettersTab.untitled");
  const going = edition.status === "scheduled" || edition.status === "sending";
  const shown = edition.status === "sending" || edition.status === "sent" || edition.status === "cancelled";
  const scheduled = edition.scheduledAt ? qatarFields(edition.scheduledAt) : undefined;
  return (
    <>
      <title>{`${title} | ${t("newslettersTab.title")} | ${t("admin.header.title")}`}</title>
      <p className="mb-2">
        <Link to="/admin-dashboard/newsletters" className="text-sky-800 underline">
          {t("newslettersTab.back")}
        </Link>
      </p>
      <TabHeading title={title}>
        <Badge tone={statusTones[edition.status]}>{t(`admin.newsletters.status.${edition.status}`)}</Badge> {t("newslettersTab.writtenBy")}{" "}
        <bdi dir="ltr">{edition.createdBy}</bdi>
        {edition.approvedBy && (
          <>
            {" · "}
            {t("newslettersTab.approvedBy")} <bdi dir="ltr">{edition.approvedBy}</bdi>
          </>
        )}
        {" · "}
        {t("newslettersTab.lastEdited")} <DateTime iso={edition.updatedAt} />
      </TabHeading>

      {answer?.message && (
        <div role="alert" className="mb-4 grid gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-testid="edition-refusal">
          <p className="font-semibold">{answer.message}</p>
          {blockErrors.length > 0 && (
            <ul className="list-disc ps-6" data-testid="edition-errors">
              {blockErrors.map(([path, keys]) => (
                <li key={path}>
                  <a href={fieldAnchor(path)} className="underline">
                    {errorPlace(path)}
                  </a>
                  : {keys.map((key) => t(key as StringKey)).join(" ")}
                </li>
              ))}
            </ul>
          )}
          {answer.missing && (
            <ul className="list-disc ps-6" data-testid="edition-missing">
              {Object.entries(answer.missing).flatMap(([language, fields]) =>
                fields.map((field) => (
                  <li key={`${language}-${field}`}>
                    <a href={fieldAnchor(field)} className="underline">
                      {t(`newsletters.languages.${language === "en" ? "en" : "ar"}`)}: <bdi dir="ltr">{field}</bdi>
                    </a>
                  </li>
                )),
              )}
            </ul>
          )}
          {answer.conflict && (
            <div data-testid="edition-conflict" className="grid gap-1 text-slate-900">
              <p>{t("newslettersTab.conflictHint")}</p>
              <dl className="grid gap-1">
                {wordFields.map((field) => (
                  <div key={field}>
                    <dt className="inline font-semibold">{t(`newslettersTab.${field}`)}: </dt>
                    <dd className="inline" dir={field.endsWith("Ar") ? "rtl" : "ltr"}>
                      {answer.conflict?.[field] || "—"}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      )}

      {shown && (
        <section aria-labelledby="edition-counts" className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
          <h3 id="edition-counts" className="mb-2 text-lg font-bold text-slate-900">
            {t("newslettersTab.countsTitle")}
          </h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="edition-stats">
            {(["recipients", "pending", "sent", "failed", "bounced", "cancelled", "unsubscribedAfter"] as const).map((count) => (
              <div key={count}>
                <dt className="text-sm text-slate-700">{t(`newslettersTab.stats.${count}`)}</dt>
                <dd className="text-xl font-bold">{stats[count]}</dd>
              </div>
            ))}
          </dl>
          {stats.clicks.length > 0 && (
            <ul className="mt-3 grid gap-1 text-sm">
              {stats.clicks.map((click) => (
                <li key={click.link}>
                  <bdi dir="ltr">{click.url}</bdi>: {t("newslettersTab.clicks", { count: click.count })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {answer?.notice === "added" && (
        <p role="status" className="mb-4 rounded-lg border border-sky-300 bg-sky-50 p-3 font-semibold text-sky-900">
          {t("newslettersTab.addedNotSaved")}
        </p>
      )}
      <Form
        method="post"
        preventScrollReset
        className="grid gap-4"
        key={`${edition.version}-${answer ? `answer-${JSON.stringify(answer.errors)}-${blocks.length}-${answer.notice ?? ""}` : "clean"}`}
        aria-label={t("newslettersTab.formLabel")}
      >
        <input type="hidden" name="version" value={version} />
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2" disabled={!editable}>
          <legend className="px-1 font-bold text-slate-900">{t("newslettersTab.words")}</legend>
          {wordFields.map((field) => {
            const arabic = field.endsWith("Ar");
            const errors = answer?.errors[field];
            return (
              <div key={field} className="grid content-start gap-1">
                <FieldLabel htmlFor={`field-${field}`} label={t(`newslettersTab.${field}`)} />
                <input
                  id={`field-${field}`}
                  name={field}
                  dir={arabic ? "rtl" : "ltr"}
                  lang={arabic ? "ar" : "en"}
                  defaultValue={values[field]}
                  maxLength={field.startsWith("subject") ? 150 : 200}
                  aria-invalid={errors ? true : undefined}
                  aria-describedby={`field-${field}-error`}
                  className={inputStyles}
                />
                <FieldError id={`field-${field}-error`} errors={errors} />
              </div>
            );
          })}
        </fieldset>
        <fieldset className="grid min-w-0 gap-4" disabled={!editable} aria-labelledby="blocks">
          <input type="hidden" name="blocksShown" value="1" />
          <h3 id="blocks" className="text-lg font-bold text-slate-900">
            {t("pagesTab.blocksTitle", { count: blocks.length })}
          </h3>
          {blocks.length === 0 && (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t("newslettersTab.noBlocks")}</p>
          )}
          <ol className="grid gap-4">
            {blocks.map((block, index) => (
              <BlockCard
                key={`${index}-${block.type}`}
                block={block}
                index={index}
                count={blocks.length}
                errors={answer?.errors ?? {}}
                choices={{ media, faq: [] }}
                blocks={blocks}
                confirmingRemove={removing === index}
                here={here}
                pick={pick}
                sections={false}
                removeQuestion={t("newslettersTab.removeQuestion")}
              />
            ))}
          </ol>
          {editable && (
            <div className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <div className="grid gap-1">
                <label htmlFor="add-type" className="font-semibold text-slate-800">
                  {t("pagesTab.addType")}
                </label>
                <select id="add-type" name="addType" className={inputStyles} defaultValue="richText">
                  {emailBlockTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`pagesTab.types.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
              <SubmitButton intent="add" variant="secondary" pendingLabel={t("newslettersTab.saving")}>
                {t("pagesTab.addBlock")}
              </SubmitButton>
            </div>
          )}
        </fieldset>
        {(missing.ar.length > 0 || missing.en.length > 0) && (
          <p className="text-sm text-slate-700" data-testid="edition-lacks">
            {t("newslettersTab.lacks", { ar: missing.ar.length, en: missing.en.length })}
          </p>
        )}

        <div className="flex flex-wrap gap-2">
          {editable && (
            <SubmitButton intent="save" pendingLabel={t("newslettersTab.saving")}>
              {t("newslettersTab.save")}
            </SubmitButton>
          )}
          <SubmitButton intent="test" variant="secondary" pendingLabel={t("newslettersTab.testing")}>
            {t("newslettersTab.test")}
          </SubmitButton>
          {mayAdminister && edition.status === "draft" && (
            <SubmitButton intent="approve" variant="secondary" pendingLabel={t("newslettersTab.approving")}>
              {t("newslettersTab.approve")}
            </SubmitButton>
          )}
        </div>

        {mayAdminister && edition.status === "approved" && (
          <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-bold text-slate-900">{t("newslettersTab.sendTitle")}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="when" value="now" defaultChecked={answer?.errors.at === undefined} />
              {t("newslettersTab.sendNow")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="when" value="at" defaultChecked={answer?.errors.at !== undefined} />
              {t("newslettersTab.sendAt")}
            </label>
            <div className="grid max-w-xs gap-1">
              <FieldLabel htmlFor="field-at" label={t("newslettersTab.atLabel")} />
              <input
                id="field-at"
                name="at"
                type="datetime-local"
                dir="ltr"
                className={inputStyles}
                aria-invalid={answer?.errors.at ? true : undefined}
                aria-describedby="field-at-error"
              />
              <p id="field-at-error" className="text-sm font-semibold text-red-700 empty:hidden">
                {answer?.errors.at?.join(" ")}
              </p>
            </div>
            <div>
              <SubmitButton intent="send" pendingLabel={t("newslettersTab.sendingNow")}>
                {t("newslettersTab.send")}
              </SubmitButton>
            </div>
          </fieldset>
        )}

        {mayAdminister && going && (
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            {scheduled && (
              <p className="mb-2">
                {t("newslettersTab.scheduledFor")} <bdi dir="ltr">{`${scheduled.date} ${scheduled.time}`}</bdi>
              </p>
            )}
            <details>
              <summary className="cursor-pointer font-semibold text-red-800">{t("newslettersTab.cancel")}</summary>
              <p className="my-2">{t("newslettersTab.cancelConfirm")}</p>
              <SubmitButton intent="cancel" variant="danger" pendingLabel={t("newslettersTab.cancelling")}>
                {t("newslettersTab.cancelYes")}
              </SubmitButton>
            </details>
          </div>
        )}
      </Form>

      <section aria-labelledby="edition-preview" className="mt-6 grid gap-4">
        <h3 id="edition-preview" className="text-lg font-bold text-slate-900">
          {t("newslettersTab.preview", { count: edition.blocks.length })}
        </h3>
        <div className="grid gap-4 lg:grid-cols-2">
          {(["ar", "en"] as const).map((language) => (
            <div key={language} id={`preview-${language}`} className="grid gap-1">
              <h4 className="font-semibold">{t(`newsletters.languages.${language}`)}</h4>
              <iframe
                title={t("newslettersTab.previewOf", { language: t(`newsletters.languages.${language}`) })}
                sandbox="allow-same-origin"
                src={`/admin-dashboard/newsletters/${edition.id}/preview/${language}?version=${edition.version}`}
                className="h-[32rem] w-full rounded-xl border border-slate-200 bg-white"
                data-testid={`preview-${language}`}
              />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
