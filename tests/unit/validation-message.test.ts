import { describe, expect, it } from "vitest";
import { z } from "zod";
import { interpolate } from "~/content/translate";
import { i18nOf } from "~/lib/i18n.server";
import { validationMessage } from "~/lib/validation-message";
import { contactSchema } from "~/schemas/contact";
import { emailAddress, optionalEmail, requiredText } from "~/schemas/fields";

/** The first issue a schema reports for `value`, with the input kept as the API parses. */
function issueOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error("expected a refusal");
  return result.error.issues[0];
}

const dictionary = {
  "common.form.too_short": "Please use at least {{min}} characters.",
  "common.form.too_long": "Please use no more than {{max}} characters.",
};

describe("validationMessage", () => {
  it("reads validation.* keys from app/locales in either language", () => {
    const issue = issueOf(requiredText(10), "");
    expect(validationMessage(issue, i18nOf("en"))).toBe("This field is required.");
    expect(validationMessage(issue, i18nOf("ar"))).toBe("هذا الحقل مطلوب.");
    expect(validationMessage("validation.unsafeUrl", i18nOf("en"))).toMatch(/^Use an http\(s\)/);
  });

  it("reads other keys from the dictionary it is given, filling the bound the value missed", () => {
    const short = issueOf(contactSchema.shape.message, "short");
    expect(validationMessage(short, i18nOf("en"), dictionary)).toBe("Please use at least 10 characters.");
    const long = issueOf(contactSchema.shape.name, "x".repeat(101));
    expect(validationMessage(long, i18nOf("en"), dictionary)).toBe("Please use no more than 100 characters.");
  });

  it("says 'not valid' for a value of the wrong type, zod's own wording and an unknown key", () => {
    expect(validationMessage(issueOf(emailAddress, 5), i18nOf("en"))).toBe("This value is not valid.");
    expect(validationMessage(issueOf(emailAddress, undefined), i18nOf("en"))).toBe("This field is required.");
    expect(validationMessage(issueOf(z.number().min(0), -1), i18nOf("en"))).toBe("This value is not valid.");
    expect(validationMessage(issueOf(contactSchema.shape.message, "short"), i18nOf("en"))).toBe("This value is not valid.");
    expect(validationMessage("no.such.key", i18nOf("ar"))).toBe("هذه القيمة غير صالحة.");
  });

  it("gives a union the wording of the alternative that has one", () => {
    expect(validationMessage(issueOf(optionalEmail, "not-an-email"), i18nOf("en"))).toBe("Please enter a valid email address.");
  });
});

describe("interpolate", () => {
  it("fills the placeholders it has values for and leaves the others as written", () => {
    expect(interpolate("Page {{page}} of {{pages}}", { page: 2 })).toBe("Page 2 of {{pages}}");
    expect(interpolate("No placeholders")).toBe("No placeholders");
  });
});
