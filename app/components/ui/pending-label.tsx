import type { ReactNode } from "react";
import { Spinner } from "./spinner";

/**
 * A submit button's two labels: the idle one, and the pending one (a spinner and e.g. `Sending...`)
 * that app/entry.public.ts shows instead while a `form[data-pending]` posts.
 */
export function PendingLabel({ idle, pending, spinnerClassName }: { idle: ReactNode; pending: string; spinnerClassName?: string }) {
  return (
    <>
      <span data-idle-label="" className="contents">
        {idle}
      </span>
      <span data-pending-label="" hidden className="contents">
        <Spinner className={spinnerClassName} />
        {pending}
      </span>
    </>
  );
}
