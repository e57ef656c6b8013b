import { Form, Link } from "react-router";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { formFields } from "~/components/admin/panel-params";
import { contentIntents } from "./intents";

/**
 * "Publish Arabic", "Publish English", "Publish both" of one item's draft (`id`) or a page's drafts
 * (`page`); every draft is published from its review (publish-drafts/): one form, the button names the languages
 * (docs/decisions/0044-scheduled-publishing.md). `label` names the group for screen readers.
 */
export function PublishButtons({
  id,
  page,
  label,
}: { id: number; page?: undefined; label: string } | { id?: undefined; page: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label}>
      <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
        <input type="hidden" name={formFields.intent} value={contentIntents.publishDrafts} />
        {id !== undefined && <input type="hidden" name={formFields.id} value={id} />}
        {page && <input type="hidden" name="page" value={page} />}
        {(["ar", "en", "both"] as const).map((languages) => (
          <SubmitButton
            key={languages}
            intent={contentIntents.publishDrafts}
            id={id}
            name="languages"
            value={languages}
            variant={languages === "both" ? "primary" : "secondary"}
            pendingLabel={t("admin.actions.saving")}
          >
            {t(languages === "ar" ? "publishLanguage.arabic" : languages === "en" ? "publishLanguage.english" : "publishLanguage.both")}
          </SubmitButton>
        ))}
        {/* A time instead of now: the schedules tab with this item or page already chosen (docs/decisions/0044-scheduled-publishing.md). */}
        <Link to={`/admin-dashboard/schedules?${id !== undefined ? `ids=${id}` : `page=${page}`}#schedule-new`} className={buttonStyles.secondary}>
          <CalendarClock className="size-4" aria-hidden="true" />
          {t("schedule.fromDraft")}
        </Link>
      </Form>
    </div>
  );
}
