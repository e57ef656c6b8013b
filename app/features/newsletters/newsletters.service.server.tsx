import { createHash } from "node:crypto";
import type { Actor } from "#db/models/activity.server";
import { getCompanySettings } from "#db/models/company.server";
import type { Executor } from "#db/models/transaction.server";
import { enqueueEmails } from "#db/models/outbox.server";
import { missingWords } from "~/domain/page-words";
import { factsIn } from "~/domain/company-facts";
import { site, type Locale } from "~/config/site";
import { env } from "~/lib/env.server";
import { newsletterLink } from "~/services/newsletter.server";
import { emailsQueued, queueEmails, sealedMessage } from "~/services/outbox.server";
import { renderToStaticMarkup } from "react-dom/server";
import { formatDate } from "~/domain/formats";
import { EditionBody, editionEmail, editionEmails, editionLinks, type EditionContent, type SenderIdentity } from "./edition-email.server";
import {
  claimBatch,
  confirmedLanguages,
  countClick,
  getEdition,
  deliveryAbout,
  type Edition,
  editionCounts,
  finishIfDone,
  nextScheduledAt,
  sendingEditionIds,
  startDueEditions,
} from "./newsletters.model.server";

/*
 * Newsletters (docs/decisions/0064-newsletters.md): what an edition still lacks per language, the
 * refusal to send while a language some confirmed subscribers read is incomplete, the test send, the
 * sender's pass (due editions started, one throttled batch per edition into the outbox) and the API's
 * view of an edition with its counts.
 */

/** The site's public origin for the links in an email: PUBLIC_URL, else the site's domain. */
export function publicOrigin() {
  return env().PUBLIC_URL ?? `https://${site.domain}`;
}

/** An edition as the renderer reads it: its blocks were checked by the email block schemas before every write (app/schemas/newsletter-edition.ts). */
export const contentOf = (edition: Edition): EditionContent => edition as unknown as EditionContent;

/** The fields `language` still lacks: its subject, and each block's required words (the pages' rule). */
export function editionMissing(edition: Pick<EditionContent, "subjectAr" | "subjectEn" | "blocks">, language: Locale) {
  const words = missingWords({ titleAr: edition.subjectAr, titleEn: edition.subjectEn, blocks: edition.blocks }, language);
  return words.map((field) => field.replace(/^title(Ar|En)$/, "subject$1"));
}

/** What the API answers for an edition: its fields, what each language lacks, its counts (clicks with their links). */
export async function editionView(edition: Edition) {
  const { createdById: _author, approvedById: _approver, ...fields } = edition;
  const counts = await editionCounts(edition.id, edition.startedAt);
  const content = contentOf(edition);
  const links = editionLinks(content, publicOrigin());
  return {
    ...fields,
    missing: { ar: editionMissing(content, "ar"), en: editionMissing(content, "en") },
    stats: { ...counts, clicks: counts.clicks.map((click) => ({ ...click, url: links[click.link] ?? "" })) },
  };
}

/** A language some confirmed subscribers read and the edition lacks, with the fields: refused before sending. */
export class IncompleteEdition extends Error {
  constructor(readonly missing: Partial<Record<Locale, string[]>>) {
    super("the edition is incomplete in a language its subscribers read");
  }
}

/** Throws IncompleteEdition when a language with confirmed subscribers lacks words (inside the send's transaction). */
export async function checkComplete(trx: Executor, edition: EditionContent) {
  const missing: Partial<Record<Locale, string[]>> = {};
  for (const { language, count } of await confirmedLanguages(trx)) {
    const lacking = count > 0 ? editionMissing(edition, language) : [];
    if (lacking.length > 0) missing[language] = lacking;
  }
  if (Object.keys(missing).length > 0) throw new IncompleteEdition(missing);
}

/** Who sends (Law 13/2016 art. 22): the company's legal name and address in `locale`, else the site's name and domain. */
async function senderIn(locale: Locale): Promise<SenderIdentity> {
  const facts = factsIn(await getCompanySettings(), locale);
  return { name: facts.legalName ?? site.name[locale], address: facts.address };
}

/** The mailbox of the mailto unsubscribe (RFC 2369): SUPPORT_EMAIL, else the first NOTIFY_EMAIL, else the site's support box. */
function unsubscribeMailbox() {
  const { SUPPORT_EMAIL, NOTIFY_EMAIL } = env();
  return SUPPORT_EMAIL ?? NOTIFY_EMAIL[0] ?? site.mailboxes.support;
}

/** A delivery's Message-ID: the same for every attempt, so a resend after a crash is one message to the reader's client. */
function deliveryMessageId(editionId: number, deliveryId: number) {
  const domain = (env().MAIL_FROM?.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1] ?? site.domain).toLowerCase();
  const tag = createHash("sha256").update(`newsletter:${editionId}:${deliveryId}`).digest("base64url").slice(0, 12);
  return `<newsletter.${editionId}.${deliveryId}.${tag}@${domain}>`;
}

