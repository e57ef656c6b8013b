import { z } from "zod";
import type { RateLimiter } from "~/services/rate-limit.server";
import { honeypotField } from "~/schemas/honeypot";

/*
 * What the public submissions (the contact message, the newsletter sign-up) share, whether they
 * arrive as an HTML form post or as JSON: the order of their rules (docs/decisions/0011-rate-limits-and-honeypot.md).
 */

/**
 * Reads the submitted fields as a plain object: a form's decoded fields, or a JSON body. Called
 * only once the sender is known to be under the limit, so a blocked sender's body is never read
 * (nor refused for its shape: they hear about the limit first).
 */
export type SubmissionInput = () => unknown;

/** What became of a submission; each caller answers it in its own way (form state or JSON). */
export type SubmissionOutcome<Accepted> =
  | { status: "rate-limited"; retryAfterSeconds: number }
  /** The schema's issues, their messages still keys (each caller translates them its way). */
  | { status: "invalid"; issues: readonly z.core.$ZodIssue[] }
  | ({ status: "accepted" } & Accepted);

/** A public form's schema plus the field only bots fill in. */
export function withHoneypot<Shape extends z.core.$ZodShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({
    [honeypotField]: z.unknown().optional().meta({ description: "Leave it out or empty: only bots fill it in (the same answer, nothing stored)." }),
  });
}

/**
 * The sequence of every public submission: a sender over the limit is refused before anything
 * else; the input is validated; a valid one counts against the limit (so typing mistakes cost
 * nothing); a filled honeypot is accepted with nothing stored (`stored: null`); anything else is
 * stored. A failure to store throws, for the caller to answer.
 */
export async function submitPublicForm<Value extends Record<string, unknown>, Stored>({
  limiter,
  clientIp,
  schema,
  input,
  store,
}: {
  limiter: RateLimiter;
  clientIp: string;
  schema: z.ZodType<Value>;
  input: SubmissionInput;
  store: (value: Value) => Promise<Stored>;
}): Promise<SubmissionOutcome<{ value: Value; stored: Stored | null }>> {
  const blocked = await limiter.isBlocked(clientIp);
  if (blocked.blocked) return { status: "rate-limited", retryAfterSeconds: blocked.retryAfterSeconds };
  // `reportInput`: the API says "not valid" rather than "required" for a value of the wrong type.
  const parsed = await schema.safeParseAsync(await input(), { reportInput: true });
  if (!parsed.success) return { status: "invalid", issues: parsed.error.issues };
  const attempt = await limiter.consume(clientIp);
  if (!attempt.allowed) return { status: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds };
  if (parsed.data[honeypotField]) return { status: "accepted", value: parsed.data, stored: null };
  return { status: "accepted", value: parsed.data, stored: await store(parsed.data) };
}
