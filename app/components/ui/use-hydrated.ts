import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False on the server and while hydrating, true once React runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
