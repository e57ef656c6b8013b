import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LanguageSwitch } from "./language-switch";

/**
 * The card of the pages before signing in (sign-in, forgotten password, reset, invitation): not indexed, the language
 * switch, an icon, the title and intro, then the page's own content.
 */
export function SignInCard({
  icon: Icon,
  title,
  large,
  intro,
  pageTitle,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The sign-in page's larger title. */
  large?: boolean;
  intro?: string;
  /** The document's title, when the page does not set it among its own content. */
  pageTitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-sky-50 to-violet-50 p-4">
      {pageTitle && <title>{pageTitle}</title>}
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
        <div className="flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="mt-2 text-center">
          <Icon className="mx-auto size-10 text-sky-700" aria-hidden="true" />
          <h1 className={`mt-3 ${large ? "text-3xl" : "text-2xl"} font-black text-slate-900`}>{title}</h1>
          {intro && <p className="mt-2 text-slate-700">{intro}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}

/** A sign-in form's own errors (not a field's), read out when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} role="alert" className="empty:hidden">
      {errors && <p className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800">{errors.join(" ")}</p>}
    </div>
  );
}
