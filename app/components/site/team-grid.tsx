import type { SiteTranslate } from "~/content/translate";
import type { ResponsiveImage } from "~/domain/media-url";
import { LibraryPicture } from "./library-image";

export const placeholderAvatar = "/images/placeholder-avatar.svg";

export interface TeamCard {
  id: string;
  name: string;
  role: string;
  bio: string;
  imageUrl: string;
  /** A media library photo: its srcset, size and alt text (docs/decisions/0027-media-library.md). */
  image?: ResponsiveImage;
}

/**
 * A member's photo; a missing URL shows the placeholder, and so does a photo that fails to load
 * (`data-fallback`, swapped by app/entry.public.ts).
 */
function MemberPhoto({ src, alt, image }: { src: string; alt: string; image?: ResponsiveImage }) {
  return (
    <LibraryPicture image={image} sizes="8rem">
      <img
        src={image?.src ?? (src || placeholderAvatar)}
        srcSet={image?.srcSet}
        sizes={image && "8rem"}
        data-fallback={placeholderAvatar}
        alt={image?.alt || alt}
        width={image?.width ?? 240}
        height={image?.height ?? 240}
        loading="lazy"
        decoding="async"
        className="mx-auto size-32 rounded-full bg-(--accent-soft) object-cover ring-4 ring-(--accent-ring)"
      />
    </LibraryPicture>
  );
}

/**
 * The active members; with none (or none readable), one line instead of a grid: the site never shows
 * invented names for real people (docs/decisions/0051-launch-blockers-and-honest-defaults.md).
 */
export function TeamGrid({ members, t }: { members: TeamCard[] | null; t: SiteTranslate }) {
  if (!members || members.length === 0) {
    return (
      <p data-testid="team-coming-soon" className="section-lead text-center">
        {t("about.team.coming_soon")}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-[repeat(auto-fit,minmax(14rem,17rem))] justify-center gap-6">
      {members.map((member) => (
        <li key={member.id} data-testid="team-member" className="card flex flex-col items-center text-center">
          <MemberPhoto src={member.imageUrl} image={member.image} alt={member.imageUrl ? member.name : t("common.team.placeholder_alt")} />
          <h3 className="mt-5 text-xl font-bold" dir="auto">
            {member.name}
          </h3>
          <p className="mt-1 font-semibold text-(--accent)" dir="auto">
            {member.role}
          </p>
          {member.bio && (
            <p className="card-text mt-3" dir="auto">
              {member.bio}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
