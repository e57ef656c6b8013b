import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { OutboxMessage } from "#db/models/outbox.server";
import type { Locale } from "~/config/site";
import { appString } from "~/locales/lookup";

/*
 * The emails the site sends, each as plain text and HTML in the recipient's language. The HTML is
 * rendered by React, so every visitor-supplied value is escaped by construction; Arabic emails are
 * RTL (dir="rtl" lang="ar"). docs/decisions/0028-email-outbox.md.
 */

function t(locale: Locale, key: string, values: Record<string, string> = {}) {
  const text = appString(locale, `email.${key}`) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

const fontStack = "Tahoma, Arial, sans-serif";

function Layout({ locale, children }: { locale: Locale; children: ReactNode }) {
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
          <p style={{ marginTop: "32px", fontSize: "12px", color: "#64748b" }}>{t(locale, "footer")}</p>
        </div>
      </body>
    </html>
  );
}

function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: "#0369a1",
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "8px",
          textDecoration: "none",
          fontWeight: "bold",
        }}
      >
        {children}
      </a>
    </p>
  );
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
export function contactNotificationEmail(to: string, message: ContactNotificationInput, siteOrigin: string): OutboxMessage {
  const locale: Locale = /[\u0600-\u06FF]/.test(`${message.subject}${message.message}`) ? "ar" : "en";
  const subjectLine = message.subject.trim() || t(locale, "contact.noSubject");
  const dashboard = `${siteOrigin}/admin-dashboard/messages`;
  const rows: [string, string][] = [
    [t(locale, "contact.name"), message.fullName],
    [t(locale, "contact.email"), message.email],
    ...(message.phone ? [[t(locale, "contact.phone"), message.phone] as [string, string]] : []),
    [t(locale, "contact.subjectLabel"), subjectLine],
  ];
  return {
    to,
    replyTo: message.email,
    subject: t(locale, "contact.subject", { subject: subjectLine.replace(/\s+/g, " ").slice(0, 150) }),
    text: plain(locale, [
      t(locale, "contact.intro"),
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `${t(locale, "contact.message")}:`,
      message.message,
      "",
      t(locale, "contact.reply", { name: message.fullName }),
      `${t(locale, "contact.open")}: ${dashboard}`,
    ]),
    html: html(
      <Layout locale={locale}>
        <p>{t(locale, "contact.intro")}</p>
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
        <h2 style={{ fontSize: "16px", marginTop: "24px" }}>{t(locale, "contact.message")}</h2>
        <p dir="auto" style={{ whiteSpace: "pre-wrap", backgroundColor: "#f1f5f9", padding: "12px", borderRadius: "8px" }}>
          {message.message}
        </p>
        <p>{t(locale, "contact.reply", { name: message.fullName })}</p>
        <p>
          <a href={dashboard}>{t(locale, "contact.open")}</a>
        </p>
      </Layout>,
    ),
  };
}

/** The single-use link to choose a new password, in the language it was asked for in. */
export function passwordResetEmail(to: string, link: string, locale: Locale): OutboxMessage {
  return {
    to,
    subject: t(locale, "passwordReset.subject"),
    text: plain(locale, [
      t(locale, "passwordReset.intro", { email: to }),
      "",
      `${t(locale, "passwordReset.action")}: ${link}`,
      "",
      t(locale, "passwordReset.validity"),
      t(locale, "passwordReset.ignore"),
    ]),
    html: html(
      <Layout locale={locale}>
        <p>{t(locale, "passwordReset.intro", { email: to })}</p>
        <ActionLink href={link}>{t(locale, "passwordReset.action")}</ActionLink>
        <p>{t(locale, "passwordReset.validity")}</p>
        <p>{t(locale, "passwordReset.ignore")}</p>
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
export function newsletterConfirmationEmail(to: string, links: { confirm: string; unsubscribe: string }, locale: Locale): OutboxMessage {
  return {
    to,
    subject: t(locale, "newsletter.subject"),
    headers: newsletterHeaders(links.unsubscribe),
    text: plain(locale, [
      t(locale, "newsletter.intro"),
      "",
      `${t(locale, "newsletter.action")}: ${links.confirm}`,
      "",
      t(locale, "newsletter.validity"),
      t(locale, "newsletter.ignore"),
      "",
      `${t(locale, "newsletter.unsubscribeText")} ${links.unsubscribe}`,
    ]),
    html: html(
      <Layout locale={locale}>
        <p>{t(locale, "newsletter.intro")}</p>
        <ActionLink href={links.confirm}>{t(locale, "newsletter.action")}</ActionLink>
        <p>{t(locale, "newsletter.validity")}</p>
        <p>{t(locale, "newsletter.ignore")}</p>
        <p style={{ fontSize: "13px", color: "#475569" }}>
          {t(locale, "newsletter.unsubscribeText")} <a href={links.unsubscribe}>{t(locale, "newsletter.unsubscribe")}</a>
        </p>
      </Layout>,
    ),
  };
}
