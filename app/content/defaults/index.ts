import type { DefaultEntry } from "~/domain/content-types";
import { aboutEntries } from "./about";
import { accessibilityEntries } from "./accessibility";
import { commonEntries } from "./common";
import { contactEntries } from "./contact";
import { homeEntries } from "./home";
import { parentsEntries } from "./parents";
import { privacyEntries } from "./privacy";
import { sellersEntries } from "./sellers";
import { serviceEntries } from "./service";
import { teachersEntries } from "./teachers";
import { termsEntries } from "./terms";

/** The single source of the initial copy of every public text (docs/decisions/0002-bilingual-dictionary.md). */
export const defaultEntries: DefaultEntry[] = [
  ...commonEntries,
  ...homeEntries,
  ...parentsEntries,
  ...sellersEntries,
  ...teachersEntries,
  ...aboutEntries,
  ...contactEntries,
  ...privacyEntries,
  ...termsEntries,
  ...serviceEntries,
  ...accessibilityEntries,
];
