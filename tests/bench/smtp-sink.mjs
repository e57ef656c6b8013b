/**
 * The mail server of `BENCH_ONLY=newsletter` (tests/bench/newsletter.ts): a real SMTP server (the
 * `smtp-server` package, as the mail tests use) in a process of its own, so that receiving costs the
 * measured server and the bench nothing. It reads each message to its end, answers 250 and counts it
 * per recipient; asked "count" over IPC, it answers how many it accepted, for how many addresses.
 */
import { SMTPServer } from "smtp-server";

const perRecipient = new Map();
let accepted = 0;
const server = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  // A mail relay on loopback: no DNS lookup of the client (about 100 ms per connection here).
  disableReverseLookup: true,
  onData(stream, session, callback) {
    stream.on("end", () => {
      accepted++;
      for (const { address } of session.envelope.rcptTo) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
      callback();
    });
    stream.resume();
  },
});
server.listen(0, "127.0.0.1", () => process.send({ port: server.server.address().port }));
process.on("message", (message) => {
  if (message === "count") process.send({ accepted, recipients: perRecipient.size });
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
