import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SignInCard } from "~/components/admin/sign-in-card";
import { useTranslation } from "~/lib/use-translation";

/** The sign-in page's card, for the password-reset and invitation pages, with the way back to signing in. */
export function ResetFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SignInCard icon={KeyRound} title={title} intro={intro}>
      {children}
      <p className="mt-6 text-center">
        <Link to="/admin-login" className="font-semibold text-sky-800 underline">
          {t("admin.passwordReset.backToLogin")}
        </Link>
      </p>
    </SignInCard>
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
