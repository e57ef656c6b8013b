import { LoaderCircle } from "lucide-react";

/** A spinning ring for pending buttons; decorative (the button label says what happens). */
export function Spinner({ className = "size-5" }: { className?: string }) {
  return <LoaderCircle className={`${className} animate-spin`} aria-hidden="true" />;
}
