/** Where the footer's brand glyphs live (app/routes/site/social-sprite.ts). */
export const socialSpriteUrl = "/social-icons.svg";

/** A brand glyph from the social sprite. Decorative: each link carries the network's name. */
export function SocialIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <use href={`${socialSpriteUrl}#${name}`} />
    </svg>
  );
}
