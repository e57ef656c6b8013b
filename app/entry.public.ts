/**
 * The only script of the public pages (docs/decisions/0024-static-public-pages.md): they are
 * server-rendered HTML without React in the browser, and this small module adds what needs
 * JavaScript. It is built by app/vite/public-script.ts and inlined by the site layout, allowed by
 * its CSP hash. Everything here enhances HTML that already works without it.
 */
import { rememberLanguage } from "./lib/language-memory";

/**
 * `form[data-pending]`: once the browser accepts a submission, its submit button is disabled and
 * shows its pending label and spinner (`[data-pending-label]`) while the page posts normally.
 * `data-pending="server"` also leaves the checks to the server, whose messages are localized.
 */
function pendingForms() {
  const forms = document.querySelectorAll<HTMLFormElement>("form[data-pending]");
  for (const form of forms) {
    if (form.dataset.pending === "server") form.noValidate = true;
    form.addEventListener("submit", () => setPending(form, true));
  }
  // A page restored from the back/forward cache comes back as it was left: pending.
  addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of forms) setPending(form, false);
  });
}

function setPending(form: HTMLFormElement, pending: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  button.disabled = pending;
  button.setAttribute("aria-busy", String(pending));
  for (const part of button.querySelectorAll<HTMLElement>("[data-idle-label]")) part.hidden = pending;
  for (const part of button.querySelectorAll<HTMLElement>("[data-pending-label]")) part.hidden = !pending;
}

/** `img[data-fallback]`: a photo that fails to load (before or after this runs) shows the placeholder. */
function imageFallbacks() {
  const showFallback = (image: HTMLImageElement) => {
    const fallback = image.dataset.fallback;
    if (!fallback || image.src.endsWith(fallback)) return;
    // A srcset, or a <picture>'s <source>, would keep choosing the failed address over src.
    if (image.parentElement instanceof HTMLPictureElement) for (const source of image.parentElement.querySelectorAll("source")) source.remove();
    image.removeAttribute("srcset");
    image.src = fallback;
  };
  addEventListener("error", (event) => event.target instanceof HTMLImageElement && showFallback(event.target), true);
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (image.complete && image.naturalWidth === 0) showFallback(image);
  }
}

/** `details[data-menu]`: the small-screen menu closes when one of its links is followed (a section link stays on the page). */
function closingMenu() {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) {
    menu.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) menu.open = false;
    });
    addEventListener("keydown", (event) => {
      if (event.key === "Escape" && menu.open) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    });
  }
}

pendingForms();
imageFallbacks();
closingMenu();
// The first use of localStorage opens the site's storage: after the first paint, not before it.
setTimeout(rememberLanguage, 0);
