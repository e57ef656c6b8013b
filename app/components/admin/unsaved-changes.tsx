import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useBlocker } from "react-router";
import { buttonStyles } from "./buttons";

/** On a link or button that drops what its form holds (an editor's "Cancel"): following it does not ask. */
export const discardsChanges = { "data-discards-changes": "" } as const;

/**
 * What a refused save leaves on the page: a field the server marked invalid, or the conflict view
 * (whose "save mine on top" form holds what was typed). Its text is still unsaved.
 */
const refusedForms = 'form[method="post"]:has([aria-invalid="true"]), [data-conflict] form[method="post"]';

/** The name of the submitter Conform's validation submits with (@conform-to/dom's `requestIntent`). */
const conformIntent = "__intent__";

/** The dashboard's edit forms: posted, and not opted out with `data-unsaved-guard="off"`. */
function editFormOf(target: EventTarget | null): HTMLFormElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const form = "form" in target && target.form instanceof HTMLFormElement ? target.form : target.closest("form");
  if (!form || form.method !== "post" || form.dataset.unsavedGuard === "off") return undefined;
  return form;
}

/**
 * Nothing typed is lost (docs/decisions/0026-drafts-preview-translation-status.md): one guard for
 * every edit form of the dashboard, rendered once by its layout. A posted form that has been typed
 * in since it was shown, saved or reset is unsaved; while one is, closing or reloading the window
 * asks (`beforeunload`) and an in-app navigation (a tab, a link, the header search, another item's
 * editor) asks in a modal dialog: Escape or «البقاء في الصفحة» stays, «المغادرة دون حفظ» goes on.
 * Submitting the form (a save, a publish) or following a link marked `discardsChanges` clears it;
 * a form leaving the page clears it too. A save the server refused (a field marked invalid, the
 * conflict view) is unsaved for as long as it is on the page: read from the page when a navigation
 * asks, not from the moment its answer arrived, which a quick click can beat. Without JavaScript a
 * saved draft is the safety net.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const unsaved = useRef(new Set<HTMLFormElement>());
  const dialog = useRef<HTMLDialogElement>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  /** Refused forms whose text was let go of (their "Cancel" followed): they no longer ask. */
  const discarded = useRef(new WeakSet<HTMLFormElement>());

  const anyUnsaved = () => {
    for (const form of unsaved.current) if (!form.isConnected) unsaved.current.delete(form);
    if (unsaved.current.size > 0) return true;
    for (const form of document.querySelectorAll<HTMLFormElement>(refusedForms)) {
      if (editFormOf(form) && !discarded.current.has(form)) return true;
    }
    return false;
  };

  useEffect(() => {
    const forms = unsaved.current;
    const onEdit = (event: Event) => {
      const form = editFormOf(event.target);
      if (form) forms.add(form);
    };
    // Capture phase: before React Router turns the submit into a navigation, which the blocker sees.
    // Conform validates a field on blur by a submit with its own hidden submitter: not a save.
    const onSubmitOrReset = (event: Event) => {
      if (event instanceof SubmitEvent && event.submitter?.getAttribute("name") === conformIntent) return;
      if (!(event.target instanceof HTMLFormElement)) return;
      forms.delete(event.target);
      // Sent again: should the server refuse it, it asks again.
      if (event.type === "submit") discarded.current.delete(event.target);
    };
    const onClick = (event: Event) => {
      const discard = event.target instanceof Element ? event.target.closest("[data-discards-changes]") : null;
      if (!discard) return;
      const form = discard.closest("form");
      const letGo = form ? [form] : [...forms, ...document.querySelectorAll<HTMLFormElement>(refusedForms)];
      for (const each of letGo) {
        forms.delete(each);
        discarded.current.add(each);
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyUnsaved()) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = "";
    };
    // The document's listeners capture (they see every form's events first); one list adds and removes them.
    const captured: Array<[type: string, listener: (event: Event) => void]> = [
      ["input", onEdit],
      ["change", onEdit],
      ["submit", onSubmitOrReset],
      ["reset", onSubmitOrReset],
      ["click", onClick],
    ];
    for (const [type, listener] of captured) document.addEventListener(type, listener, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      for (const [type, listener] of captured) document.removeEventListener(type, listener, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // Only the hash moving (a link to an anchor of the same page) unmounts nothing.
    const samePage = currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search;
    return !samePage && anyUnsaved();
  });
  const blocked = blocker.state === "blocked";

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocked && !element.open) {
      element.showModal();
      stayButton.current?.focus();
    } else if (!blocked && element.open) element.close();
  }, [blocked]);

  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
  };
  const leave = () => {
    if (blocker.state !== "blocked") return;
    unsaved.current.clear();
    for (const form of document.querySelectorAll<HTMLFormElement>(refusedForms)) discarded.current.add(form);
    blocker.proceed();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
      // Escape: the browser's cancel, which stays.
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id="unsaved-changes-title" className="text-lg font-bold">
        {t("admin.unsaved.title")}
      </h2>
      <p id="unsaved-changes-text" className="mt-2 text-slate-700">
        {t("admin.unsaved.text")}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {/* Staying is the first and focused choice: a stray Enter keeps the text. */}
        <button ref={stayButton} type="button" onClick={stay} className={buttonStyles.primary}>
          {t("admin.unsaved.stay")}
        </button>
        <button type="button" onClick={leave} className={buttonStyles.dangerOutline}>
          {t("admin.unsaved.leave")}
        </button>
      </div>
    </dialog>
  );
}
