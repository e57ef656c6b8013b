import { describeUserAgent } from "~/lib/user-agent.server";
import { listOwnSessions, type SignedIn } from "~/services/session.server";

/** One's own live sessions as the dashboard lists them: each with its browser read on the server ("Firefox · Windows"), or null. */
export async function listedSessions(signedIn: SignedIn) {
  return (await listOwnSessions(signedIn)).map((session) => ({ ...session, browser: describeUserAgent(session.userAgent) ?? null }));
}

export type ListedSession = Awaited<ReturnType<typeof listedSessions>>[number];
