/**
 * `npm run admin:create -- [email] [password]` (or `--email x --password y`, and `--role editor`
 * for an editor): adds an administrator, or sets a new password for an existing user (which ends
 * that user's sessions; their role stays as it is).
 * Missing values are asked for; the password is typed without echo.
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { migrateToLatest } from "#db/connection.server";
import { closeDatabase, db, dialect } from "#db/database.server";
import { getUserWithHashByEmail } from "#db/models/users.server";
import { systemActor } from "#db/models/activity.server";
import { changePassword, createAdministrator } from "~/services/auth.server";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { i18nOf } from "~/lib/i18n.server";
import { validationMessage } from "~/lib/validation-message";
import { newUserSchema } from "~/schemas/user";

async function ask(question: string, hidden = false) {
  if (!process.stdin.isTTY) throw new Error(`${question.trim()} is required (pass it as an argument when not in a terminal).`);
  const readline = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo the question, not what is typed after it.
    const output = readline as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WritableStream };
    output._writeToOutput = (text: string) => {
      if (text.includes(question)) output.output.write(question);
      else if (text.includes("\n")) output.output.write("\n");
    };
  }
  try {
    return await readline.question(question);
  } finally {
    readline.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string", default: "administrator" } },
    allowPositionals: true,
  });
  const email = values.email ?? positionals[0] ?? (await ask("Email: "));
  const password = values.password ?? positionals[1] ?? (await ask("Password (at least 12 characters, hard to guess): ", true));

  // The same policy as the dashboard and the API, the server's checks included.
  const parsed = refusingWeakPasswords(newUserSchema, (value) => value.email).safeParse({ email, password, role: values.role });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${validationMessage(issue, i18nOf("en"))}`);
    process.exitCode = 1;
    return;
  }

  await migrateToLatest(db, dialect);
  const existing = await getUserWithHashByEmail(parsed.data.email);
  if (existing) {
    await changePassword(existing.id, parsed.data.password, systemActor);
    console.log(`Password reset for ${existing.email}; their sessions were signed out.`);
  } else {
    const created = await createAdministrator(parsed.data.email, parsed.data.password, systemActor, parsed.data.role);
    if (!created.ok) throw new Error(`${parsed.data.email} already exists.`);
    console.log(`Created ${created.user.role} ${created.user.email}. Sign in at /admin-login.`);
  }
}

try {
  await main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
