import type { MediaUse } from "#db/models/media.server";

type Translate = (key: `admin.media.uses.${MediaUse["kind"]}`, values: Record<string, string>) => string;

/** Each place that shows an image, in words (the 409 of a refused delete, the library tab). */
export function describeUses(uses: readonly MediaUse[], t: Translate) {
  return uses.map((use) => t(`admin.media.uses.${use.kind}`, { name: use.label, key: use.label }));
}
