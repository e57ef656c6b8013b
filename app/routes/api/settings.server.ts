import type { z } from "zod";
import { type SettingsName, type SettingsPatch, settingsNames } from "#db/models/settings.server";
import { footerSettingsSchema, headerSettingsSchema } from "~/schemas/header-footer-settings";

/** The route table registers each settings route at `…/header-settings` and `…/footer-settings`: the path names which. */
export function settingsAt(pattern: string): SettingsName {
  const name = settingsNames.find((candidate) => pattern.endsWith(`/${candidate}-settings`));
  if (!name) throw new Error(`No settings are stored for ${pattern}`);
  return name;
}

/** What a PATCH of each may send: any subset of its fields. */
export const settingsPatchSchemas: { [Name in SettingsName]: z.ZodType<SettingsPatch<Name> & { version?: number }> } = {
  header: headerSettingsSchema,
  footer: footerSettingsSchema,
};
