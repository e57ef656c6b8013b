import type { DefaultEntry } from "~/domain/content-types";

export const termsEntries: DefaultEntry[] = [
  // Meta
  { key: "terms.meta.title", type: "text", ar: "مهامي | شروط الاستخدام", en: "Mahami | Terms of service", description: "Browser tab title of the terms of service" },
  { key: "terms.meta.description", type: "text", ar: "اقرأ شروط استخدام تطبيق مهامي وموقعه: قبول الشروط، والاستخدام المسموح، والمحتوى، والمدفوعات والاسترداد والاشتراكات.", en: "Read the terms for using the Mahami app and website: acceptance, permitted use, content, payments, refunds and subscriptions.", description: "SEO description of the terms of service" },

  // Hero
  { key: "terms.hero.title", type: "title", ar: "شروط الاستخدام", en: "Terms of service", description: "Terms of service heading" },
  { key: "terms.hero.subtitle", type: "text", ar: "قواعد واضحة تضمن تجربة آمنة وعادلة للجميع", en: "Clear rules for a safe, fair experience for everyone", description: "Terms of service subheading" },
  { key: "terms.hero.last_updated", type: "text", ar: "آخر تحديث: نوفمبر 2026", en: "Last updated: November 2026", description: "Terms of service last-updated line" },

  // Card 1: acceptance
  { key: "terms.cards.1.title", type: "title", ar: "قبول الشروط", en: "Acceptance of terms", description: "Terms card 1 (acceptance) title" },
  { key: "terms.cards.1.icon", type: "icon", ar: "Handshake", en: "Handshake", description: "Terms card 1 (acceptance) icon" },
  { key: "terms.cards.1.item.1", type: "text", ar: "باستخدامك تطبيق مهامي أو موقعه، فإنك توافق على هذه الشروط وعلى سياسة الخصوصية.", en: "By using the Mahami app or website, you agree to these terms and to our privacy policy.", description: "Terms card 1, item 1" },
  { key: "terms.cards.1.item.2", type: "text", ar: "يجب أن يُنشئ الحساب ولي أمر بالغ، يتحمّل مسؤولية استخدام أطفاله للتطبيق.", en: "Accounts must be created by an adult parent or guardian, who is responsible for their children's use of the app.", description: "Terms card 1, item 2" },
  { key: "terms.cards.1.item.3", type: "text", ar: "لا يستخدم الأطفال (من 4 إلى 12 عاماً) التطبيق إلا تحت إشراف ولي الأمر.", en: "Children (aged 4 to 12) may use the app only under a parent's supervision.", description: "Terms card 1, item 3" },
  { key: "terms.cards.1.item.4", type: "text", ar: "قد نحدّث هذه الشروط من وقت لآخر، وسنُخطرك بأي تغيير جوهري قبل سريانه.", en: "We may update these terms from time to time and will tell you about any significant change before it takes effect.", description: "Terms card 1, item 4" },

  // Card 2: usage
  { key: "terms.cards.2.title", type: "title", ar: "الاستخدام", en: "Using the service", description: "Terms card 2 (usage) title" },
  { key: "terms.cards.2.icon", type: "icon", ar: "Smartphone", en: "Smartphone", description: "Terms card 2 (usage) icon" },
  { key: "terms.cards.2.item.1", type: "text", ar: "يُستخدم التطبيق لأغراض شخصية وعائلية وتعليمية فقط.", en: "The app is for personal, family and educational use only.", description: "Terms card 2, item 1" },
  { key: "terms.cards.2.item.2", type: "text", ar: "حافظ على سرية بيانات الدخول، فأنت مسؤول عن أي نشاط يجري عبر حسابك.", en: "Keep your sign-in details confidential; you're responsible for all activity on your account.", description: "Terms card 2, item 2" },
  { key: "terms.cards.2.item.3", type: "text", ar: "قدّم معلومات صحيحة ومحدّثة عند التسجيل وطوال فترة الاستخدام.", en: "Provide accurate, up-to-date information when you register and while you use the app.", description: "Terms card 2, item 3" },
  { key: "terms.cards.2.item.4", type: "text", ar: "يحق لنا تعليق أي حساب يخالف هذه الشروط أو يسيء استخدام الخدمة.", en: "We may suspend any account that breaks these terms or misuses the service.", description: "Terms card 2, item 4" },

  // Card 3: content
  { key: "terms.cards.3.title", type: "title", ar: "المحتوى", en: "Content", description: "Terms card 3 (content) title" },
  { key: "terms.cards.3.icon", type: "icon", ar: "FileText", en: "FileText", description: "Terms card 3 (content) icon" },
  { key: "terms.cards.3.item.1", type: "text", ar: "جميع حقوق الملكية الفكرية للتطبيق وتصميمه ومحتواه محفوظة لمهامي.", en: "All intellectual property in the app, its design and its content belongs to Mahami.", description: "Terms card 3, item 1" },
  { key: "terms.cards.3.item.2", type: "text", ar: "تبقى المهام والصور التي تضيفها ملكاً لك، وتمنحنا إذناً باستخدامها لتشغيل الخدمة فقط.", en: "Tasks and photos you add remain yours; you allow us to use them only to run the service.", description: "Terms card 3, item 2" },
  { key: "terms.cards.3.item.3", type: "text", ar: "يجب أن يكون كل محتوى تضيفه لائقاً ومناسباً للأطفال.", en: "Anything you add must be appropriate and suitable for children.", description: "Terms card 3, item 3" },
  { key: "terms.cards.3.item.4", type: "text", ar: "نحتفظ بحق إزالة أي محتوى مخالف دون إشعار مسبق.", en: "We may remove any content that breaks these rules without prior notice.", description: "Terms card 3, item 4" },

  // Card 4: payments
  { key: "terms.cards.4.title", type: "title", ar: "المدفوعات", en: "Payments", description: "Terms card 4 (payments) title" },
  { key: "terms.cards.4.icon", type: "icon", ar: "CreditCard", en: "CreditCard", description: "Terms card 4 (payments) icon" },
  { key: "terms.cards.4.item.1", type: "text", ar: "تُعرض الأسعار وتُحصَّل بالريال القطري، وتشمل أي رسوم معلنة.", en: "Prices are shown and charged in QAR and include any stated fees.", description: "Terms card 4, item 1" },
  { key: "terms.cards.4.item.2", type: "text", ar: "نُخطرك قبل 30 يوماً على الأقل من أي تغيير في الأسعار.", en: "We'll give you at least 30 days' notice before any price change.", description: "Terms card 4, item 2 (price change notice)" },
  { key: "terms.cards.4.item.3", type: "text", ar: "يحق لك استرداد رسوم الاشتراك كاملةً خلال 7 أيام من الدفع.", en: "You're entitled to a full refund of your subscription fee within 7 days of payment.", description: "Terms card 4, item 3 (refunds)" },
  { key: "terms.cards.4.item.4", type: "text", ar: "يمكنك إلغاء الاشتراك الشهري في أي وقت دون أي رسوم.", en: "You can cancel your monthly subscription at any time, at no charge.", description: "Terms card 4, item 4 (cancellation)" },

  // Restrictions
  { key: "terms.restrictions.title", type: "title", ar: "الاستخدامات المحظورة", en: "Restrictions", description: "Heading of the restrictions section" },
  { key: "terms.restrictions.subtitle", type: "text", ar: "حفاظاً على سلامة الأطفال وجودة الخدمة، يُمنع ما يلي:", en: "To keep children safe and the service reliable, you may not:", description: "Intro line of the restrictions list" },
  { key: "terms.restrictions.item.1", type: "text", ar: "إنشاء حساب بهوية مزيفة أو انتحال شخصية الآخرين.", en: "Create an account with a false identity or impersonate anyone else.", description: "Restriction 1" },
  { key: "terms.restrictions.item.2", type: "text", ar: "ترك الطفل يستخدم التطبيق دون إشراف ولي الأمر.", en: "Let a child use the app without parental supervision.", description: "Restriction 2" },
  { key: "terms.restrictions.item.3", type: "text", ar: "نشر أي محتوى مسيء أو عنيف أو غير مناسب للأطفال.", en: "Post offensive, violent or otherwise child-inappropriate content.", description: "Restriction 3" },
  { key: "terms.restrictions.item.4", type: "text", ar: "محاولة اختراق التطبيق أو تعطيله أو الوصول إلى أنظمته دون تصريح.", en: "Try to hack or disrupt the app, or access our systems without permission.", description: "Restriction 4" },
  { key: "terms.restrictions.item.5", type: "text", ar: "استخدام المحفظة أو المكافآت في أي نشاط تجاري أو غير مشروع.", en: "Use the wallet or rewards for commercial or unlawful purposes.", description: "Restriction 5" },
  { key: "terms.restrictions.item.6", type: "text", ar: "نسخ محتوى التطبيق أو إعادة بيعه أو توزيعه دون إذن كتابي منا.", en: "Copy, resell or distribute the app's content without our written permission.", description: "Restriction 6" },

  // Contact block
  { key: "terms.contact.title", type: "title", ar: "لديك سؤال قانوني؟", en: "Legal questions?", description: "Terms contact block heading" },
  { key: "terms.contact.text", type: "text", ar: "للاستفسارات المتعلقة بهذه الشروط، تواصل مع فريقنا القانوني وسنرد عليك في أقرب وقت.", en: "For questions about these terms, contact our legal team and we'll get back to you promptly.", description: "Terms contact block text" },
  { key: "terms.contact.email_label", type: "text", ar: "البريد الإلكتروني", en: "Email", description: "Terms contact email label" },
  { key: "terms.contact.email", type: "text", ar: "legal@mahami.qa", en: "legal@mahami.qa", description: "Legal contact mailbox" },
  { key: "terms.contact.phone_label", type: "text", ar: "الهاتف", en: "Phone", description: "Terms contact phone label" },
  { key: "terms.contact.phone", type: "text", ar: "+974 4000 0000", en: "+974 4000 0000", description: "Legal contact phone number" },
];
