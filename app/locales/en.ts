/** Interface strings that administrators do not edit (admin portal, server messages). */
const en = {
  validation: {
    required: "This field is required.",
    tooLong: "This is too long.",
    invalid: "This value is not valid.",
    invalidEmail: "Please enter a valid email address.",
    invalidPhone: "Please enter a valid phone number.",
    invalidKey: "Use letters, digits, dashes and underscores separated by dots, e.g. home.hero.title.",
    unsafeUrl: "Use an http(s), mailto: or tel: link, or a path on this site starting with /.",
    unknownSection: "This section does not exist on the page.",
    passwordRequired: "Please enter a new password.",
    passwordTooShort: "The password must be at least 8 characters.",
    passwordMismatch: "The two passwords do not match.",
    invalidJson: "The request body is not valid JSON.",
  },
  errors: {
    badRequest: "The request could not be understood.",
    notFound: "Not found.",
    tooLarge: "The request is too large.",
    crossSite: "Cross-site requests are not allowed.",
    unsupportedMediaType: "Requests must be sent as JSON.",
    rateLimited: "Too many requests. Please try again in a few minutes.",
    unauthorized: "Please sign in first.",
    server: "Something went wrong on our side. Please try again.",
  },
};

export default en;
export type AppStrings = typeof en;
