import { settingsEntity } from "./settings-entity";

/** The footer's settings: one row. */
export const footer = settingsEntity("footer", "showSocialLinks");
