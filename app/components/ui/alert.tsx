import { CircleAlert, CircleCheck } from "lucide-react";

const tones = {
  success: { box: "bg-emerald-50 text-emerald-900 ring-emerald-200", icon: "text-emerald-700", Icon: CircleCheck },
  error: { box: "bg-rose-50 text-rose-900 ring-rose-200", icon: "text-rose-700", Icon: CircleAlert },
} as const;

/**
 * An inline message beside a form. Success is a polite status, an error an assertive alert,
 * so screen readers announce both when they appear after a submission.
 */
export function Alert({
  kind,
  children,
  className = "",
  id,
}: {
  kind: "success" | "error";
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  const tone = tones[kind];
  return (
    <div
      id={id}
      role={kind === "error" ? "alert" : "status"}
      data-kind={kind}
      className={`flex items-start gap-3 rounded-2xl p-4 font-semibold ring-1 ${tone.box} ${className}`}
    >
      <tone.Icon className={`mt-0.5 size-5 shrink-0 ${tone.icon}`} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
