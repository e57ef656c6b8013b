import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { buttonStyles, SubmitButton } from "./buttons";
import { confirmToken, formFields, panelParams, useQueryHref } from "./panel-params";
import { useTranslation } from "~/lib/use-translation";

interface ConfirmDeleteProps {
  id: number;
  intent?: string;
  /** What is deleted, for screen readers: "Delete <label>". */
  label: string;
  buttonText?: string;
  /** More hidden fields for the delete form. */
  fields?: Record<string, string | number>;
  /** Without JavaScript the confirm step is a new page: scroll it to this element id. */
  anchor?: string;
  /** The second step's words, for an action that is not a deletion (a restore). */
  question?: string;
  confirmText?: string;
  pendingText?: string;
  /** The first button's look: a restore is not dangerous. */
  variant?: "danger" | "secondary";
}

/**
 * Deletion in two steps (docs/decisions/0008-forms-without-javascript.md). Without JavaScript the
 * first button is a link to `?confirm=<intent>-<id>`, which renders the confirm form; with it, the
 * same step happens in place.
 */
export function ConfirmDelete({
  id,
  intent = "delete",
  label,
  buttonText,
  fields = {},
  anchor,
  question,
  confirmText,
  pendingText,
  variant = "danger",
}: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const token = confirmToken(intent, id);
  const { key: locationKey } = useLocation();
  // The in-place step belongs to the page it was opened on: a refused deletion comes back to the
  // same page under a new location, which starts again from the first step.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === locationKey;
  const setOpen = (value: boolean) => setOpenOn(value ? locationKey : undefined);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirming = open || searchParams.get(panelParams.confirm) === token;
  useEffect(() => {
    if (open) confirmRef.current?.focus();
  }, [open]);

  if (!confirming) {
    return (
      <Link
        to={`${queryHref({ [panelParams.confirm]: token })}${anchor ? `#${anchor}` : ""}`}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={variant === "danger" ? buttonStyles.dangerOutline : buttonStyles.secondary}
        aria-label={`${buttonText ?? t("admin.actions.delete")}: ${label}`}
      >
        {buttonText ?? t("admin.actions.delete")}
      </Link>
    );
  }
  return (
    <Form
      method="post"
      preventScrollReset
      className={`flex flex-wrap items-center gap-2 rounded-lg p-2 ${variant === "danger" ? "bg-red-50" : "bg-sky-50"}`}
    >
      <input type="hidden" name={formFields.id} value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <span className={`text-sm font-bold ${variant === "danger" ? "text-red-900" : "text-sky-900"}`}>
        {question ?? t("admin.actions.confirmQuestion")}
      </span>
      <SubmitButton
        ref={confirmRef}
        intent={intent}
        id={id}
        variant={variant === "danger" ? "danger" : "primary"}
        pendingLabel={pendingText ?? t("admin.actions.deleting")}
        ariaLabel={`${confirmText ?? t("admin.actions.confirmDelete")}: ${label}`}
      >
        {confirmText ?? t("admin.actions.confirmDelete")}
      </SubmitButton>
      <Link
        to={queryHref({ [panelParams.confirm]: null })}
        preventScrollReset
        onClick={(event) => {
          if (!open) return;
          event.preventDefault();
          setOpen(false);
        }}
        className={buttonStyles.secondary}
      >
        {t("admin.actions.cancel")}
      </Link>
    </Form>
  );
}
