import type { TFunction } from "i18next";
import type { MediaUse } from "#db/models/media.server";

/** Each place that shows an image, in words (the 409 of a refused delete, the library tab). */
export function describeUses(uses: readonly MediaUse[], t: TFunction) {
  return uses.map((use) => t(`admin.media.uses.${use.kind}`, { name: use.label, key: use.label }));
}
