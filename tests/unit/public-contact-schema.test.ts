import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactConstraint, contactSchema } from "~/schemas/contact";
import { newsletterSchema } from "~/schemas/newsletter";

const valid = {
  name: "Noora",
  email: "noora@example.com",
  phone: "",
  subject: "A question",
  message: "How do rewards reach the wallet?",
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("contactSchema", () => {
  it("accepts a complete message, trimmed, with the phone optional", () => {
    const result = contactSchema.parse({ ...valid, name: "  Noora  ", phone: undefined });
    expect(result).toMatchObject({ name: "Noora", phone: undefined });
  });

  it("reads Arabic-Indic digits in a phone number as Latin digits", () => {
    expect(contactSchema.parse({ ...valid, phone: "+٩٧٤ ٥٥٥٥ ١٢٣٤" }).phone).toBe("+974 5555 1234");
  });

  it("answers with dictionary keys, field by field", () => {
    const submission = parseWithZod(form({ name: "", email: "not-an-email", phone: "abc", subject: "", message: "short" }), {
      schema: contactSchema,
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      name: ["common.form.required"],
      email: ["common.form.invalid_email"],
      phone: ["common.form.invalid_phone"],
      subject: ["common.form.required"],
      message: ["common.form.too_short"],
    });
  });

  it("bounds every field's length", () => {
    const tooLong = { name: "n".repeat(101), subject: "s".repeat(151), message: "m".repeat(5001), phone: "1".repeat(31) };
    const result = contactSchema.safeParse({ ...valid, ...tooLong });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: "common.form.too_long",
      subject: "common.form.too_long",
      message: "common.form.too_long",
      phone: "common.form.too_long",
    });
    expect(contactSchema.safeParse({ ...valid, email: `${"a".repeat(250)}@x.qa` }).success).toBe(false);
  });

  it("gives the form its HTML constraints", () => {
    expect(contactConstraint).toEqual({
      name: { required: true, maxLength: 100 },
      email: { required: true, maxLength: 254 },
      phone: { required: false, maxLength: 30 },
      subject: { required: true, maxLength: 150 },
      message: { required: true, minLength: 10, maxLength: 5000 },
    });
  });
});

describe("newsletterSchema", () => {
  it("accepts a trimmed address and refuses anything else", () => {
    expect(newsletterSchema.parse({ email: " kid@example.com " })).toEqual({ email: "kid@example.com" });
    expect(newsletterSchema.safeParse({ email: "kid@" }).error?.issues[0].message).toBe("common.newsletter.invalid_email");
    expect(newsletterSchema.safeParse({ email: "" }).error?.issues[0].message).toBe("common.form.required");
  });
});
