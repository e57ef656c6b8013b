import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitch } from "~/components/admin/language-switch";
import { useTranslation } from "react-i18next";

/** The sign-in page's card, for the two password-reset pages. */
export function ResetFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-sky-50 to-violet-50 p-4">
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
        <div className="flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="mt-2 text-center">
          <KeyRound className="mx-auto size-10 text-sky-700" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-black text-slate-900">{title}</h1>
          {intro && <p className="mt-2 text-slate-700">{intro}</p>}
        </div>
        {children}
        <p className="mt-6 text-center">
          <Link to="/admin-login" className="font-semibold text-sky-800 underline">
            {t("admin.passwordReset.backToLogin")}
          </Link>
        </p>
      </div>
    </main>
  );
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} role="alert" className="empty:hidden">
      {errors && <p className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800">{errors.join(" ")}</p>}
    </div>
  );
}

/** Why an emailed link cannot be used, in the page's language. */
export function UnusableLink({ text }: { text: string }) {
  return (
    <p className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800" role="alert">
      {text}
    </p>
  );
}
