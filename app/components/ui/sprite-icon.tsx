import type { SVGProps } from "react";

/** Where the build puts the sprite of every icon the app uses (app/vite/icon-sprite.ts). */
export const spriteUrl = "/icons.svg";

export interface SpriteIconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
}

/**
 * An icon drawn from the shared SVG sprite: the same look as the icon set's components with no
 * per-icon JavaScript. The build rewrites `import { X } from "lucide-react"` to `spriteIcon("X")`.
 */
export function SpriteSvg({ name, size = 24, strokeWidth = 2, className, absoluteStrokeWidth: _, ...props }: SpriteIconProps & { name: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `lucide ${className}` : "lucide"}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export type SpriteIconComponent = (props: SpriteIconProps) => React.JSX.Element;

export function spriteIcon(name: string): SpriteIconComponent {
  const Component = (props: SpriteIconProps) => <SpriteSvg name={name} {...props} />;
  Component.displayName = name;
  return Component;
}
