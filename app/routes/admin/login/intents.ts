/** The sign-in page's second-step forms (docs/decisions/0040-two-factor-and-passkeys.md). */
export const loginIntents = { code: "code", startAgain: "start-again" } as const;
