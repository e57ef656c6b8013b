import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nOf } from "~/lib/i18n.server";
import { type Translation, useTranslation } from "~/lib/use-translation";

/** The dashboard's translation hook (app/lib/use-translation.ts): the provider's instance and language, one `t` each. */
describe("useTranslation", () => {
  function render(i18n: ReturnType<typeof i18nOf>, seen: Translation[]) {
    const Probe = () => {
      const translation = useTranslation();
      seen.push(translation);
      return createElement("p", null, translation.t("admin.history.link"));
    };
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Probe), createElement(Probe)));
  }

  it("translates with the provider's instance in its language", () => {
    const seen: Translation[] = [];
    expect(render(i18nOf("ar"), seen)).toBe(`<p>${i18nOf("ar").t("admin.history.link")}</p>`.repeat(2));
    expect(render(i18nOf("en"), seen)).toBe(`<p>${i18nOf("en").t("admin.history.link")}</p>`.repeat(2));
    expect(i18nOf("ar").t("admin.history.link")).not.toBe(i18nOf("en").t("admin.history.link"));
    expect(seen[0].i18n).toBe(i18nOf("ar"));
    expect(seen[2].i18n).toBe(i18nOf("en"));
  });

  it("gives every component of an instance and language the same `t`, across renders", () => {
    const seen: Translation[] = [];
    render(i18nOf("en"), seen);
    render(i18nOf("en"), seen);
    expect(new Set(seen.map((translation) => translation.t)).size).toBe(1);
  });

  it("follows the instance to another language", async () => {
    const i18n = createInstance({ lng: "en", resources: { en: { translation: { hello: "Hello" } }, ar: { translation: { hello: "مرحباً" } } } });
    await i18n.init();
    const Hello = () => createElement("p", null, useTranslation().t("hello" as never));
    const markup = () => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Hello)));
    expect(markup()).toBe("<p>Hello</p>");
    await i18n.changeLanguage("ar");
    expect(markup()).toBe("<p>مرحباً</p>");
  });
});
