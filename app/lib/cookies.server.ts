import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookie, type SerializeOptions, stringifySetCookie } from "cookie";
import { isLocale, type Locale, languageCookieName } from "~/config/site";
import { languageCookieMaxAge } from "./language-memory";
import { sessionSecret } from "./secret.server";

/*
 * Every cookie the site sets, its name and attributes here and nowhere else
 * (docs/decisions/0031-http-policy-on-the-routes.md), parsed and written by `cookie`. The values
 * keep React Router's encoding (base64 JSON, signed `value.mac`), so cookies set before stay valid.
 */

/** The visitor's language choice: a plain `ar`/`en` the page's script mirrors into localStorage (app/lib/language-memory.ts). */
const language = { name: languageCookieName, options: { path: "/", sameSite: "lax", maxAge: languageCookieMaxAge } } as const;
/** A one-shot notice (app/lib/flash.server.ts): signed, so a visitor cannot forge one. */
const flash = { name: "mahami-flash", options: { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 } } as const;
/** The session token (app/services/session.server.ts): `__Host-` over https, where it is Secure. */
const session = (secure: boolean) =>
  ({ name: secure ? "__Host-mahami-session" : "mahami-session", options: { path: "/", httpOnly: true, sameSite: "lax", secure } }) as const;

/** A sign-in waiting for its second factor (app/features/two-factor/two-factor.service.server.ts): signed, 5 minutes, never the password. */
const pendingSignIn = { name: "mahami-pending-sign-in", options: { path: "/", httpOnly: true, sameSite: "lax", maxAge: 5 * 60 } } as const;
/**
 * The accounts that signed in from this browser before (app/features/two-factor/known-device.service.server.ts): signed,
 * 180 days, renewed by each sign-in.
 */
const knownDevice = { name: "mahami-known-device", options: { path: "/", httpOnly: true, sameSite: "lax", maxAge: 180 * 24 * 60 * 60 } } as const;

/** cookie 2 names the `Set-Cookie` writer `stringifySetCookie({ name, value, ...attributes })`. */
const serialize = (name: string, value: string, options: SerializeOptions) => stringifySetCookie({ name, value, ...options });

function cookiesOf(header: string | null | undefined) {
  return header ? parseCookie(header) : {};
}

const cookieHeader = (request: Request) => request.headers.get("Cookie");

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

function decode(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}

const mac = (value: string) => createHmac("sha256", sessionSecret()).update(value).digest("base64").replace(/=+$/, "");

function sign(value: string) {
  return `${value}.${mac(value)}`;
}

function unsign(signed: string) {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return undefined;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(mac(value));
  const given = Buffer.from(signed.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : undefined;
}

/** `Max-Age` and, for older clients, the matching `Expires`. */
const lasting = (options: SerializeOptions): SerializeOptions =>
  options.maxAge ? { ...options, expires: new Date(Date.now() + options.maxAge * 1000) } : options;

/** The language a request's cookie names, if any. */
export function languageFromCookies(header: string | null | undefined): Locale | undefined {
  const value = cookiesOf(header)[language.name];
  return isLocale(value) ? value : undefined;
}

export const languageCookie = {
  read: (request: Request) => languageFromCookies(cookieHeader(request)),
  serialize: (locale: Locale) => serialize(language.name, locale, language.options),
};

/** True when a request carries a one-shot notice (the page store never keeps such an answer). */
export function carriesFlash(header: string | null | undefined) {
  return cookiesOf(header)[flash.name] !== undefined;
}

export const flashCookie = {
  /** The notice's value when it is present and signed by this site. */
  read: (request: Request): unknown => {
    const signed = cookiesOf(cookieHeader(request))[flash.name];
    const value = signed ? unsign(signed) : undefined;
    return value === undefined ? undefined : decode(value);
  },
  serialize: (value: unknown) => serialize(flash.name, sign(encode(value)), lasting(flash.options)),
  clear: () => serialize(flash.name, "", { ...flash.options, maxAge: 0 }),
};

/** A cookie whose value is signed by this site: read gives it back only when the signature holds. */
function signedCookie({ name, options }: { name: string; options: SerializeOptions }) {
  return {
    read: (request: Request): unknown => {
      const signed = cookiesOf(cookieHeader(request))[name];
      const value = signed ? unsign(signed) : undefined;
      return value === undefined ? undefined : decode(value);
    },
    serialize: (value: unknown) => serialize(name, sign(encode(value)), lasting(options)),
    clear: () => serialize(name, "", { ...options, maxAge: 0 }),
  };
}

export const pendingSignInCookie = signedCookie(pendingSignIn);

export const knownDeviceCookie = signedCookie(knownDevice);

export const sessionCookie = (secure: boolean) => {
  const { name, options } = session(secure);
  return {
    read: (request: Request): unknown => {
      const value = cookiesOf(cookieHeader(request))[name];
      return value ? decode(value) : undefined;
    },
    serialize: (token: string) => serialize(name, encode(token), options),
    clear: () => serialize(name, "", { ...options, maxAge: 0 }),
  };
};

/** The session cookie's name over https (`__Host-`) or plain http (GET /api/openapi.json names both). */
export const sessionCookieName = (secure: boolean) => session(secure).name;

/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: every cookie is `Secure` in production over https. The session cookie sets it
 * itself; this adds it, in one place, to every other cookie a response sets.
 */
export function withSecureAttribute(setCookie: string, secure: boolean) {
  if (!secure || /;\s*secure\s*(?:;|$)/i.test(setCookie)) return setCookie;
  return `${setCookie}; Secure`;
}
