import { describe, expect, it } from "vitest";
import { defaultEntries } from "~/content/defaults";
import { faqEntries } from "~/content/defaults/faq";
import ar from "~/locales/ar";
import en from "~/locales/en";

/**
 * The glossary of docs/glossary.md, enforced: one word per idea in the default copy
 * (app/content/defaults, the default FAQ included) and in the interface strings (app/locales).
 */

type Language = "ar" | "en";
interface Text {
  /** `dictionary:<key>` or `locale:<path>`. */
  where: string;
  key: string;
  language: Language;
  value: string;
}

function flatten(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === "string") return [[path.join("."), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, child]) => flatten(child, [...path, name]));
}

const dictionaryTexts: Text[] = [...defaultEntries, ...faqEntries]
  .filter((entry) => entry.type !== "icon" && entry.type !== "image")
  .flatMap((entry) => [
    { where: `dictionary:${entry.key}`, key: entry.key, language: "ar" as const, value: entry.ar },
    { where: `dictionary:${entry.key}`, key: entry.key, language: "en" as const, value: entry.en },
  ]);
const localeTexts: Text[] = [
  ...flatten(ar).map(([key, value]) => ({ where: `locale:${key}`, key, language: "ar" as const, value })),
  ...flatten(en).map(([key, value]) => ({ where: `locale:${key}`, key, language: "en" as const, value })),
];
const allTexts = [...dictionaryTexts, ...localeTexts];

/** An Arabic word boundary: `\b` knows only Latin letters. */
const notArabicLetter = "(?<![\\u0621-\\u064A\\u0651])";
const noArabicLetterAfter = "(?![\\u0621-\\u064A\\u0651])";
const arabicWord = (stem: string) => new RegExp(`${notArabicLetter}${stem}${noArabicLetterAfter}`);

interface Rule {
  term: string;
  language: Language;
  forbidden: RegExp;
  /** Only texts this returns true for (default: every text). */
  scope?: (text: Text) => boolean;
}

const sellersPage = (text: Text) => text.key.startsWith("sellers.");
/** The accounts' words: the Accounts tab, the invitation page and its email. */
const accountsTexts = (text: Text) => /^(admin\.users|admin\.invitation|admin\.toasts\.invit|email\.invitation)/.test(text.key);

