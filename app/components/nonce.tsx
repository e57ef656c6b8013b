import { createContext, useContext } from "react";

/** The CSP nonce of this response, for React Router's inline scripts (empty in the browser). */
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
