import { isLocale, languageCookieName } from "../config/site";

/** A year: the language choice outlives any visit. The server writes the cookie alike (app/lib/cookies.server.ts). */
export const languageCookieMaxAge = 31536000;

/**
 * Mirrors the language cookie into localStorage (docs/product.md#language-switch) and back,
 * for the public pages' script and the dashboard alike. Relative imports: the public script's own
 * build has no aliases (app/vite/public-script.ts).
 */
export function rememberLanguage() {
  const fromCookie = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${languageCookieName}=`))
    ?.slice(languageCookieName.length + 1);
  try {
    if (isLocale(fromCookie)) {
      localStorage.setItem(languageCookieName, fromCookie);
      return;
    }
    const stored = localStorage.getItem(languageCookieName);
    if (isLocale(stored)) document.cookie = `${languageCookieName}=${stored}; Path=/; Max-Age=${languageCookieMaxAge}; SameSite=Lax`;
  } catch {
    // Storage refused (a private window's policy): the cookie alone keeps the choice.
  }
}
