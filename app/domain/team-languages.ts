import type { Locale } from "./locale";

/** What a team member holds in each language: the Arabic in `name`, `position`, `bio`, the English beside them. */
export interface BilingualMember {
  name: string;
  position: string;
  bio: string;
  nameEn: string;
  positionEn: string;
  bioEn: string;
}

/** One language's name, position and bio of a member. */
export function memberIn(member: BilingualMember, locale: Locale) {
  return locale === "en"
    ? { name: member.nameEn, position: member.positionEn, bio: member.bioEn }
    : { name: member.name, position: member.position, bio: member.bio };
}

/**
 * The languages a member still lacks (docs/decisions/0057-faq-and-team-as-bilingual-records.md): a
 * language is written when it has a name and a position, and a bio whenever the other language has one.
 * A member goes live only when this is empty.
 */
export function missingLanguages(member: BilingualMember): Locale[] {
  const ar = memberIn(member, "ar");
  const en = memberIn(member, "en");
  const lacks = (mine: typeof ar, other: typeof ar) =>
    mine.name.trim() === "" || mine.position.trim() === "" || (mine.bio.trim() === "" && other.bio.trim() !== "");
  return [...(lacks(ar, en) ? (["ar"] as const) : []), ...(lacks(en, ar) ? (["en"] as const) : [])];
}
