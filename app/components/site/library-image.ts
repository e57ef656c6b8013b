import type { ResponsiveImage } from "~/lib/media-url";

/**
 * The attributes of an <img> that may show a media library image (docs/decisions/0027-media-library.md):
 * its srcset, `sizes` and real width and height (no layout shift), else the plain address with
 * the fallback box.
 */
export function imageAttributes(url: string, image: ResponsiveImage | undefined, sizes: string, box: { width: number; height: number }) {
  if (!image) return { src: url, ...box };
  return { src: image.src, srcSet: image.srcSet, sizes, width: image.width, height: image.height };
}