/** The test send: the edition in both languages to the signed-in user, through the outbox, marked as a test. */
export async function sendTest(edition: EditionContent, actor: Actor) {
  const origin = publicOrigin();
  const emails = [];
  for (const locale of ["ar", "en"] as const) {
    const sender = await senderIn(locale);
    const message = editionEmail(
      edition,
      locale,
      {
        email: actor.email,
        unsubscribe: `${origin}${locale === "en" ? "/en" : ""}/newsletter/unsubscribe`,
        mailto: `mailto:${unsubscribeMailbox()}?subject=unsubscribe`,
      },
      { origin, sender, test: true },
    );
    emails.push({ kind: "newsletter-test" as const, message });
  }
  await queueEmails(emails);
  emailsQueued();
}

/** The throttle: one batch per slot, the slot at least a second, so that `perMinute` emails are queued a minute. */
export function throttle(perMinute: number) {
  const slotMs = Math.max(1000, Math.ceil(60_000 / perMinute));
  return { slotMs, size: Math.max(1, Math.round((perMinute * slotMs) / 60_000)) };
}

/**
 * One pass of the sender, on every node: scheduled editions whose time came start (one node each),
 * then each sending edition gets its next batch when its slot is due (one node per slot). A batch's
 * emails are written to the outbox in the transaction that marks its deliveries queued: a crash
 * before the commit leaves them pending, after it leaves them in the outbox — never both, never twice.
 * `sending` says whether an edition is going out, `nextAt` when the next scheduled one is due: the
 * loop rests until then when nothing is sending (sender.service.server.ts).
 */
export async function senderPass(perMinute: number) {
  const now = new Date().toISOString();
  await startDueEditions(now);
  const { slotMs, size } = throttle(perMinute);
  let queued = 0;
  const ids = await sendingEditionIds();
  if (ids.length === 0) return { queued, slotMs, sending: false, nextAt: await nextScheduledAt() };
  // Read before the batch's transaction: on SQLite nothing else may run on its one connection meanwhile.
  const origin = publicOrigin();
  const senders = { ar: await senderIn("ar"), en: await senderIn("en") };
  const mailbox = unsubscribeMailbox();
  for (const id of ids) {
    // An edition's words cannot change while it goes out (only drafts and approved ones are edited):
    // read and rendered once per language here, outside the transaction; each email is then a fill-in.
    const edition = await getEdition(id);
    if (!edition) continue;
    const content = contentOf(edition);
    const emails = {
      ar: editionEmails(content, "ar", { origin, sender: senders.ar }),
      en: editionEmails(content, "en", { origin, sender: senders.en }),
    };
    const claimed = await claimBatch(id, now, slotMs, size, (trx, deliveries) =>
      enqueueEmails(
        deliveries.map((delivery) => {
          const message = emails[delivery.language](
            {
              email: delivery.email,
              unsubscribe: newsletterLink(origin, "unsubscribe", delivery.unsubscribeToken, delivery.language),
              mailto: `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${delivery.unsubscribeToken}`)}`,
            },
            deliveryMessageId(id, delivery.id),
          );
          return { kind: "newsletter", about: deliveryAbout(id, delivery.id), message: sealedMessage(message) };
        }),
        trx,
      ),
    );
    queued += claimed;
    if (claimed === 0) await finishIfDone(id, now);
  }
  if (queued > 0) emailsQueued();
  return { queued, slotMs, sending: true, nextAt: undefined };
}

/** A sent edition's web version in `locale`: its subject, when it went, its body as HTML (no one's address or token in it). */
export async function webVersion(id: number, locale: Locale) {
  const edition = await getEdition(id);
  if (!edition || edition.status !== "sent" || !edition.sentAt) return undefined;
  const origin = publicOrigin();
  return {
    subject: locale === "ar" ? edition.subjectAr : edition.subjectEn,
    sentAt: edition.sentAt,
    sentOn: formatDate(edition.sentAt, locale),
    body: renderToStaticMarkup(<EditionBody edition={contentOf(edition)} rendering={{ origin, locale, counted: false }} />),
  };
}

/** The n-th link of an edition that went out, counted once more; undefined for any other. */
export async function followLink(id: number, n: number) {
  const edition = await getEdition(id);
  if (!edition || !["sending", "sent", "cancelled"].includes(edition.status)) return undefined;
  const target = editionLinks(contentOf(edition), publicOrigin())[n];
  if (!target) return undefined;
  await countClick(id, n);
  return target;
}

/**
 * The dashboard's preview: the edition's email in `locale` as a subscriber gets it, addressed to the
 * signed-in user, no link counted. Its images and links are this site's paths, not the public
 * address: the preview frame loads them from whichever address the dashboard is open at.
 */
export async function previewHtml(edition: EditionContent, locale: Locale, email: string) {
  const origin = "";
  const message = editionEmail(
    edition,
    locale,
    {
      email,
      unsubscribe: `${origin}${locale === "en" ? "/en" : ""}/newsletter/unsubscribe`,
      mailto: `mailto:${unsubscribeMailbox()}?subject=unsubscribe`,
    },
    { origin, sender: await senderIn(locale), test: true },
  );
  return message.html;
}
