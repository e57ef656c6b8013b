/** The scheduled-publishing tab's forms, by the `intent` their submit button sends. */
export const scheduleIntents = {
  create: "create-schedule",
  cancel: "cancel-schedule",
} as const;

/** The form's fields: what a refused form sends back so nothing typed is lost. */
export interface ScheduleFormValues {
  date: string;
  time: string;
  scope: "all" | "page" | "items";
  page: string;
  ids: string[];
  languages: "both" | "ar" | "en";
}

export type ScheduleFormErrors = Partial<Record<"date" | "time" | "scope" | "page" | "ids", string[]>>;
