import type { ButtonLinkInput } from "#db/models/button-links.server";

const link = (contentKey: string, target: Partial<ButtonLinkInput>): ButtonLinkInput => ({
  contentKey,
  linkType: "external",
  externalUrl: null,
  internalPage: null,
  sectionId: null,
  isActive: true,
  ...target,
});

/** Where the hero and call-to-action buttons lead on a fresh install (admins change them). */
export const defaultButtonLinks: ButtonLinkInput[] = [
  link("home.hero.start_button", { externalUrl: "/download" }),
  link("home.hero.learn_more_button", { linkType: "section", sectionId: "features" }),
  link("parents.hero.download_button", { externalUrl: "/download" }),
  link("parents.hero.guide_button", { linkType: "section", sectionId: "steps" }),
  link("sellers.hero.join_button", { linkType: "internal", internalPage: "contact" }),
  link("sellers.hero.terms_button", { linkType: "section", sectionId: "requirements" }),
  link("teachers.hero.join_button", { linkType: "internal", internalPage: "contact" }),
  link("teachers.hero.guide_button", { linkType: "section", sectionId: "steps" }),
  link("about.hero.story_button", { linkType: "section", sectionId: "story" }),
  link("about.hero.team_button", { linkType: "section", sectionId: "team" }),
  link("about.cta.button", { linkType: "internal", internalPage: "contact" }),
];
