import { data, Form, Link, useActionData } from "react-router";
import { useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { addNote, changeMessageState, getSavedReply, isAssignable, listSavedReplies } from "#db/models/contact-replies.server";
import { listUsers } from "#db/models/users.server";
import { StaleWrite } from "#db/versioned.server";
import type { ContactStatus } from "#db/schema";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { DateTime } from "~/components/admin/date-time";
import { inputStyles } from "~/components/admin/form-fields";
import { TabHeading } from "~/components/admin/tab-heading";
import type { StringKey } from "~/components/admin/locale";
import { getLocale } from "~/lib/i18n.server";
import { contactNoteSchema, contactReplySchema } from "~/schemas/contact";
import { currentActor } from "~/routes/admin/dashboard/admin-context.server";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { dispatchIntent, postedForm, redirectWithToast } from "~/routes/admin/form-actions.server";
import type { Route } from "./+types/message.route";
import { contactStatusList, replyIntents } from "./intents";
import { fillSavedReply, readThread, sendReply, staleReplyText } from "./replies.service.server";

/*
 * One contact message, answered from the dashboard (docs/decisions/0061-replies-from-the-inbox.md):
 * its status and assignee, its replies with their delivery state, the reply form (which carries
 * the version the message was read at), and its internal notes. Every form works without JavaScript;
 * a refused form comes back with what was typed.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const thread = Number.isSafeInteger(id) && id > 0 ? await readThread(id) : undefined;
  if (!thread) throw data(null, { status: 404 });
  const [savedReplies, users] = await Promise.all([listSavedReplies(), listUsers()]);
  return {
    message: thread,
    savedReplies,
    administrators: users.filter((user) => user.role === "administrator").map(({ id: userId, email }) => ({ id: userId, email })),
    me: currentActor(context).id,
  };
}

type Language = "ar" | "en";
interface FormAnswer {
  form: "reply" | "note" | "state";
  values: { body?: string; language?: Language; savedReplyId?: string };
  errors?: Record<string, string[]>;
  error?: string;
  /** Changes with each answer: the reply's text box takes its new value. */
  nonce: number;
}

