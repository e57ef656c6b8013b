/**
 * The field only bots fill in (docs/decisions/0011-rate-limits-and-honeypot.md): a filled one is thanked and ignored. Its own
 * module without zod, so the form that draws it (components/site/honeypot.tsx) ships no schema code.
 */
export const honeypotField = "website";
