import pino, { type Logger, type LoggerOptions } from "pino";

/**
 * The one logger of the server (docs/decisions/0035-logs-and-metrics.md): JSON lines on stdout,
 * one per request (app/server/request-log.ts) and one per event (start-up, migrations, the outbox
 * worker, the sweeper, shutdown). It sits on the lowest floor, beside `databaseUrl()`, because
 * every floor down to `db/` writes to it; it imports nothing of the app.
 *
 * Redaction is by construction: callers pass only the fields they mean to log (never a request's
 * headers, body or query). `redact` below is the second line of defence for a field name that
 * could still carry a secret.
 */

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/** LOG_LEVEL as app/lib/env.server.ts checked it; `info` before that check (an invalid value is refused there). */
function levelOf(value: string | undefined): LogLevel {
  return logLevels.includes(value as LogLevel) ? (value as LogLevel) : "info";
}

/** Field names that could hold a secret, at the top of a line or one level down (`err.headers`, `req.body`). */
const secretFields = ["password", "newPassword", "token", "secret", "authorization", "cookie", "headers", "body", "query", "url", "config"];

const plain: LoggerOptions = {
  level: levelOf(process.env.LOG_LEVEL),
  // No pid or hostname: a collector adds where a line came from.
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};
const options: LoggerOptions = {
  ...plain,
  redact: { paths: ["code", ...secretFields, ...secretFields.map((field) => `*.${field}`)], censor: "[redacted]" },
};

/**
 * Written asynchronously (a buffered stdout, flushed on exit by pino): the page store answers
 * tens of thousands of requests a second and a synchronous write each would cost it.
 */
const destination = pino.destination({ fd: 1, sync: false });

/** Every event: start-up, migrations, the outbox worker, the sweeper, errors (with `redact`). */
export let log: Logger = pino(options, destination);

/**
 * The request lines (app/server/request-log.ts), on the same stdout: their fields are fixed and
 * none can hold a secret, so they skip `redact`, which would cost as much as the rest of the line
 * (about 6 µs against 3.5 µs, measured).
 */
export let requestLog: Logger = pino(plain, destination);

/** `npm run dev` (app/server/dev.ts): the same lines, readable (pino-pretty in a worker thread). */
export function prettyLog() {
  const pretty = pino.transport({ target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", singleLine: true } });
  log = pino(options, pretty);
  requestLog = pino(plain, pretty);
}
