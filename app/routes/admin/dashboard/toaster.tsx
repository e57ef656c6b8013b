import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Flash } from "~/lib/flash.server";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "~/components/ui/use-hydrated";

export type Toast = Flash & { id: string };

/** docs/product.md#toasts-and-notices: one toast at a time, shown for 5 s. */
const displayMs = 5000;

/**
 * The dashboard's notification area. The server renders the latest flash as a notice (so it
 * shows without JavaScript); in the browser it becomes a toast that dismisses itself after 5 s,
 * can be closed, and F8 moves focus to the area.
 */
export function Toaster({ toast: incoming }: { toast: Toast | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const region = useRef<HTMLElement>(null);
  const [toast, setToast] = useState(incoming);
  const [shownId, setShownId] = useState(incoming?.id);
  const [paused, setPaused] = useState(false);
  if (incoming && incoming.id !== shownId) {
    setShownId(incoming.id);
    setToast(incoming);
  }

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => setToast(undefined), displayMs);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const card = toast && (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${
        toast.kind === "error" ? "border-red-300 bg-red-50 text-red-950" : "border-emerald-300 bg-emerald-50 text-emerald-950"
      }`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="toast"
    >
      {toast.kind === "error" ? (
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      ) : (
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      )}
      <div className="flex-1">
        <p className="font-bold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      {hydrated && (
        <button type="button" onClick={() => setToast(undefined)} className="rounded-md p-1 hover:bg-black/5" aria-label={t("admin.toast.dismiss")}>
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t("admin.toast.region")}
      className="pointer-events-none fixed bottom-4 end-4 z-50 w-[min(24rem,calc(100vw-2rem))] focus:outline-none focus-visible:outline-3"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.kind === "success" && card}
      </div>
      <div role="alert" aria-atomic="true">
        {toast?.kind === "error" && card}
      </div>
    </section>
  );
}
