import { api } from "./http";
import type { TestServer } from "./server";

type Target = Pick<TestServer, "url">;

/*
 * A campaign page with every block type in both languages (docs/decisions/0060-campaign-pages.md),
 * as an editor makes it through the API: the rendering test, `npm run bench` and `npm run audit`
 * measure this page.
 */

/** Every block type, an English-only one last; the FAQ block's entry and the image are set by `createCampaignPage`. */
export function everyBlock(image = "/images/og-image.png") {
  return [
    {
      type: "hero",
      buttons: [
        { type: "section", section: "join" },
        { type: "internal", page: "parents" },
      ],
      text: {
        ar: { title: "اليوم الوطني", text: "نحتفل معاً", buttons: ["شارك", "لأولياء الأمور"] },
        en: { title: "National Day", text: "We celebrate together", buttons: ["Join in", "For parents"] },
      },
    },
    {
      type: "richText",
      text: {
        ar: {
          markdown:
            "## قصتنا\n\n### البداية\n\nنص **عريض** و*مائل* و[رابط آمن](https://example.com/a) و[خطر](javascript:alert(1)) و[بيانات](data:text/html,x).\n\n- أول\n- ثانٍ\n\n1. واحد\n2. اثنان\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>",
        },
        en: { markdown: "## Our story\n\nSome **bold** and _italic_ words and a [page](/en/parents).\n\n<b>not bold</b>" },
      },
    },
    {
      type: "cards",
      cards: [{ icon: "Star" }, { icon: "Heart" }, { icon: "Shield" }],
      text: {
        ar: {
          title: "مزايا",
          intro: "ثلاث مزايا",
          cards: [
            { title: "سهل", text: "نص أول" },
            { title: "ممتع", text: "نص ثانٍ" },
            { title: "آمن", text: "نص ثالث" },
          ],
        },
        en: {
          title: "Perks",
          intro: "Three perks",
          cards: [
            { title: "Easy", text: "First" },
            { title: "Fun", text: "Second" },
            { title: "Safe", text: "Third" },
          ],
        },
      },
    },
    { type: "image", image, text: { ar: { caption: "صورة الحملة" }, en: { caption: "The campaign picture" } } },
    {
      type: "cta",
      link: { type: "external", url: "https://example.com/offer" },
      text: {
        ar: { title: "لا تفوّت العرض", text: "لفترة محدودة", button: "اطلب الآن" },
        en: { title: "Don't miss it", text: "For a limited time", button: "Order now" },
      },
    },
    { type: "faq", entries: [1], text: { ar: { title: "أسئلة الحملة" }, en: { title: "Campaign questions" } } },
    {
      type: "stats",
      items: [{ value: "18" }, { value: "2,500" }],
      text: {
        ar: { title: "بالأرقام", items: [{ label: "مدرسة" }, { label: "أسرة" }] },
        en: { title: "In numbers", items: [{ label: "schools" }, { label: "families" }] },
      },
    },
    {
      type: "quote",
      text: {
        ar: { text: "أحبّ أطفالي التطبيق", name: "نورة", role: "أم لثلاثة" },
        en: { text: "My children love the app", name: "Noura", role: "Mother of three" },
      },
    },
    { type: "download", text: { ar: { title: "حمّل مهامي" }, en: { title: "Get Mahami" } } },
    { id: "join", type: "contactForm", text: { ar: { title: "راسل فريق الحملة" }, en: { title: "Write to the campaign team" } } },
    { type: "newsletter", text: { ar: { title: "تابع جديدنا" }, en: { title: "Follow our news" } } },
    { type: "richText", only: "en", text: { en: { markdown: "English only paragraph" } } },
  ];
}

/** Creates the page (201) with every block, the FAQ block naming the shipped first question, and publishes both languages. */
export async function createCampaignPage(
  server: Target,
  cookie: string,
  { slug = "national-day-2027", image }: { slug?: string; image?: string } = {},
) {
  const blocks = everyBlock(image);
  const faq = (await api(server, "GET", "/api/admin/content?page=faq", { cookie })).body as { id: number; key: string }[];
  const faqBlock = blocks.find((block) => block.type === "faq") as { entries: number[] };
  faqBlock.entries = [faq.find((item) => item.key === "faq.question.1")!.id];
  const created = await api(server, "POST", "/api/admin/pages", {
    cookie,
    body: {
      slug,
      titleAr: "اليوم الوطني",
      titleEn: "National Day",
      descriptionAr: "حملة اليوم الوطني",
      descriptionEn: "The National Day campaign",
      blocks,
    },
  });
  if (created.status !== 201) throw new Error(`new campaign page: ${created.status} ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: number }).id;
  const published = await api(server, "POST", `/api/admin/pages/${id}/publish`, { cookie });
  if (published.status !== 200) throw new Error(`publishing the campaign page: ${published.status} ${JSON.stringify(published.body)}`);
  return { id, blocks };
}
