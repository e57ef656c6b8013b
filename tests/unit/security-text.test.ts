import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactConstraint, contactSchema } from "~/schemas/contact";
import { contentItemPatchSchema } from "~/schemas/content-item";
import { faqItemSchema } from "~/schemas/faq";
import { cleanText, emailAddress, requiredText, text } from "~/schemas/fields";
import { newsletterSchema } from "~/schemas/newsletter";
import { teamMemberSchema } from "~/schemas/team-member";

/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: text from visitors and administrators is stored without NUL and other C0
 * controls (tab and newline kept) and without bidi overrides; a required field that holds only
 * such characters is empty.
 */

const nul = "\u0000";
const rlo = "\u202E";
const zwsp = "\u200B";
const zwnj = "\u200C";
const zwj = "\u200D";

describe("cleanText", () => {
  it("drops NUL and the other C0 controls but keeps tab and newline; CR and CRLF become a newline", () => {
    expect(cleanText(`a${nul}b\u0001c\u0007d\u001Be\u001Ff`)).toBe("abcdef");
    expect(cleanText("line one\r\nline two\rline three\n\tindented")).toBe("line one\nline two\nline three\n\tindented");
  });

  it("drops DEL and C1 controls", () => {
    expect(cleanText("a\u007Fb\u0085c\u009Fd")).toBe("abcd");
  });

  it("drops every bidi embedding, override and isolate (U+202A–E, U+2066–9)", () => {
    const controls = ["\u202A", "\u202B", "\u202C", "\u202D", rlo, "\u2066", "\u2067", "\u2068", "\u2069"];
    expect(cleanText(`invoice${controls.join("")}fdp.exe`)).toBe("invoicefdp.exe");
  });

  it("drops the zero-width space and BOM but keeps ZWNJ, ZWJ and the direction marks", () => {
    expect(cleanText(`\uFEFFad${zwsp}min`)).toBe("admin");
    // Persian needs ZWNJ ("می‌خواهم"), emoji families need ZWJ, mixed text needs LRM/RLM.
    const persian = `می${zwnj}خواهم`;
    const family = `👨${zwj}👩${zwj}👧`;
    expect(cleanText(persian)).toBe(persian);
    expect(cleanText(family)).toBe(family);
    expect(cleanText("رقم \u200E+974\u200F")).toBe("رقم \u200E+974\u200F");
  });

  it("leaves ordinary Arabic and English text as it is", () => {
    const sample = "مهامي — Mahami: «أنجز مهامك» 100% ✓";
    expect(cleanText(sample)).toBe(sample);
  });
});

describe("the shared field builders", () => {
  it("clean before trimming and counting, so only-invisible text is empty", () => {
    expect(requiredText(10).safeParse(`${nul}${nul}`).error?.issues[0].message).toBe("validation.required");
    expect(requiredText(10).safeParse(` ${rlo}${zwsp} `).error?.issues[0].message).toBe("validation.required");
    expect(text(5).parse(`ab${nul}${rlo}cde`)).toBe("abcde");
    expect(emailAddress.parse(`${zwsp}admin@mahami.qa${nul}`)).toBe("admin@mahami.qa");
  });

  it("are used by the administrators' schemas", () => {
    expect(teamMemberSchema.safeParse({ name: `${nul}${nul}`, position: "Founder" }).error?.issues.map((issue) => issue.path[0])).toEqual(["name"]);
    expect(teamMemberSchema.parse({ name: `Ma${rlo}ryam`, position: "Founder", bio: `one\r\ntwo${nul}` })).toMatchObject({
      name: "Maryam",
      bio: "one\ntwo",
    });
    expect(contentItemPatchSchema.parse({ valueAr: `نص${rlo}${nul}`, description: `\u2066x\u2069` })).toEqual({ valueAr: "نص", description: "x" });
    expect(faqItemSchema.safeParse({ key: "faq.question.1", valueAr: zwsp, valueEn: "Why?" }).success).toBe(false);
  });
});

describe("the public schemas", () => {
  const valid = { name: "Noora", email: "noora@example.com", phone: "", subject: "A question", message: "How do rewards reach the wallet?" };

  it("treat a subject of two NULs, or a name of bidi overrides, as missing", () => {
    const submission = parseWithZod(formData({ ...valid, subject: `${nul}${nul}`, name: `${rlo}\u202D` }), { schema: contactSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ name: ["common.form.required"], subject: ["common.form.required"] });
  });

  it("store the message without the characters, newlines kept", () => {
    const parsed = contactSchema.parse({ ...valid, name: `No${nul}ora${rlo}`, message: `Line one\r\n${zwsp}Line two${nul} is here` });
    expect(parsed).toMatchObject({ name: "Noora", message: "Line one\nLine two is here" });
  });

  it("count the message's length without them", () => {
    expect(contactSchema.safeParse({ ...valid, message: `short${nul.repeat(20)}` }).error?.issues[0].message).toBe("common.form.too_short");
  });

  it("clean the newsletter address", () => {
    expect(newsletterSchema.parse({ email: `reader@example.com${zwsp}` })).toEqual({ email: "reader@example.com" });
    expect(newsletterSchema.safeParse({ email: `${nul}` }).error?.issues[0].message).toBe("common.form.required");
  });

  it("keep the form's HTML constraints", () => {
    expect(contactConstraint.subject).toMatchObject({ required: true, maxLength: 150 });
    expect(contactConstraint.message).toMatchObject({ required: true, minLength: 10, maxLength: 5000 });
  });
});

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}