const rules: Rule[] = [
  // administrator: مسؤول, never مستخدم (the app's users are addressed as "you")
  { term: "administrator", language: "ar", forbidden: arabicWord("(ال|لل|وال)?مستخدم(ين|ون|و)?") },
  { term: "administrator", language: "en", forbidden: /\busers?\b/i },
  // top-up (wallet) vs delivery (goods): شحن only ever next to the wallet or its balance
  { term: "delivery", language: "ar", forbidden: /شحن(?![^.،]{0,20}(محفظ|رصيد))/ },
  { term: "delivery", language: "en", forbidden: /\bship(ping|ped|s)?\b/i },
  // seller payouts: مستحقات / payouts
  { term: "payouts", language: "ar", forbidden: /أرباح|مدفوعات|دفعات/, scope: sellersPage },
  { term: "payouts", language: "en", forbidden: /\bearnings\b|\bget paid\b/i, scope: sellersPage },
  // a new tab: علامة تبويب جديدة
  { term: "new tab", language: "ar", forbidden: /نافذة/ },
  { term: "new tab", language: "en", forbidden: /\bnew window\b/i },
  // statistics: إحصاءات
  { term: "statistics", language: "ar", forbidden: /إحصائي/ },
  { term: "statistics", language: "en", forbidden: /\bstats\b/i },
  // sellers: التجّار (with the shadda), never التجار, merchants or vendors
  { term: "sellers", language: "ar", forbidden: arabicWord("(ال|لل|وال|بال)?تجار") },
  { term: "sellers", language: "en", forbidden: /\bmerchants?\b|\bvendors?\b/i },
  // the stores keep their Latin names in Arabic too
  { term: "app stores", language: "ar", forbidden: /آبل|أبل|غوغل|جوجل|قوقل|آب ستور|بلاي/ },
  { term: "app stores", language: "en", forbidden: /\bplay store\b|\bapple store\b|\bappstore\b/i },
  // releasing a reward: صرف المكافأة
  { term: "release a reward", language: "ar", forbidden: /أطلق المكافأة|إطلاق المكافأة|تحرير المكافأة/ },
  // sign in, never log in
  { term: "sign in", language: "en", forbidden: /\blog ?(in|out)\b/i },
  // the closing band and the figures sections of the dashboard
  { term: "closing section", language: "ar", forbidden: /دعوة إلى الإجراء/ },
  { term: "statistics", language: "ar", forbidden: /قصص النجاح/ },
  { term: "statistics", language: "en", forbidden: /success stories/i },
  // English phrasings that read as slang or as something else
  { term: "approval", language: "en", forbidden: /\bOK\b/ },
  { term: "build responsibility", language: "en", forbidden: /\bgrow responsibility\b/i },
  { term: "delete permanently", language: "en", forbidden: /\bfor good\b/i },
  { term: "more families", language: "en", forbidden: /\bgrowing community\b/i },
  // a failure: تعذّر + verbal noun / Could not …
  { term: "a failure", language: "ar", forbidden: arabicWord("(و|ف)?فشل(ت)?") },
  { term: "a failure", language: "ar", forbidden: /خطأ في (إنشاء|تحديث|حذف|حفظ|إضافة|إرسال)|حدث خطأ (أثناء|ما)/ },
  {
    term: "a failure",
    language: "en",
    forbidden: /\b(update|creation|deletion) failed\b|\bfailed to\b|\berror (creating|updating|deleting|saving|adding)\b|an error occurred/i,
  },
  // please: يرجى, and a retry is المحاولة مجدداً
  { term: "please", language: "ar", forbidden: /الرجاء|يُرجى|المحاولة مرة أخرى/ },
  // Gulf spellings of the units
  { term: "file sizes", language: "ar", forbidden: /ميغا/ },
  // one name for the tab
  { term: "header and footer", language: "en", forbidden: /\bheader & footer\b/i },
  // a URL is a link, never an address (عنوان is a title or a street)
  { term: "link fields", language: "ar", forbidden: /عنوان (الشعار|الرابط|الصورة)/ },
  { term: "link fields", language: "en", forbidden: /\b(logo|link|photo|image) address\b/i },
  // the legal pages' words: إمكانية الوصول, and the law's المراقب
  { term: "accessibility", language: "ar", forbidden: /سهولة الوصول|النفاذ الرقمي/ },
  { term: "controller", language: "ar", forbidden: arabicWord("(ال)?متحكم") },
  // added text in a comparison is underlined: تحته خط
  { term: "underlined", language: "ar", forbidden: /مسط[َّ]*ر/ },
  // the authority of Law No. 13 of 2016, in the law's own words
  { term: "competent department", language: "ar", forbidden: /الجهة المختصة/ },
  { term: "competent department", language: "en", forbidden: /\bcompetent authority\b/i },
  // a person invited to the dashboard is a colleague (زميل), never a member (عضو is the team on the About page)
  { term: "invitation", language: "ar", forbidden: arabicWord("(ال)?(عضو|أعضاء)"), scope: accountsTexts },
  { term: "invitation", language: "en", forbidden: /members?/i, scope: accountsTexts },
];

