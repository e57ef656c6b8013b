import { z } from "zod";
import { defaultDatabaseUrl, isPostgresUrl } from "~/domain/database-url";
import { logLevels } from "~/domain/log.server";
import en from "~/locales/en";
import { passwordProblem } from "./password-policy.server";
import { parseTrustProxy, trustProxyHelp } from "./proxy.server";

const optionalUrlOrigin = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    try {
      const url = new URL(value);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
      return url.origin;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be an absolute http(s) origin such as https://mahami.qa" });
      return z.NEVER;
    }
  });

const emailAddress = z.email();

/** A comma-separated list of email addresses; blanks between commas are ignored. */
const emailList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const addresses = (value ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean);
    const wrong = addresses.filter((address) => !emailAddress.safeParse(address).success);
    if (wrong.length > 0) {
      ctx.addIssue({ code: "custom", message: `must be email addresses separated by commas (not: ${wrong.join(", ")})` });
      return z.NEVER;
    }
    return addresses;
  });

/** The first administrator's email when ADMIN_EMAIL is not set (app/server/startup.server.ts). */
export const defaultAdminEmail = "admin@mahami.qa";

/** Seconds between attempts to send an email: the n-th entry is the wait after the n-th failure. */
export const defaultRetrySchedule = [60, 300, 1800, 7200, 21600, 86400];

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset: every interface, but loopback only in production without PUBLIC_URL (the refinement below).
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z.string().min(1).default(defaultDatabaseUrl),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email("must be an email address").optional(),
    ADMIN_PASSWORD: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch {
          ctx.addIssue({ code: "custom", message: trustProxyHelp });
          return z.NEVER;
        }
      }),
    PUBLIC_URL: optionalUrlOrigin,
    COOKIE_SECURE: z.enum(["true", "false"]).optional(),
    // docs/decisions/0040-two-factor-and-passkeys.md: every administrator needs an authenticator app or a passkey.
    REQUIRE_2FA: z
      .enum(["true", "false"], { message: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    // The page store's budget in MiB, every encoding of every stored page counted (docs/decisions/0031-http-policy-on-the-routes.md).
    // docs/decisions/0045-cookie-free-analytics.md: how often a node adds its counts to the database (at most 10 s).
    ANALYTICS_FLUSH_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds between 100 and 10000, e.g. 10000" })
      .int("must be a whole number of milliseconds between 100 and 10000, e.g. 10000")
      .min(100, "must be a whole number of milliseconds between 100 and 10000, e.g. 10000")
      .max(10_000, "must be a whole number of milliseconds between 100 and 10000, e.g. 10000")
      .default(10_000),
    // For tests: moves the analytics clock (the day a view, a visitor or a conversion is counted on) by this many milliseconds.
    ANALYTICS_CLOCK_OFFSET_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds, e.g. 86400000" })
      .int("must be a whole number of milliseconds, e.g. 86400000")
      .default(0),
    PAGE_STORE_MB: z.coerce
      .number({ message: "must be a whole number of MiB between 1 and 4096, e.g. 64" })
      .int("must be a whole number of MiB between 1 and 4096, e.g. 64")
      .min(1, "must be a whole number of MiB between 1 and 4096, e.g. 64")
      .max(4096, "must be a whole number of MiB between 1 and 4096, e.g. 64")
      .default(64),
    // How long a node keeps serving after SIGTERM with /readyz at 503, so load balancers take it out first (docs/decisions/0036-readiness-and-drained-restarts.md).
    SHUTDOWN_DRAIN_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds between 0 and 60000, e.g. 5000" })
      .int("must be a whole number of milliseconds between 0 and 60000, e.g. 5000")
      .min(0, "must be a whole number of milliseconds between 0 and 60000, e.g. 5000")
      .max(60_000, "must be a whole number of milliseconds between 0 and 60000, e.g. 5000")
      .default(5000),
    // How often each node looks for due publish schedules (docs/decisions/0044-scheduled-publishing.md); tests set it short.
    SCHEDULE_CHECK_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds between 100 and 15000, e.g. 15000" })
      .int("must be a whole number of milliseconds between 100 and 15000, e.g. 15000")
      .min(100, "must be a whole number of milliseconds between 100 and 15000, e.g. 15000")
      .max(15_000, "must be a whole number of milliseconds between 100 and 15000, e.g. 15000")
      .default(15_000),
    // How often each node reads the redirect rules' counter, reloading them when it moved (docs/decisions/0062-redirects-and-not-found-log.md).
    REDIRECTS_REFRESH_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds between 100 and 10000, e.g. 2000" })
      .int("must be a whole number of milliseconds between 100 and 10000, e.g. 2000")
      .min(100, "must be a whole number of milliseconds between 100 and 10000, e.g. 2000")
      .max(10_000, "must be a whole number of milliseconds between 100 and 10000, e.g. 2000")
      .default(2000),
    CHAT_NUMBER: z
      .string()
      .regex(/^\+?[\d\s-]{6,20}$/, "must be a phone number such as +974 5000 0000")
      .optional(),
    APP_STORE_URL: z.url({ protocol: /^https?$/ }).optional(),
    PLAY_STORE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Email (docs/decisions/0028-email-outbox.md): without SMTP_URL every email waits in the outbox.
    SMTP_URL: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || /^smtps?:\/\/[^\s/]+/i.test(value),
        "must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465",
      ),
    MAIL_FROM: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || emailAddress.safeParse(value.match(/<([^<>]+)>\s*$/)?.[1] ?? value).success,
        "must be an address such as Mahami <no-reply@mahami.qa>",
      ),
    NOTIFY_EMAIL: emailList,
    // Where parents' answers to a reply go (its Reply-To, docs/decisions/0061-replies-from-the-inbox.md); unset, the first NOTIFY_EMAIL.
    SUPPORT_EMAIL: emailAddress.optional(),
    // For tests and operators: the waits, in seconds, between attempts; the email is marked failed after the last.
    MAIL_RETRY_SCHEDULE: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return defaultRetrySchedule;
        const seconds = value.split(",").map((part) => Number(part.trim()));
        if (seconds.length === 0 || seconds.some((wait) => !Number.isFinite(wait) || wait <= 0 || wait > 86400)) {
          ctx.addIssue({ code: "custom", message: "must be waits in seconds separated by commas, each at most 86400, e.g. 60,300,1800" });
          return z.NEVER;
        }
        return seconds;
      }),
    // How many newsletter emails all nodes together queue a minute (docs/decisions/0064-newsletters.md).
    NEWSLETTER_PER_MINUTE: z.coerce
      .number({ message: "must be a whole number of emails a minute between 1 and 100000, e.g. 600" })
      .int("must be a whole number of emails a minute between 1 and 100000, e.g. 600")
      .min(1, "must be a whole number of emails a minute between 1 and 100000, e.g. 600")
      .max(100_000, "must be a whole number of emails a minute between 1 and 100000, e.g. 600")
      .default(600),
    // How long a node's newsletter sender rests when nothing is sending: another node's send is found within it (docs/decisions/0064-newsletters.md).
    NEWSLETTER_IDLE_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds between 1000 and 300000, e.g. 20000" })
      .int("must be a whole number of milliseconds between 1000 and 300000, e.g. 20000")
      .min(1000, "must be a whole number of milliseconds between 1000 and 300000, e.g. 20000")
      .max(300_000, "must be a whole number of milliseconds between 1000 and 300000, e.g. 20000")
      .default(20_000),
    // How long an email a worker took stays its own: another node sends it after that if the first died mid-send (tests set it short).
    OUTBOX_CLAIM_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds between 2000 and 3600000, e.g. 300000" })
      .int("must be a whole number of milliseconds between 2000 and 3600000, e.g. 300000")
      .min(2000, "must be a whole number of milliseconds between 2000 and 3600000, e.g. 300000")
      .max(3_600_000, "must be a whole number of milliseconds between 2000 and 3600000, e.g. 300000")
      .default(300_000),
    // docs/decisions/0035-logs-and-metrics.md: the request lines are `info`; `warn` keeps only problems.
    LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(", ")}` }).default("info"),
    // GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, it is a 404 like any unknown path.
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,256}$/, "must be 16 to 256 printable characters without spaces, e.g. the output of openssl rand -hex 32")
      .optional(),
  })
  .refine((env) => !env.SMTP_URL || Boolean(env.MAIL_FROM), {
    message: "is required when SMTP_URL is set (the sender of every email, e.g. Mahami <no-reply@mahami.qa>)",
    path: ["MAIL_FROM"],
  })
  // The same policy as every other new password, the administrator's email among its inputs: a
  // weak one in the environment is refused at start-up rather than becoming their password.
  // Listed with the other problems, even when another variable is wrong too.
  .superRefine(
    (env, ctx) => {
      const problem = typeof env.ADMIN_PASSWORD === "string" ? passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_EMAIL ?? defaultAdminEmail) : undefined;
      const key = problem?.replace("validation.", "") as keyof typeof en.validation | undefined;
      if (key) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: en.validation[key] });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  // A generated secret lives in one node's data folder; nodes sharing a PostgreSQL database must
  // all sign cookies with the same one (docs/decisions/0023-postgresql-for-several-nodes.md).
  .refine((env) => !isPostgresUrl(env.DATABASE_URL) || Boolean(env.SESSION_SECRET), {
    message: "is required when DATABASE_URL is a PostgreSQL URL (every node must use the same secret)",
    path: ["SESSION_SECRET"],
  })
  // Every absolute link (emails, canonical tags) comes from a configured origin, never from a request's
  // Host (docs/decisions/0034-attack-run-2026-11-25.md): in production it is PUBLIC_URL, or the
  // loopback address the server listens on, which only this machine can reach.
  .refine((env) => env.NODE_ENV !== "production" || Boolean(env.PUBLIC_URL) || env.HOST === undefined || isLoopbackHost(env.HOST), {
    message: "is required in production unless HOST is a loopback address (the site's public address for links in emails, e.g. https://mahami.qa)",
    path: ["PUBLIC_URL"],
  })
  .transform((env) => ({ ...env, HOST: env.HOST ?? (env.NODE_ENV === "production" && !env.PUBLIC_URL ? "127.0.0.1" : "0.0.0.0") }));

/** localhost, 127.0.0.0/8 or ::1: an address only this machine reaches. */
export function isLoopbackHost(host: string) {
  return /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
}

/** The origin every absolute link is built from: PUBLIC_URL, or the address the server listens on (`port`: the bound one). */
export function siteOrigin(env: Pick<Env, "PUBLIC_URL" | "HOST">, port: number) {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment; throws one readable error listing every problem. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
