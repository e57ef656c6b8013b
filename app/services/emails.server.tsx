import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { OutboxMessage } from "#db/models/outbox.server";
import type { Locale } from "~/config/site";
import type { Role } from "~/domain/roles";
import { actionButtonStyle } from "~/lib/email-style";
import { i18nOf } from "~/lib/i18n.server";
import { formatDateTime } from "~/domain/formats";

/*
 * The emails the site sends, each as plain text and HTML in the recipient's language. The HTML is
 * rendered by React, so every visitor-supplied value is escaped by construction; Arabic emails are
 * RTL (dir="rtl" lang="ar"). docs/decisions/0028-email-outbox.md.
 */

/** The `email.*` strings of app/locales in the recipient's language. */
const emailT = (locale: Locale) => i18nOf(locale).getFixedT(locale, null, "email");

const fontStack = "Tahoma, Arial, sans-serif";

/** The company's legal name in each language, when the owner has given it (app/services/company.server.ts emailSender). */
export type LegalNames = Partial<Record<Locale, string | null>>;

function Layout({ locale, children, legalNames = {} }: { locale: Locale; children: ReactNode; legalNames?: LegalNames }) {
  const dir = locale === "ar" ? "rtl" : "ltr";
  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
      </head>
      <body dir={dir} style={{ margin: 0, padding: "24px", backgroundColor: "#f8fafc", fontFamily: fontStack, color: "#0f172a" }}>
        <div
          dir={dir}
          style={{ maxWidth: "600px", margin: "0 auto", backgroundColor: "#ffffff", borderRadius: "12px", padding: "24px", textAlign: "start" }}
        >
          {children}
          <p style={{ marginTop: "32px", fontSize: "12px", color: "#64748b" }}>{footerLine(locale, legalNames)}</p>
        </div>
      </body>
    </html>
  );
}

function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a href={href} style={actionButtonStyle}>
        {children}
      </a>
    </p>
  );
}

/** "Mahami · Doha, Qatar", with the legal name after it once given. */
function footerLine(locale: Locale, legalNames: LegalNames) {
  const name = legalNames[locale];
  return name ? `${emailT(locale)("footer")} · ${name}` : emailT(locale)("footer");
}

