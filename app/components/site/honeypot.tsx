import { honeypotField } from "~/schemas/honeypot";

/** Out of sight, out of the tab order and hidden from assistive technology. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
