import type { TFunction } from "i18next";
import type { Locale } from "~/config/site";
import { formatNumber } from "~/domain/formats";
import type { StringKey } from "./locale";

/** One part of an item's name: a word of its key (`title`), with the number that follows it in the key, if any. */
export interface LabelPart {
  word: string;
  number?: number;
}

const isNumber = (token: string | undefined) => token !== undefined && /^\d+$/.test(token);

/**
 * The parts of an item's name, read from its key past the page and the section (the panel around
 * the item names those): `home.features.3.title` → item 3, heading; `privacy.cards.1.item.2` →
 * item 1, point 2; `privacy.intro.2` → paragraph 2. Words are `admin.itemLabels.words`; "entry"
 * and "paragraph" stand for a number with no word before it.
 */
export function labelParts(key: string): LabelPart[] {
  const rest = key.split(".").slice(2);
  if (rest.length === 1 && isNumber(rest[0])) return [{ word: "paragraph", number: Number(rest[0]) }];
  const parts: LabelPart[] = [];
  for (let index = 0; index < rest.length; index += 1) {
    const token = rest[index]!;
    if (isNumber(token)) parts.push({ word: "entry", number: Number(token) });
    else if (isNumber(rest[index + 1])) {
      parts.push({ word: token, number: Number(rest[index + 1]) });
      index += 1;
    } else parts.push({ word: token });
  }
  return parts;
}

/** An item's name in the dashboard's language (docs/decisions/0026-drafts-preview-translation-status.md): «البند 3 – العنوان», "Item 3 – Heading". */
export function itemLabel(key: string, t: TFunction, locale: Locale) {
  return labelParts(key)
    .map(({ word, number }) => {
      // A word of a key made through the API that has no label yet shows as itself.
      const name =
        word === "entry" || word === "paragraph"
          ? t(`admin.itemLabels.${word}`)
          : t(`admin.itemLabels.words.${word}` as StringKey, { defaultValue: word });
      return number === undefined ? name : t("admin.itemLabels.numbered", { word: name, number: formatNumber(number, locale) });
    })
    .join(t("admin.itemLabels.separator"));
}