const html = (element: ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

/** Arabic text in a plain-text part, marked RTL for the mail clients that honour it. */
const plain = (locale: Locale, lines: string[]) => (locale === "ar" ? lines.map((line) => (line ? `\u200F${line}` : line)) : lines).join("\n");

export interface ContactNotificationInput {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/**
 * A new contact message, to one recipient: the visitor's words escaped, Reply-To the visitor, the
 * subject naming the message's subject. Written in the language of the message's text when it is
 * Arabic, so an Arabic message reads in its own direction.
 */
export function contactNotificationEmail(
  to: string,
  message: ContactNotificationInput,
  siteOrigin: string,
  legalNames: LegalNames = {},
): OutboxMessage {
  const locale: Locale = /[\u0600-\u06FF]/.test(`${message.subject}${message.message}`) ? "ar" : "en";
  const t = emailT(locale);
  const subjectLine = message.subject.trim() || t("contact.noSubject");
  const dashboard = `${siteOrigin}/admin-dashboard/messages`;
  const rows: [string, string][] = [
    [t("contact.name"), message.fullName],
    [t("contact.email"), message.email],
    ...(message.phone ? [[t("contact.phone"), message.phone] as [string, string]] : []),
    [t("contact.subjectLabel"), subjectLine],
  ];
  return {
    to,
    replyTo: message.email,
    subject: t("contact.subject", { subject: subjectLine.replace(/\s+/g, " ").slice(0, 150) }),
    text: plain(locale, [
      t("contact.intro"),
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `${t("contact.message")}:`,
      message.message,
      "",
      t("contact.reply", { name: message.fullName }),
      `${t("contact.open")}: ${dashboard}`,
    ]),
    html: html(
      <Layout locale={locale} legalNames={legalNames}>
        <p>{t("contact.intro")}</p>
        <table style={{ borderCollapse: "collapse", width: "100%" }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th style={{ textAlign: "start", padding: "4px 8px", color: "#475569", whiteSpace: "nowrap" }}>{label}</th>
                <td dir="auto" style={{ padding: "4px 8px" }}>
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2 style={{ fontSize: "16px", marginTop: "24px" }}>{t("contact.message")}</h2>
        <p dir="auto" style={{ whiteSpace: "pre-wrap", backgroundColor: "#f1f5f9", padding: "12px", borderRadius: "8px" }}>
          {message.message}
        </p>
        <p>{t("contact.reply", { name: message.fullName })}</p>
        <p>
          <a href={dashboard}>{t("contact.open")}</a>
        </p>
      </Layout>,
    ),
  };
}

/** The single-use link to choose a new password, in the language it was asked for in. */
export function passwordResetEmail(to: string, link: string, locale: Locale, legalNames: LegalNames = {}): OutboxMessage {
  const t = emailT(locale);
  return {
    to,
    subject: t("passwordReset.subject"),
    text: plain(locale, [
      t("passwordReset.intro", { email: to }),
      "",
      `${t("passwordReset.action")}: ${link}`,
      "",
      t("passwordReset.validity"),
      t("passwordReset.ignore"),
    ]),
    html: html(
      <Layout locale={locale} legalNames={legalNames}>
        <p>{t("passwordReset.intro", { email: to })}</p>
        <ActionLink href={link}>{t("passwordReset.action")}</ActionLink>
        <p>{t("passwordReset.validity")}</p>
        <p>{t("passwordReset.ignore")}</p>
      </Layout>,
    ),
  };
}

/**
 * An invitation to the dashboard (docs/decisions/0039-roles.md): who invited, the role, the
 * single-use link to choose a password, valid 72 hours; in the language the administrator chose.
 */
export function invitationEmail(
  to: string,
  invite: { link: string; name: string; role: Role; invitedBy: string },
  locale: Locale,
  legalNames: LegalNames = {},
): OutboxMessage {
  const t = emailT(locale);
  const greeting = invite.name ? t("invitation.greetingName", { name: invite.name }) : t("invitation.greeting");
  const role = t(`invitation.roles.${invite.role}`);
  const intro = t("invitation.intro", { invitedBy: invite.invitedBy, role, email: to });
  return {
    to,
    subject: t("invitation.subject"),
    text: plain(locale, [greeting, "", intro, "", `${t("invitation.action")}: ${invite.link}`, "", t("invitation.validity"), t("invitation.ignore")]),
    html: html(
      <Layout locale={locale} legalNames={legalNames}>
        <p>{greeting}</p>
        <p>{intro}</p>
        <ActionLink href={invite.link}>{t("invitation.action")}</ActionLink>
        <p>{t("invitation.validity")}</p>
        <p>{t("invitation.ignore")}</p>
      </Layout>,
    ),
  };
}

/**
 * Headers every newsletter email carries (RFC 2369 and RFC 8058): a mail client's unsubscribe
 * button posts `List-Unsubscribe=One-Click` to the link, which unsubscribes at once.
 */
export function newsletterHeaders(unsubscribeLink: string) {
  return { "List-Unsubscribe": `<${unsubscribeLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The double opt-in's confirmation: nothing else is sent to the address until it is followed. */
export function newsletterConfirmationEmail(
  to: string,
  links: { confirm: string; unsubscribe: string },
  locale: Locale,
  legalNames: LegalNames = {},
): OutboxMessage {
  const t = emailT(locale);
  return {
    to,
    subject: t("newsletter.subject"),
    headers: newsletterHeaders(links.unsubscribe),
    text: plain(locale, [
      t("newsletter.intro"),
      "",
      `${t("newsletter.action")}: ${links.confirm}`,
      "",
      t("newsletter.validity"),
      t("newsletter.ignore"),
      "",
      `${t("newsletter.unsubscribeText")} ${links.unsubscribe}`,
    ]),
    html: html(
      <Layout locale={locale} legalNames={legalNames}>
        <p>{t("newsletter.intro")}</p>
        <ActionLink href={links.confirm}>{t("newsletter.action")}</ActionLink>
        <p>{t("newsletter.validity")}</p>
        <p>{t("newsletter.ignore")}</p>
        <p style={{ fontSize: "13px", color: "#475569" }}>
          {t("newsletter.unsubscribeText")} <a href={links.unsubscribe}>{t("newsletter.unsubscribe")}</a>
        </p>
      </Layout>,
    ),
  };
}

export interface ContactReplyInput {
  /** The visitor's message being answered. */
  original: { fullName: string; email: string; subject: string; message: string; createdAt: string };
  body: string;
  locale: Locale;
  replyTo?: string;
  /** Message-ID, In-Reply-To and References (docs/decisions/0061-replies-from-the-inbox.md). */
  headers: Record<string, string>;
}

/** Control characters and line breaks out of a value bound for a header (a subject): no header can be injected. */
const oneLine = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * An answer to a contact message, in the language chosen for it (Arabic right to left): the
 * administrator's text, then the visitor's message quoted. Sent to the visitor's address alone
 * (their name is never put in a header); Reply-To the support address.
 */
export function contactReplyEmail({ original, body, locale, replyTo, headers }: ContactReplyInput, legalNames: LegalNames = {}): OutboxMessage {
  const t = emailT(locale);
  const subjectLine = oneLine(original.subject) || t("reply.noSubject");
  const when = formatDateTime(original.createdAt, locale);
  const wrote = t("reply.wrote", { name: oneLine(original.fullName), when });
  return {
    to: original.email,
    replyTo,
    subject: t("reply.subject", { subject: subjectLine.slice(0, 150) }),
    headers,
    text: plain(locale, [body, "", "", wrote, ...original.message.split(/\r?\n/).map((line) => `> ${line}`)]),
    html: html(
      <Layout locale={locale} legalNames={legalNames}>
        <div style={{ whiteSpace: "pre-wrap" }}>{body}</div>
        <p style={{ marginTop: "32px", color: "#475569", fontSize: "14px" }}>{wrote}</p>
        <blockquote
          dir="auto"
          style={{
            margin: 0,
            paddingInlineStart: "12px",
            borderInlineStart: "3px solid #cbd5e1",
            color: "#475569",
            whiteSpace: "pre-wrap",
          }}
        >
          {original.message}
        </blockquote>
      </Layout>,
    ),
  };
}
