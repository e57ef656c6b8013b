import { api, signIn, type UploadedImage, uploadImage } from "./http";
import { realisticPhoto } from "./images";
import type { TestServer } from "./server";
import { defaultCopy } from "./site";

/*
 * A site with photos, as an administrator makes it: camera-weight photos (tests/support/images.ts)
 * uploaded to the media library through the API, one for every team member on /about-us and one
 * as the home hero. The page-weight test and `npm run audit` measure the pages this way.
 */

export interface SeededPhotos {
  hero: UploadedImage;
  /** Each active member's name and photo, in the order /about-us shows them. */
  team: { name: string; photo: UploadedImage }[];
}

/** Four members in both languages, added when the site has none yet (the site itself shows no invented team). */
const defaultMembers = [
  {
    name: "عضو الفريق الأول",
    englishName: "First team member",
    position: "المؤسس",
    bio: "أسّس مهامي ليمنح الأسر أداة بسيطة تغرس المسؤولية في أطفالها.",
    positionEn: "Founder",
    bioEn: "Founded Mahami to give families a simple tool that builds responsibility in their children.",
  },
  {
    name: "عضو الفريق الثاني",
    englishName: "Second team member",
    position: "المدير التقني",
    bio: "يقود فريق التطوير، ويحرص على أن يبقى التطبيق آمناً وسهلاً للجميع.",
    positionEn: "Chief Technology Officer",
    bioEn: "Leads the development team and keeps the app safe and easy for everyone.",
  },
  {
    name: "عضو الفريق الثالث",
    englishName: "Third team member",
    position: "مدير المحتوى التربوي",
    bio: "يصمّم المهام والمحتوى بما يناسب كل مرحلة عمرية.",
    positionEn: "Head of Educational Content",
    bioEn: "Designs tasks and content to suit every age.",
  },
  {
    name: "عضو الفريق الرابع",
    englishName: "Fourth team member",
    position: "مدير علاقات العائلات",
    bio: "يرافق العائلات منذ يومها الأول مع مهامي.",
    positionEn: "Head of Family Relations",
    bioEn: "Supports families from their first day with Mahami.",
  },
];

async function expectStatus(answer: Promise<{ status: number; body: unknown }>, status: number, what: string) {
  const { status: actual, body } = await answer;
  if (actual !== status) throw new Error(`${what}: ${actual} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Signs in (from `ip` when the server trusts X-Forwarded-For) and gives every team member, the
 * four when there are none, a 2000 × 1500 photo, and the home hero another one.
 */
export async function seedPhotos(server: Pick<TestServer, "url">, { ip }: { ip?: string } = {}): Promise<SeededPhotos> {
  const cookie = await signIn(server, ip);
  const call = { cookie, ip };
  type Member = { id: number; name: string; isActive: boolean | number; order: number };
  let members = (await expectStatus(api(server, "GET", "/api/admin/team", call), 200, "team list")) as Member[];
  if (members.length === 0) {
    for (const [index, member] of defaultMembers.entries()) {
      // In both languages, so each member is public (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
      const body = {
        name: member.name,
        position: member.position,
        bio: member.bio,
        nameEn: member.englishName,
        positionEn: member.positionEn,
        bioEn: member.bioEn,
        order: index,
      };
      await expectStatus(api(server, "POST", "/api/admin/team", { ...call, body }), 201, `new member ${member.name}`);
    }
    members = (await expectStatus(api(server, "GET", "/api/admin/team", call), 200, "team list")) as Member[];
  }
  const team: SeededPhotos["team"] = [];
  for (const [index, member] of members.entries()) {
    const englishName = defaultMembers.find((known) => known.name === member.name)?.englishName ?? member.name;
    const photo = await uploadImage(server, cookie, await realisticPhoto(2000, 1500, index + 1), {
      name: `member-${member.id}.jpg`,
      type: "image/jpeg",
      altAr: `صورة ${member.name}`,
      altEn: `Photo of ${englishName}`,
    });
    await expectStatus(
      api(server, "PATCH", `/api/admin/team/${member.id}`, { ...call, body: { imageUrl: photo.url } }),
      200,
      `photo of ${member.name}`,
    );
    if (member.isActive) team.push({ name: member.name, photo });
  }
  const hero = await uploadImage(server, cookie, await realisticPhoto(2000, 1500, 100), {
    name: "hero.jpg",
    type: "image/jpeg",
    altAr: defaultCopy("ar", "home.hero.image_alt"),
    altEn: defaultCopy("en", "home.hero.image_alt"),
  });
  const items = (await expectStatus(api(server, "GET", "/api/admin/content", call), 200, "content list")) as { id: number; key: string }[];
  const heroItem = items.find((item) => item.key === "home.hero.image");
  if (!heroItem) throw new Error("no home.hero.image content item");
  await expectStatus(
    api(server, "PATCH", `/api/admin/content/${heroItem.id}`, { ...call, body: { valueAr: hero.url, valueEn: hero.url } }),
    200,
    "home hero",
  );
  return { hero, team };
}