const languageOf = (value: FormDataEntryValue | null): Language | undefined => (value === "ar" || value === "en" ? value : undefined);
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action(args: Route.ActionArgs) {
  const { formData, t } = await postedForm(args);
  const { context, params, url } = args;
  const id = Number(params.id);
  const back = url.pathname;
  const actor = currentActor(context);
  const version = Number(formData.get("version"));
  const expected = Number.isSafeInteger(version) && version > 0 ? version : undefined;
  const nonce = Date.now();
  const fieldErrors = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) (errors[String(issue.path[0])] ??= []).push(t(issue.message as StringKey));
    return errors;
  };
  return dispatchIntent(formData, {
    async [replyIntents.reply]() {
      const values = {
        body: text(formData.get("body")),
        language: languageOf(formData.get("language")),
        savedReplyId: text(formData.get("savedReplyId")),
      };
      const parsed = contactReplySchema.safeParse({ body: values.body, language: values.language });
      if (!parsed.success) return data<FormAnswer>({ form: "reply", values, errors: fieldErrors(parsed.error.issues), nonce }, { status: 400 });
      const outcome = await sendReply({ messageId: id, body: parsed.data.body, language: parsed.data.language, expected, actor });
      if (outcome.status === "missing") return redirectWithToast("/admin-dashboard/messages", { kind: "error", title: t("admin.replies.missing") });
      if (outcome.status === "stale")
        return data<FormAnswer>({ form: "reply", values, error: staleReplyText(t, getLocale(context), outcome), nonce }, { status: 409 });
      return redirectWithToast(back, { kind: "success", title: t("admin.replies.sent", { email: outcome.message.email }) });
    },
    async [replyIntents.insert]() {
      const values = {
        body: text(formData.get("body")),
        language: languageOf(formData.get("language")),
        savedReplyId: text(formData.get("savedReplyId")),
      };
      const saved = /^\d{1,9}$/.test(values.savedReplyId ?? "") ? await getSavedReply(Number(values.savedReplyId)) : undefined;
      const thread = await readThread(id);
      if (saved && thread) {
        const language = values.language ?? thread.language;
        const filled = fillSavedReply(language === "ar" ? saved.bodyAr : saved.bodyEn, thread.fullName);
        values.body = values.body.trim() ? `${values.body.trimEnd()}\n\n${filled}` : filled;
      }
      return data<FormAnswer>({ form: "reply", values, nonce });
    },
    async [replyIntents.note]() {
      const values = { body: text(formData.get("note")) };
      const parsed = contactNoteSchema.safeParse({ body: values.body });
      if (!parsed.success) return data<FormAnswer>({ form: "note", values, errors: fieldErrors(parsed.error.issues), nonce }, { status: 400 });
      const note = await addNote(id, parsed.data.body, actor);
      if (!note) return redirectWithToast("/admin-dashboard/messages", { kind: "error", title: t("admin.replies.missing") });
      return redirectWithToast(`${back}#notes`, { kind: "success", title: t("admin.replies.noteAdded") });
    },
    async [replyIntents.state]() {
      const status = text(formData.get("status"));
      const assignee = text(formData.get("assigneeId"));
      const change: { status?: ContactStatus; assigneeId?: number | null } = {};
      if ((contactStatusList as readonly string[]).includes(status)) change.status = status as ContactStatus;
      if (assignee === "") change.assigneeId = null;
      else if (/^\d{1,9}$/.test(assignee) && (await isAssignable(Number(assignee)))) change.assigneeId = Number(assignee);
      else return data<FormAnswer>({ form: "state", values: {}, error: t("validation.invalidAssignee"), nonce }, { status: 400 });
      try {
        const row = await changeMessageState(id, change, expected, actor);
        if (!row) return redirectWithToast("/admin-dashboard/messages", { kind: "error", title: t("admin.replies.missing") });
      } catch (error) {
        if (!(error instanceof StaleWrite)) throw error;
        return data<FormAnswer>({ form: "state", values: {}, error: t("admin.replies.staleChanged"), nonce }, { status: 409 });
      }
      return redirectWithToast(back, { kind: "success", title: t("admin.replies.stateSaved") });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="messages" />;
}

const deliveryTone = { pending: "amber", sent: "emerald", failed: "red" } as const;

export default function MessageView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { message, savedReplies, administrators } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const replyAnswer = answer?.form === "reply" ? answer : undefined;
  const noteAnswer = answer?.form === "note" ? answer : undefined;
  const [language, setLanguage] = useState<Language>(replyAnswer?.values.language ?? message.language);
  // A new answer (an inserted saved reply, a refusal) brings the language it was written in; a change after it is the select's.
  const [seenAnswer, setSeenAnswer] = useState(replyAnswer?.nonce);
  if (replyAnswer && replyAnswer.nonce !== seenAnswer) {
    setSeenAnswer(replyAnswer.nonce);
    if (replyAnswer.values.language) setLanguage(replyAnswer.values.language);
  }
  const replyLanguage = language;
  const subject = message.subject || t("admin.messages.noSubject");
  return (
    <>
      <title>{`${subject} | ${t("admin.tabs.messages")} | ${t("admin.header.title")}`}</title>
      <p className="mb-3">
        <Link to="/admin-dashboard/messages" className="font-bold text-sky-800 underline">
          {t("admin.replies.back")}
        </Link>
      </p>
      <TabHeading title={subject} />
      <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="message" aria-labelledby="message-from">
        <header className="flex flex-wrap items-start gap-3">
          <div className="flex-1">
            <p id="message-from" className="font-semibold text-slate-900" dir="auto">
              {message.fullName}
            </p>
            <p className="text-sm">
              <bdi dir="ltr">{message.email}</bdi>
              {message.phone && (
                <>
                  {" · "}
                  <bdi dir="ltr">{message.phone}</bdi>
                </>
              )}
            </p>
          </div>
          <Badge tone={message.status === "new" ? "amber" : message.status === "answered" ? "emerald" : "slate"}>
            {t(`admin.replies.statuses.${message.status}`)}
          </Badge>
          <p className="text-sm text-slate-700">
            <span className="sr-only">{t("admin.messages.receivedAt")}: </span>
            <DateTime iso={message.createdAt} />
          </p>
        </header>
        <p className="mt-2 text-sm text-slate-700">
          {t("admin.replies.language")}: {t(`admin.replies.languages.${message.language}`)}
        </p>
        <p className="mt-3 whitespace-pre-line text-slate-900" dir="auto" lang={message.language}>
          {message.message}
        </p>
      </article>

      <Form
        method="post"
        preventScrollReset
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="state-heading"
      >
        <h2 id="state-heading" className="sr-only">
          {t("admin.replies.saveState")}
        </h2>
        <input type="hidden" name="version" value={message.version} />
        <label className="grid gap-1">
          <span className="font-semibold text-slate-800">{t("admin.replies.status")}</span>
          <select name="status" defaultValue={message.status} className={inputStyles} key={`status-${message.version}`}>
            {contactStatusList.map((status) => (
              <option key={status} value={status}>
                {t(`admin.replies.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-semibold text-slate-800">{t("admin.replies.assignee")}</span>
          <select name="assigneeId" defaultValue={message.assigneeId ?? ""} className={inputStyles} key={`assignee-${message.version}`}>
            <option value="">{t("admin.replies.nobody")}</option>
            {administrators.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
          </select>
        </label>
        <SubmitButton intent={replyIntents.state} variant="secondary" pendingLabel={t("admin.replies.saving")}>
          {t("admin.replies.saveState")}
        </SubmitButton>
        {answer?.form === "state" && answer.error && (
          <p role="alert" className="w-full font-semibold text-red-700">
            {answer.error}
          </p>
        )}
      </Form>

      <section className="mt-6" aria-labelledby="replies-heading">
        <h2 id="replies-heading" className="text-lg font-bold text-slate-900">
          {t("admin.replies.replies")}
        </h2>
        {message.replies.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("admin.replies.noReplies")}</p>
        ) : (
          <ol className="mt-2 grid gap-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="reply">
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <bdi dir="ltr">{reply.authorEmail}</bdi>
                  <DateTime iso={reply.createdAt} />
                  <Badge tone={reply.delivery ? deliveryTone[reply.delivery] : "slate"}>
                    {t(`admin.replies.delivery.${reply.delivery ?? "gone"}`)}
                  </Badge>
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-900" dir={reply.language === "ar" ? "rtl" : "ltr"} lang={reply.language}>
                  {reply.body}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="reply-heading">
        <h2 id="reply-heading" className="text-lg font-bold text-slate-900" dir="auto">
          {t("admin.replies.reply", { name: message.fullName })}
        </h2>
        {replyAnswer?.error && (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {replyAnswer.error}
          </p>
        )}
        <Form method="post" preventScrollReset className="mt-3 grid gap-3">
          <input type="hidden" name="version" value={message.version} />
          <div className="flex flex-wrap items-end gap-3">
            <label className="grid gap-1">
              <span className="font-semibold text-slate-800">{t("admin.replies.replyLanguage")}</span>
              <select name="language" value={replyLanguage} onChange={(event) => setLanguage(event.target.value as Language)} className={inputStyles}>
                <option value="ar">{t("admin.replies.languages.ar")}</option>
                <option value="en">{t("admin.replies.languages.en")}</option>
              </select>
            </label>
            {savedReplies.length > 0 && (
              <>
                <label className="grid gap-1">
                  <span className="font-semibold text-slate-800">{t("admin.replies.savedReply")}</span>
                  <select name="savedReplyId" defaultValue={replyAnswer?.values.savedReplyId ?? ""} className={inputStyles}>
                    <option value="">{t("admin.replies.noSavedReply")}</option>
                    {savedReplies.map((saved) => (
                      <option key={saved.id} value={saved.id}>
                        {replyLanguage === "ar" ? saved.titleAr : saved.titleEn}
                      </option>
                    ))}
                  </select>
                </label>
                <SubmitButton intent={replyIntents.insert} variant="secondary" pendingLabel={t("admin.replies.insert")}>
                  {t("admin.replies.insert")}
                </SubmitButton>
              </>
            )}
          </div>
          <label className="grid gap-1">
            <span className="font-semibold text-slate-800">{t("admin.replies.replyText")}</span>
            <textarea
              key={replyAnswer?.nonce ?? "reply"}
              name="body"
              rows={8}
              maxLength={5000}
              defaultValue={replyAnswer?.values.body ?? ""}
              dir={replyLanguage === "ar" ? "rtl" : "ltr"}
              lang={replyLanguage}
              aria-invalid={replyAnswer?.errors?.body ? true : undefined}
              aria-describedby="reply-hint reply-error"
              className={inputStyles}
            />
          </label>
          <p id="reply-hint" className="text-sm text-slate-700">
            {t("admin.replies.replyHint", { email: message.email })}
          </p>
          <p id="reply-error" className="font-semibold text-red-700 empty:hidden">
            {replyAnswer?.errors?.body?.join(" ")}
            {replyAnswer?.errors?.language?.join(" ")}
          </p>
          <div>
            <SubmitButton intent={replyIntents.reply} pendingLabel={t("admin.replies.sending")}>
              {t("admin.replies.send")}
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section id="notes" className="mt-6 rounded-xl border border-amber-200 bg-amber-50/50 p-4" aria-labelledby="notes-heading">
        <h2 id="notes-heading" className="text-lg font-bold text-slate-900">
          {t("admin.replies.notes")}
        </h2>
        <p className="text-sm text-slate-700">{t("admin.replies.notesHint")}</p>
        {message.notes.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("admin.replies.noNotes")}</p>
        ) : (
          <ol className="mt-2 grid gap-2">
            {message.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-white p-3" data-testid="note">
                <p className="text-sm text-slate-700">
                  {note.authorEmail && <bdi dir="ltr">{note.authorEmail}</bdi>} <DateTime iso={note.createdAt} />
                </p>
                <p className="mt-1 whitespace-pre-line" dir="auto">
                  {note.body}
                </p>
              </li>
            ))}
          </ol>
        )}
        <Form method="post" preventScrollReset className="mt-3 grid gap-2">
          <label className="grid gap-1">
            <span className="font-semibold text-slate-800">{t("admin.replies.note")}</span>
            <textarea
              key={noteAnswer?.nonce ?? "note"}
              name="note"
              rows={3}
              maxLength={5000}
              dir="auto"
              defaultValue={noteAnswer?.values.body ?? ""}
              aria-invalid={noteAnswer?.errors ? true : undefined}
              aria-describedby="note-error"
              className={inputStyles}
            />
          </label>
          <p id="note-error" className="font-semibold text-red-700 empty:hidden">
            {noteAnswer?.errors?.body?.join(" ")}
          </p>
          <div>
            <SubmitButton intent={replyIntents.note} variant="secondary" pendingLabel={t("admin.replies.saving")}>
              {t("admin.replies.addNote")}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