describe("the glossary (docs/glossary.md)", () => {
  it.each(rules.map((rule) => [`${rule.term} (${rule.language}): ${rule.forbidden}`, rule] as const))("%s", (_name, rule) => {
    const offenders = allTexts
      .filter((text) => text.language === rule.language && (rule.scope?.(text) ?? true) && rule.forbidden.test(text.value))
      .map((text) => `${text.where} = ${text.value}`);
    expect(offenders).toEqual([]);
  });

  it("names the join requirements the same on the sellers and teachers pages, and the button that leads there", () => {
    const text = (key: string, language: Language) => dictionaryTexts.find((entry) => entry.key === key && entry.language === language)?.value;
    for (const language of ["ar", "en"] as const) {
      expect(text("teachers.requirements.title", language)).toBe(text("sellers.requirements.title", language));
      expect(text("sellers.hero.terms_button", language)).toBe(text("sellers.requirements.title", language));
    }
  });

  it("ends every validation, error and form message with a full stop in both languages", () => {
    const messages = allTexts.filter(
      (text) =>
        /^(validation|errors|api)\./.test(text.key) ||
        (/^common\.form\./.test(text.key) && !text.key.endsWith("_label")) ||
        /^(contact\.form\.(success|error|rate_limited)|common\.newsletter\.(invalid_email|error|rate_limited))$/.test(text.key),
    );
    expect(messages.length).toBeGreaterThan(40);
    expect(messages.filter((text) => !/[.!؟?]$/.test(text.value)).map((text) => `${text.where} = ${text.value}`)).toEqual([]);
  });
});

describe("numbers in the default copy", () => {
  const value = (key: string, language: Language) => defaultEntries.find((entry) => entry.key === key)?.[language] ?? "";

  it("writes counts of 1,000 and more with a thousands separator", () => {
    const counts = defaultEntries.filter((entry) => entry.key.endsWith(".value"));
    expect(counts.length).toBeGreaterThan(15);
    const bare = counts.filter((entry) => /\d{4,}\+/.test(entry.ar) || /\d{4,}\+/.test(entry.en)).map((entry) => `${entry.key} = ${entry.en}`);
    expect(bare).toEqual([]);
    for (const language of ["ar", "en"] as const) {
      expect(value("home.statistics.1.value", language)).toBe("1,500+");
      expect(value("sellers.success.2.value", language)).toBe("1,000+");
      expect(value("about.stats.3.value", language)).toBe("1,000+");
    }
  });

  it("shows the rating out of 5, not a bare 5", () => {
    for (const language of ["ar", "en"] as const) expect(value("home.statistics.4.value", language)).toBe("5/5");
  });

  it("labels each statistic with what it counts: no cities, no round-the-clock support, a named judge for every rating", () => {
    const labels = defaultEntries.filter((entry) => /\.(statistics|stats|success)\.\d+\.label$/.test(entry.key));
    expect(labels.length).toBeGreaterThan(15);
    expect(labels.filter((entry) => /مدين|\bcit(y|ies)\b/i.test(entry.ar + entry.en)).map((entry) => entry.key)).toEqual([]);
    expect(value("sellers.success.4.value", "en")).toBe("24/7");
    expect(value("sellers.success.4.label", "ar")).not.toMatch(/دعم/);
    expect(value("sellers.success.4.label", "en")).not.toMatch(/support/i);
    for (const entry of labels.filter((candidate) => /رضا|تقييم/.test(candidate.ar))) {
      expect(entry.ar, entry.key).toMatch(/العائلات|المعلمين|التجّار/);
      expect(entry.en, entry.key).toMatch(/famil|teacher|seller/i);
    }
  });

  it("states one uptime figure, 99.5%, wherever uptime is named (copy audit M2, docs/glossary.md#numbers)", () => {
    const uptime = defaultEntries.filter((entry) => /توفّر|uptime/i.test(entry.ar + entry.en));
    expect(uptime.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(["service.meta.description", "service.cards.2.item.1", "service.sla.operations.1"]),
    );
    for (const entry of uptime) {
      for (const language of ["ar", "en"] as const) {
        const figures = entry[language].match(/\d+(\.\d+)?%/g) ?? [];
        expect(
          figures.filter((figure) => figure.startsWith("99")),
          `${entry.key} (${language})`,
        ).toEqual(figures.filter((figure) => figure === "99.5%"));
      }
    }
    expect(defaultEntries.filter((entry) => /99\.9%/.test(entry.ar + entry.en)).map((entry) => entry.key)).toEqual([]);
    for (const language of ["ar", "en"] as const) expect(value("service.sla.operations.1", language)).toContain("99.5%");
  });
});
