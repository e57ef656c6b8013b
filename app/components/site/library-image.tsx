import type { ReactElement } from "react";
import type { ResponsiveImage } from "~/domain/media-url";

/**
 * The attributes of an <img> that may show a media library image (docs/decisions/0027-media-library.md):
 * its srcset, `sizes` and real width and height (no layout shift), else the plain address with
 * the fallback box.
 */
export function imageAttributes(url: string, image: ResponsiveImage | undefined, sizes: string, box: { width: number; height: number }) {
  if (!image) return { src: url, ...box };
  return { src: image.src, srcSet: image.srcSet, sizes, width: image.width, height: image.height };
}

/**
 * The <img> of a library image, inside a <picture> whose AVIF <source> the browsers that read AVIF
 * take (about half the bytes of the WebP copies); the <img> alone when the image has no AVIF copies.
 * The <picture> is `display: contents`: the <img> is laid out as if it stood alone.
 */
export function LibraryPicture({ image, sizes, children }: { image: ResponsiveImage | undefined; sizes: string; children: ReactElement }) {
  if (!image?.avifSrcSet) return children;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {children}
    </picture>
  );
}
