import { MessageCircle } from "lucide-react";

/**
 * Floating WhatsApp chat button, fixed at the bottom-left on every page in both languages
 * (docs/product.md#chat-button). The side does not follow the reading direction, so it is the
 * start in English and the end in Arabic: still logical properties, the same physical corner.
 */
export function ChatButton({ href, label, tooltip }: { href: string; label: string; tooltip: string }) {
  return (
    <aside aria-label={label}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={tooltip}
        data-testid="chat-button"
        className="fixed bottom-5 z-50 ltr:start-5 rtl:end-5 flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
