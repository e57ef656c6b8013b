import net from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it receives,
 * parsed by `mailparser`: the app sends to it through its own SMTP_URL, nothing is mocked. It asks
 * for a user name and password (given in `url`) over plain SMTP, as a local relay might.
 */
export interface TestSmtpServer {
  port: number;
  /** The SMTP_URL that reaches it, credentials included. */
  url: string;
  messages: ParsedMail[];
  /** The first message (already received or still to come) that `match` accepts. */
  waitFor: (match: (message: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>;
  stop: () => Promise<void>;
}

const user = "mahami";
const password = "smtp-test-password";

/** Starts the server on `port` (0: any free one); `holdMs` delays each answer to DATA (a slow relay). */
export async function startSmtpServer(port = 0, { holdMs = 0 } = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          for (const waiter of waiters) waiter();
          setTimeout(callback, holdMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as net.AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://${user}:${password}@127.0.0.1:${actualPort}`,
    messages,
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching email within ${timeoutMs} ms; received: ${messages.map((message) => message.subject).join(" | ")}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (for a mail server that is down), free when this returns. */
export async function closedPort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The SMTP_URL of a server that would run on `port`, with the test credentials. */
export const smtpUrlFor = (port: number) => `smtp://${user}:${password}@127.0.0.1:${port}`;

/** Every address of a header such as To or Reply-To, lower-cased. */
export function addressesOf(field: ParsedMail["to"] | ParsedMail["replyTo"]) {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((entry) => entry.value.map((address) => address.address?.toLowerCase() ?? ""));
}
