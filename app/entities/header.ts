import { settingsEntity } from "./settings-entity";

/** The header's settings: one row. */
export const header = settingsEntity("header", "showLanguageSwitcher");
