/** The badge colour of each edition status (docs/decisions/0064-newsletters.md). */
export const statusTones = {
  draft: "slate",
  approved: "sky",
  scheduled: "amber",
  sending: "amber",
  sent: "emerald",
  cancelled: "red",
} as const;
