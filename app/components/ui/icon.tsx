import { defaultIcon, isIconName } from "~/content/icon-catalogue";
import { SpriteSvg } from "./sprite-icon";

/** Draws a catalogue icon by name; an unknown name draws the star (docs/decisions/0004-icons-from-a-curated-catalogue.md). */
export function Icon({ name, className = "size-6" }: { name: string; className?: string }) {
  return <SpriteSvg name={isIconName(name) ? name : defaultIcon} className={className} />;
}
