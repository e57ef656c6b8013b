/**
 * The search bench's data (docs/decisions/0041-search-index.md): 10,000 content items and 100,000 contact
 * messages written like the site's own, not one short line each. An item holds a sentence or a short
 * paragraph in Arabic and its English; a message a subject and a few sentences from a parent, mostly in
 * Arabic, with a name and an email. The same rows on SQLite and PostgreSQL, from a fixed seed, so both
 * databases answer the same queries over the same text. The bench's fixed tokens stay in them
 * (`bench.item.N`, «نص تجريبي», "Sample text N", "rewards", `parentN@example.com`).
 */
import type SQLite from "better-sqlite3";

const arabicWords = (
  "مهامي تطبيق الطفل طفلي أطفال الأسرة العائلة المهام اليومية المكافآت المكافأة المحفظة الرصيد ريال قطري النقاط الأهداف " +
  "المدرسة الواجبات القراءة الرياضة الترتيب الغرفة المطبخ الحديقة الأسبوع الشهر اليوم الصباح المساء الوالدين الأب الأم " +
  "الاشتراك التسجيل الحساب كلمة المرور الدخول الخصوصية البيانات الأمان الدعم المساعدة سؤال جواب طلب شكرا مرحبا " +
  "يمكن يستطيع يتعلم يكسب يدخر ينفق يشتري يختار يضيف يحذف يعدل يرسل يستلم يتابع يراجع يوافق يرفض " +
  "الجديد القديم الكبير الصغير السهل الصعب السريع البطيء المفيد الممتع الأول الثاني الأخير كل بعض جميع " +
  "في على من إلى عن مع بعد قبل عند حتى لكن أو ثم إذا لأن كيف متى أين لماذا هل نعم لا قطر الدوحة الخور الوكرة"
).split(" ");
const englishWords = (
  "Mahami app child children family parents tasks chores daily rewards reward wallet balance riyal points goals school " +
  "homework reading sports room kitchen garden week month today morning evening father mother subscription sign account " +
  "password privacy data safety support help question answer request thanks hello can learns earns saves spends buys " +
  "chooses adds removes edits sends receives follows reviews approves new old big small easy hard quick useful fun first " +
  "second last every some all in on from to about with after before until but or then if because how when where why"
).split(" ");
const givenNames = "محمد أحمد علي خالد عبدالله سارة فاطمة مريم نورة عائشة حمد جاسم Hassan Mona Omar Layla Yousef Huda".split(" ");
const familyNames = "الكواري المري الهاجري النعيمي السليطي المهندي العطية الخليفي Al-Thani Haddad Saleh Karim".split(" ");
const subjects = ["Rewards", "سؤال عن المكافآت", "مشكلة في الدخول", "الاشتراك الشهري", "Wallet top-up", "اقتراح", "طلب مساعدة", "Account"];

/** A small fixed-seed generator (mulberry32): the same rows every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, words: readonly string[], length: number) {
  const picked = Array.from({ length }, () => words[Math.floor(next() * words.length)]);
  return `${picked.join(" ")}.`;
}

const pages = ["home", "parents", "sellers", "teachers", "about", "contact", "common", "privacy", "terms", "service"];

export interface ItemRow {
  key: string;
  valueAr: string;
  valueEn: string;
  category: string;
  page: string;
}

export interface MessageRow {
  fullName: string;
  email: string;
  subject: string;
  message: string;
  isRead: number;
  createdAt: string;
}

/** 10,000 content items: a short line to a paragraph (6 to 60 words) in each language. */
export function contentRows(count = 10_000): ItemRow[] {
  const next = random(20261129);
  return Array.from({ length: count }, (_, index) => {
    const words = 6 + Math.floor(next() * next() * 55);
    return {
      key: `bench.item.${index}`,
      valueAr: `نص تجريبي ${index}: ${sentence(next, arabicWords, words)}`,
      valueEn: `Sample text ${index}: ${sentence(next, englishWords, words)}`,
      category: `bench${index % 7}`,
      page: pages[index % pages.length],
    };
  });
}

/** 100,000 messages, one a minute from 2026-01-01, a tenth unread: 15 to 120 words, four in five in Arabic. */
export function messageRows(count = 100_000): MessageRow[] {
  const next = random(1129);
  const start = Date.parse("2026-01-01T00:00:00Z");
  return Array.from({ length: count }, (_, index) => {
    const words = 15 + Math.floor(next() * next() * 105);
    const arabic = next() < 0.8;
    const name = `${givenNames[Math.floor(next() * givenNames.length)]} ${familyNames[Math.floor(next() * familyNames.length)]}`;
    return {
      fullName: `${name} ${index}`,
      email: `parent${index}@example.com`,
      subject: subjects[index % subjects.length],
      message: `${index % 3 === 0 ? "A question about rewards. " : ""}${sentence(next, arabic ? arabicWords : englishWords, words)}`,
      isRead: index % 10 === 0 ? 0 : 1,
      createdAt: new Date(start + index * 60_000).toISOString(),
    };
  });
}

/** The rows into the server's SQLite file (what is already there is kept). */
export function seedSqlite(database: SQLite.Database) {
  const item = database.prepare(
    "insert into content_items (key, type, valueAr, valueEn, category, page, description) values (?, 'text', ?, ?, ?, ?, '')",
  );
  const message = database.prepare(
    "insert into contact_messages (fullName, email, phone, subject, message, isRead, createdAt) values (?, ?, '', ?, ?, ?, ?)",
  );
  database.transaction(() => {
    for (const row of contentRows()) item.run(row.key, row.valueAr, row.valueEn, row.category, row.page);
    for (const row of messageRows()) message.run(row.fullName, row.email, row.subject, row.message, row.isRead, row.createdAt);
  })();
  database.pragma("optimize");
}

/** The same rows into PostgreSQL, a thousand a statement. */
export async function seedPostgres(query: (text: string, values: unknown[]) => Promise<unknown>) {
  const insert = async <Row>(head: string, rows: Row[], columns: (row: Row) => unknown[]) => {
    for (let start = 0; start < rows.length; start += 1000) {
      const slice = rows.slice(start, start + 1000);
      const values: unknown[] = [];
      const tuples = slice.map((row) => {
        const fields = columns(row);
        const placeholders = fields.map((field) => {
          values.push(field);
          return `$${values.length}`;
        });
        return `(${placeholders.join(", ")})`;
      });
      await query(`${head} values ${tuples.join(", ")}`, values);
    }
  };
  await insert(`insert into content_items (key, type, "valueAr", "valueEn", category, page, description)`, contentRows(), (row) => [
    row.key,
    "text",
    row.valueAr,
    row.valueEn,
    row.category,
    row.page,
    "",
  ]);
  await insert(`insert into contact_messages ("fullName", email, phone, subject, message, "isRead", "createdAt")`, messageRows(), (row) => [
    row.fullName,
    row.email,
    "",
    row.subject,
    row.message,
    row.isRead === 1,
    row.createdAt,
  ]);
  await query("analyze", []);
}
