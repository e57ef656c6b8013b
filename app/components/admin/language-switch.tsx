import { Form, useLocation } from "react-router";
import { buttonStyles } from "./buttons";
import { useTranslation } from "~/lib/use-translation";
import { useLocale } from "./locale";

/** The admin's own language switch: a POST form, so it works without JavaScript; a whole reload, as the browser holds one language's strings. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <Form method="post" action="/admin-language" reloadDocument>
      <input type="hidden" name="lng" value={other} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {/* The hint is in the dashboard's language; only the other language's name is marked as such. */}
      <button type="submit" title={t("admin.language.hint")} className={buttonStyles.secondary}>
        <span lang={other} dir={other === "ar" ? "rtl" : "ltr"}>
          {t("admin.language.switch")}
        </span>
      </button>
    </Form>
  );
}
