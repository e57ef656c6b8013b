import type { AppStrings } from "./en";

const ar: AppStrings = {
  validation: {
    required: "هذا الحقل مطلوب.",
    tooLong: "النص أطول من المسموح.",
    invalid: "هذه القيمة غير صالحة.",
    invalidEmail: "يرجى إدخال بريد إلكتروني صحيح.",
    invalidPhone: "يرجى إدخال رقم هاتف صحيح.",
    invalidKey: "استخدم حروفاً لاتينية وأرقاماً وشرطات تفصل بينها نقاط، مثل home.hero.title.",
    unsafeUrl: "استخدم رابطاً يبدأ بـ http(s) أو mailto: أو tel:، أو مساراً في الموقع يبدأ بـ /.",
    unknownSection: "هذا القسم غير موجود في الصفحة.",
    passwordRequired: "الرجاء إدخال كلمة مرور جديدة",
    passwordTooShort: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
    passwordMismatch: "كلمتا المرور غير متطابقتين",
    invalidJson: "محتوى الطلب ليس بصيغة JSON صحيحة.",
  },
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
