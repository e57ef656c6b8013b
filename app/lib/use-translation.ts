import type { i18n as I18n, TFunction } from "i18next";
import { useContext, useSyncExternalStore } from "react";
import { I18nContext, getI18n } from "react-i18next";

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

interface InstanceState {
  subscribe: (onChange: () => void) => () => void;
  byLanguage: Map<string, Translation>;
}

const states = new WeakMap<I18n, InstanceState>();

function stateOf(i18n: I18n): InstanceState {
  let state = states.get(i18n);
  if (!state) {
    state = {
      subscribe: (onChange) => {
        i18n.on("languageChanged", onChange);
        return () => i18n.off("languageChanged", onChange);
      },
      byLanguage: new Map(),
    };
    states.set(i18n, state);
  }
  return state;
}

/**
 * react-i18next's `useTranslation()` for what this app asks of it — the one namespace, no key
 * prefix, resources loaded before the first render — at a fraction of its cost. Its hook copies the
 * i18next instance's 42 properties into a new object and builds a new `t` for every component on
 * every server render (nothing survives between server renders): a content-tab slice of 50 items
 * made about 500 of them, 15–20 ms of a request that must answer in 50 (docs/decisions/0020-measured-performance-budgets.md).
 * Here each instance and language has one `t`, and a component re-renders when the language changes, as with theirs.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const state = stateOf(i18n);
  const language = useSyncExternalStore(
    state.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  let translation = state.byLanguage.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language), i18n };
    state.byLanguage.set(language, translation);
  }
  return translation;
}
