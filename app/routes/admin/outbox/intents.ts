/** The outbox tab's forms, by the `intent` their submit button sends. */
export const outboxIntents = {
  sendAgain: "send-again",
} as const;
