import { MessageCircle } from "lucide-react";

/**
 * Floating WhatsApp chat button, fixed at the bottom-left on every page in both languages
 * (docs/product.md#chat-button). The physical `left-5` is deliberate: the side does not follow
 * the reading direction, unlike the rest of the site's logical (start/end) layout.
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
        className="fixed bottom-5 left-5 z-50 flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
