import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FormStrategy } from "remix-auth-form";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { authenticator, InvalidCredentialsError, SignInExpiredError } from "~/services/auth.server";
import { PasskeyStrategy } from "~/features/two-factor/passkey-strategy.service.server";
import { SecondFactorStrategy } from "~/features/two-factor/second-factor-strategy.service.server";

/**
 * No sign-in goes around the authenticator (docs/decisions/0054-remix-auth-decides-every-sign-in.md),
 * read from the real sources with TypeScript's parser: a session starts in one function, which opens
 * one only for a decision `decide` got from `authenticator.authenticate`; the checks that prove a
 * factor run only inside the strategies registered on it.
 */
const root = join(import.meta.dirname, "../..");
const authModule = "app/services/auth.server.ts";

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourcesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

interface Call {
  file: string;
  /** The name of the innermost named function around the call ("" at module level). */
  within: string;
  /** Whether the call sits inside the arguments of `authenticator.use(…)`: a strategy's verify. */
  inStrategy: boolean;
}

const parsed = sourcesUnder("app").map((file) => ({
  file,
  source: ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true),
}));

function functionName(node: ts.Node) {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent)) return node.parent.name.getText();
  return undefined;
}

/** Every call of `callee` (a name, or `object.method`) in app/. */
function callsOf(callee: string): Call[] {
  const calls: Call[] = [];
  for (const { file, source } of parsed) {
    const visit = (node: ts.Node, within: string, inStrategy: boolean) => {
      const name = functionName(node) ?? within;
      if (ts.isCallExpression(node)) {
        const text = node.expression.getText(source);
        if (text === callee) calls.push({ file, within: name, inStrategy });
        if (text === "authenticator.use") inStrategy = true;
      }
      ts.forEachChild(node, (child) => visit(child, name, inStrategy));
    };
    visit(source, "", false);
  }
  return calls;
}

describe("sign-in paths", () => {
  it("has one authenticator with the three strategies: the password form, the passkey and the second step's code", () => {
    expect(authenticator.get("form")).toBeInstanceOf(FormStrategy);
    expect(authenticator.get("passkey")).toBeInstanceOf(PasskeyStrategy);
    expect(authenticator.get("second-factor")).toBeInstanceOf(SecondFactorStrategy);
  });

  it("starts a session in one place, beginSession, which the rest of the app cannot call", () => {
    expect(callsOf("startSession")).toEqual([{ file: authModule, within: "beginSession", inStrategy: false }]);
    const auth = parsed.find(({ file }) => file === authModule)!.source;
    const begin = auth.statements.find(
      (node): node is ts.FunctionDeclaration => ts.isFunctionDeclaration(node) && node.name?.text === "beginSession",
    );
    expect(begin?.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)).toBe(false);
    // Its first statement refuses whatever `decide` did not return, and a password that still needs a factor.
    expect(begin?.body?.statements[0].getText(auth)).toMatch(/^if \(!decided\.has\(decision\) \|\| decision\.needs\) throw /);
    expect(callsOf("decided.add")).toEqual([{ file: authModule, within: "decide", inStrategy: false }]);
  });

  it("asks the authenticator from one function, decide, and proves a factor only inside a strategy registered on it", () => {
    expect(callsOf("authenticator.authenticate")).toEqual([{ file: authModule, within: "decide", inStrategy: false }]);
    for (const check of ["finishAuthentication", "checkSecondFactor"]) {
      expect(callsOf(check), check).toEqual([{ file: authModule, within: "", inStrategy: true }]);
    }
  });

  it("refuses through the strategies themselves: a password that proves no one, a forged passkey, a code with no pending sign-in", async () => {
    const post = (body: BodyInit, headers: HeadersInit = {}) => new Request("http://localhost/admin-login", { method: "POST", headers, body });
    await expect(
      authenticator.authenticate("form", post(new URLSearchParams({ email: "nobody@mahami.qa", password: "not-a-password-1" }))),
    ).rejects.toThrow(InvalidCredentialsError);
    const forged = JSON.stringify({ response: { id: "no-such-passkey", response: {}, type: "public-key" } });
    await expect(authenticator.authenticate("passkey", post(forged, { "Content-Type": "application/json" }))).rejects.toThrow(
      InvalidCredentialsError,
    );
    await expect(authenticator.authenticate("second-factor", post(new URLSearchParams({ code: "123456" })))).rejects.toThrow(SignInExpiredError);
  });
});
