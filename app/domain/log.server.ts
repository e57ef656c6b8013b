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

/** Written asynchronously (flushed on exit by pino): an event's line goes out at once. */
const destination = pino.destination({ fd: 1, sync: false });

/** Every event: start-up, migrations, the outbox worker, the sweeper, errors (with `redact`). */
export let log: Logger = pino(options, destination);

/** The request lines in development (pino-pretty); in production `logRequest` writes them itself. */
let requestLog: Logger | undefined;

/** What app/server/request-log.ts logs of a request: these fields and nothing else (no header, body, query or raw path). */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  bytes: number;
  ip: string | undefined;
}

const levelValues = { debug: 20, info: 30, error: 50 } as const;
/** LOG_LEVEL's value (`silent` has none: nothing is written). */
const requestThreshold: number = pino.levels.values[levelOf(process.env.LOG_LEVEL)] ?? Number.POSITIVE_INFINITY;

/** The ISO time of this millisecond, made once per millisecond (thousands of lines share one). */
let lastMs = 0;
let lastIso = "";
function isoNow() {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/**
 * One request's line, exactly as pino writes `requestLog[level](line, "request")` with the options
 * above (tests/unit/log.test.ts compares the two), but put together as one string: the page store
 * answers thousands of requests a second, and pino's generic serialiser (walking the object,
 * escaping every value, a Date each time) cost a stored page several microseconds of the tens it
 * takes (docs/performance.md). Every field is a number or a string JSON.stringify escapes; `ip` is
 * left out when unknown, as pino leaves out an undefined value. Skipped (nothing written) below
 * LOG_LEVEL, and redaction is not needed: none of these fields can hold a secret.
 */
export function requestLineText(level: keyof typeof levelValues, line: RequestLine, time = isoNow()) {
  const ip = line.ip === undefined ? "" : `,"ip":${JSON.stringify(line.ip)}`;
  return `{"level":"${level}","time":"${time}","reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${line.status},"ms":${line.ms},"bytes":${line.bytes}${ip},"msg":"request"}\n`;
}

/**
 * Request lines gather here and go out together, at 4 KB or every 200 ms, in one write: the page
 * store answers thousands of requests a second, and a write through libuv's thread pool every few
 * lines cost each of them more than the line itself. On exit they are written before pino's own flush.
 */
let pendingLines = "";
function writePendingLines() {
  if (pendingLines === "") return;
  destination.write(pendingLines);
  pendingLines = "";
}
setInterval(writePendingLines, 200).unref();
process.once("exit", () => {
  writePendingLines();
  destination.flushSync();
});

/** Writes a request's line at `level` (app/server/request-log.ts). */
export function logRequest(level: keyof typeof levelValues, line: RequestLine) {
  if (requestLog) requestLog[level](line, "request");
  else if (levelValues[level] >= requestThreshold) {
    pendingLines += requestLineText(level, line);
    if (pendingLines.length >= 4096) writePendingLines();
  }
}

/** pino's own logger with the request lines' options (no `redact`): what tests/unit/log.test.ts compares `requestLineText` with. */
export function pinoRequestLogger(stream: { write: (line: string) => void }) {
  return pino(plain, stream);
}

/** `npm run dev` (app/server/dev.ts): the same lines, readable (pino-pretty in a worker thread). */
export function prettyLog() {
  const pretty = pino.transport({ target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", singleLine: true } });
  log = pino(options, pretty);
  requestLog = pino(plain, pretty);
}
