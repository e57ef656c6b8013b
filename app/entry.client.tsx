import "./schemas/zod-config";
import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { baseOptions, formats } from "./locales/i18next";

/** Only hydrated pages (the dashboard, sign-in) run this: one instance, the page's language only. */
async function hydrate() {
  const lng = document.documentElement.lang === "en" ? "en" : "ar";
  const { default: translation } = lng === "en" ? await import("./locales/en") : await import("./locales/ar");
  const i18n = createInstance({ ...baseOptions, lng, resources: { [lng]: { translation } } });
  await i18n.use(initReactI18next).use(formats).init();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
