import { MessageCircle } from "lucide-react";

/**
 * Floating WhatsApp chat button, fixed at the bottom on the end side: bottom-left in Arabic
 * (as the spec draws it), mirrored to bottom-right in English.
 */
export function ChatButton({ href, label }: { href: string; label: string }) {
  return (
    <aside aria-label={label}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
        data-testid="chat-button"
        className="fixed bottom-5 end-5 z-50 flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
