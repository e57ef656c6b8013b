import { useLocation } from "react-router";

/**
 * The dashboard keeps its UI state in the URL so every panel opens without JavaScript
 * (docs/decisions/0008-forms-without-javascript.md): `?edit=12` opens item 12's editor,
 * `?confirm=delete-12` asks before deleting it, and so on.
 */
export const panelParams = {
  /** The record whose editor is open. */
  edit: "edit",
  /** The icon item whose picker is open (content tab). */
  icon: "icon",
  /** The button item whose link form is open (content tab). */
  link: "link",
  /** `<intent>-<id>`: the deletion waiting for its second click. */
  confirm: "confirm",
  /** The "add" form is open. */
  new: "new",
  /** The user whose password form is open (users tab). */
  password: "password",
  /** The item just saved: its page and section open, scrolled to (content tab). */
  item: "item",
} as const;

/** Filters and paging: kept when a panel closes or a form is saved. */
export const listParams = {
  missing: "missing",
  /** The content tab's translation-status filter (`stale`); `missing=1` is the missing one. */
  status: "status",
  /** The content tab's open page, the only one whose items are loaded. */
  open: "open",
  /** The content tab's slice of its list (from 1): `?open=home&slice=3` shows the home page's items 101–150. */
  slice: "slice",
  filter: "filter",
  page: "page",
} as const;

/** Every panel parameter: dropped from the URL a saved form returns to. */
export const allPanelParams: readonly string[] = Object.values(panelParams);

/** Hidden fields every dashboard form shares: the action dispatches on `intent`, `id` names the record. */
export const formFields = { intent: "intent", id: "id" } as const;

/** The confirm token of a deletion, e.g. `delete-12` or `delete-link-5`. */
export function confirmToken(intent: string, id: number) {
  return `${intent}-${id}`;
}

/** The current URL's search params with some set or removed, as a relative link. */
export function useQueryHref() {
  const { pathname, search } = useLocation();
  return (changes: Partial<Record<string, string | null>>) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === undefined) params.delete(name);
      else params.set(name, value);
    }
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** Closes every open panel (used by links that open another one). */
export const closedPanels: Record<string, null> = Object.fromEntries(allPanelParams.map((name) => [name, null]));

/**
 * A form's action that returns to its row (docs/decisions/0026-drafts-preview-translation-status.md):
 * without JavaScript a refused or conflicting save re-renders the page at `#<anchor>`, with what was
 * typed, instead of at its top. An index route's action names `?index` itself once an action is given.
 */
export function useActionTo(anchor: string, { index = false } = {}) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("index");
  const query = params.toString();
  const prefix = index ? (query ? `?index&${query}` : "?index") : query ? `?${query}` : "";
  return `${pathname}${prefix}#${anchor}`;
}
