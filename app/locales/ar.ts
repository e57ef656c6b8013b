import type { AppStrings } from "./en";

const ar: AppStrings = {
  errors: {
    badRequest: "تعذّر فهم الطلب.",
    notFound: "العنصر غير موجود.",
    tooLarge: "حجم الطلب كبير جداً.",
    crossSite: "لا يُسمح بالطلبات القادمة من مواقع أخرى.",
    unsupportedMediaType: "يجب إرسال الطلبات بصيغة JSON.",
    rateLimited: "طلبات كثيرة جداً. يرجى المحاولة مجدداً بعد بضع دقائق.",
    unauthorized: "يرجى تسجيل الدخول أولاً.",
    server: "حدث خطأ من جهتنا. يرجى المحاولة مجدداً.",
  },
};

export default ar;
