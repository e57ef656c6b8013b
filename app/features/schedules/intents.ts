/** The scheduled-publishing tab's forms, by the `intent` their submit button sends. */
export const scheduleIntents = {
  create: "create-schedule",
  cancel: "cancel-schedule",
} as const;

/** The form's fields: what a refused form sends back so nothing typed is lost. */
export interface ScheduleFormValues {
  date: string;
  time: string;
  /** `campaign`: one campaign page (`pageId`), published or unpublished (`action`; docs/decisions/0060-campaign-pages.md). */
  scope: "all" | "page" | "items" | "campaign";
  page: string;
  ids: string[];
  pageId: string;
  action: "publish" | "unpublish";
  languages: "both" | "ar" | "en";
}

export type ScheduleFormErrors = Partial<Record<"date" | "time" | "scope" | "page" | "ids" | "pageId", string[]>>;

/** A page or items, or a campaign page and what to do with it, chosen before coming to the tab. */
export type ChosenScope = { page: string } | { ids: string[] } | { pageId: string; action: "publish" | "unpublish" };
