import { ShieldOff } from "lucide-react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { twoFactorIntent } from "./intents";

/**
 * Whether an administrator has two-factor sign-in on (docs/decisions/0040-two-factor-and-passkeys.md)
 * and, for someone else's account, the button that turns it off (a lost phone); a plain form post.
 */
export function TwoFactorStatus({ id, email, on, own }: { id: number; email: string; on: boolean; own: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge tone={on ? "emerald" : "slate"}>{t(on ? "admin.security.users.on" : "admin.security.users.off")}</Badge>
      {on && !own && (
        <Form method="post" preventScrollReset title={t("admin.security.users.turnOffHint", { email })}>
          <input type="hidden" name="id" value={id} />
          <SubmitButton
            intent={twoFactorIntent}
            id={id}
            variant="dangerOutline"
            pendingLabel={t("admin.actions.saving")}
            ariaLabel={`${t("admin.security.users.turnOff")}: ${email}`}
          >
            <ShieldOff className="size-4" aria-hidden="true" />
            {t("admin.security.users.turnOff")}
          </SubmitButton>
        </Form>
      )}
    </>
  );
}
