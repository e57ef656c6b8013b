/** Interface strings that administrators do not edit (admin portal, server messages). */
const en = {
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
