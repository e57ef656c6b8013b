import type { DefaultEntry } from "~/domain/content-types";

export const termsEntries: DefaultEntry[] = [
  // Meta
  { key: "terms.meta.title", type: "text", ar: "مهامي | شروط الاستخدام", en: "Mahami | Terms of service", description: "Browser tab title of the terms of service" },
  { key: "terms.meta.description", type: "text", ar: "اقرأ شروط استخدام تطبيق مهامي وموقعه: قبول الشروط، والاستخدام المسموح، والمحتوى، والمدفوعات والاسترداد والاشتراكات.", en: "Read the terms for using the Mahami app and website: acceptance, permitted use, content, payments, refunds and subscriptions.", description: "SEO description of the terms of service" },
  { key: "terms.meta.image", type: "image", ar: "", en: "", description: "Share image of the terms of service on WhatsApp, X and Facebook, per language; empty: drawn from its title" },
  { key: "terms.meta.noindex", type: "text", ar: "", en: "", description: "Asks search engines to leave the terms of service out of their results, per language" },

  // Hero
  { key: "terms.hero.title", type: "title", ar: "شروط الاستخدام", en: "Terms of service", description: "Terms of service heading" },
  { key: "terms.hero.subtitle", type: "text", ar: "قواعد واضحة تضمن تجربة آمنة وعادلة للجميع", en: "Clear rules for a safe, fair experience for everyone", description: "Terms of service subheading" },
  { key: "terms.hero.last_updated", type: "text", ar: "آخر تحديث", en: "Last updated", description: "Terms of service: label before the last-updated date (the date follows the newest edit of the page's texts)" },

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

  // Wallet money
  { key: "terms.wallet.title", type: "title", ar: "أموال المحفظة", en: "Wallet money", description: "Terms: wallet money section heading" },
  { key: "terms.wallet.1", type: "text", ar: "يحتفظ شريكنا المرخّص للمدفوعات بأموال محافظ الأطفال في حساب منفصل عن أموالنا. ولا نحتفظ بهذه الأموال نحن، ولا نستخدمها في نشاطنا.", en: "Children's wallet money is held by our licensed payment partner, in an account kept apart from our own money. We do not hold that money ourselves or use it in our business.", description: "Terms: who holds wallet money" },
  { key: "terms.wallet.2", type: "text", ar: "يشحن ولي الأمر المحفظة، ويعتمد المهام التي تُصرف مكافآتها إليها. ورصيد المحفظة ليس وديعة مصرفية، ولا يستحق أي فائدة أو عائد.", en: "A parent tops up the wallet and approves the tasks whose rewards are released into it. The wallet balance is not a bank deposit and earns no interest or return.", description: "Terms: what the wallet balance is" },

  // Closing an account
  { key: "terms.closing.title", type: "title", ar: "إغلاق الحساب", en: "Closing an account", description: "Terms: closing an account section heading" },
  { key: "terms.closing.1", type: "text", ar: "يمكن لولي الأمر إغلاق حساب العائلة في أي وقت، من إعدادات التطبيق أو برسالة إلينا.", en: "A parent can close the family account at any time, from the app's settings or by writing to us.", description: "Terms: how to close an account" },
  { key: "terms.closing.2", type: "text", ar: "يُرد الرصيد المتبقي في محافظ الأطفال كاملاً إلى ولي الأمر، بالطريقة التي دفع بها أو إلى حساب مصرفي باسمه، خلال 14 يوماً من إغلاق الحساب وبعد التحقق من هويته، دون أي رسوم منا.", en: "Any balance left in the children's wallets is returned in full to the parent, by the method used to pay or to a bank account in the parent's name, within 14 days of closing and once the parent's identity is checked, with no fee from us.", description: "Terms: what happens to the balance" },
  { key: "terms.closing.3", type: "text", ar: "وإذا علّقنا حساباً أو أغلقناه لمخالفة هذه الشروط، يُرد رصيده بالطريقة نفسها، إلا ما يُلزمنا القانون أو أمر قضائي بحجزه.", en: "If we suspend or close an account for breaking these terms, its balance is returned the same way, except any amount the law or a court order requires us to hold.", description: "Terms: the balance of a suspended account" },

  // The store and the sellers
  { key: "terms.marketplace.title", type: "title", ar: "المتجر ودور التجّار", en: "The store and the sellers' role", description: "Terms: marketplace section heading" },
  { key: "terms.marketplace.1", type: "text", ar: "نعرض في المتجر منتجات يبيعها تجّار مستقلون بعد مراجعة طلباتهم ومنتجاتهم. والتاجر هو البائع: يتحمّل مسؤولية سلامة منتجاته، وصحة وصفها، وتوصيلها.", en: "The store shows products sold by independent sellers whose applications and products we have reviewed. The seller is the one selling: it answers for the safety of its products, for describing them accurately and for delivering them.", description: "Terms: sellers answer for their products" },
  { key: "terms.marketplace.2", type: "text", ar: "يخضع استبدال المنتجات وإرجاعها واسترداد ثمنها لأحكام القانون رقم (8) لسنة 2008 بشأن حماية المستهلك ولائحته التنفيذية، ولا ينتقص أي بند في هذه الشروط من حقوقك بموجبه.", en: "Exchanges, returns and refunds of products are governed by Law No. 8 of 2008 on Consumer Protection and its implementing regulations, and nothing in these terms reduces your rights under it.", description: "Terms: returns under the consumer-protection law" },
  { key: "terms.marketplace.3", type: "text", ar: "إذا واجهت مشكلة في طلب، فتواصل مع التاجر من التطبيق أو تواصل معنا، وسنساعدك على حلها. ويحق لك كذلك تقديم شكوى إلى وزارة التجارة والصناعة.", en: "If you have a problem with an order, contact the seller from the app or contact us, and we will help you resolve it. You may also complain to the Ministry of Commerce and Industry.", description: "Terms: order problems and complaints" },

  // What the refund covers (M10)
  { key: "terms.refunds.title", type: "title", ar: "نطاق الاسترداد", en: "What the refund covers", description: "Terms: refund scope section heading" },
  { key: "terms.refunds.1", type: "text", ar: "لا يشمل حق الاسترداد الكامل خلال 7 أيام من الدفع إلا رسوم الاشتراك.", en: "The full refund within 7 days of payment covers the subscription fee only.", description: "Terms: refund scope, the subscription fee" },
  { key: "terms.refunds.2", type: "text", ar: "أما رصيد المحفظة فليس رسماً: يبقى للطفل، ويُرد إلى ولي الأمر عند إغلاق الحساب كما هو موضح أعلاه. وتخضع مشتريات المتجر لسياسة الإرجاع لدى التاجر ولقانون حماية المستهلك.", en: "The wallet balance is not a fee: it stays the child's, and is returned to the parent when the account is closed, as set out above. Store purchases follow the seller's returns policy and consumer-protection law.", description: "Terms: refund scope, wallet balance and store purchases" },

  // Limitation of liability
  { key: "terms.liability.title", type: "title", ar: "حدود المسؤولية", en: "Limitation of liability", description: "Terms: liability section heading" },
  { key: "terms.liability.1", type: "text", ar: "نبذل عناية معقولة لتعمل الخدمة كما تصفها اتفاقية الخدمة، لكننا لا نضمن خلوّها التام من الأعطال.", en: "We take reasonable care for the service to work as the service agreement describes, but we cannot promise it will never fail.", description: "Terms: liability, reasonable care" },
  { key: "terms.liability.2", type: "text", ar: "لا نتحمّل مسؤولية الأضرار غير المباشرة، ولا الأضرار الناتجة عن منتجات التجّار، أو عن انقطاع خارج عن سيطرتنا، أو عن استخدام الحساب بما يخالف هذه الشروط.", en: "We are not liable for indirect loss, nor for loss caused by sellers' products, by outages beyond our control, or by use of an account that breaks these terms.", description: "Terms: liability, what we do not answer for" },
  { key: "terms.liability.3", type: "text", ar: "ولا يحدّ أي بند في هذه الشروط من مسؤوليتنا عن الغش أو الخطأ الجسيم، ولا من أي مسؤولية لا يجيز القانون القطري تحديدها.", en: "Nothing in these terms limits our liability for fraud or gross negligence, or any liability that Qatari law does not allow to be limited.", description: "Terms: liability, what is never limited" },

  // Governing law and language
  { key: "terms.law.title", type: "title", ar: "القانون الواجب التطبيق واللغة", en: "Governing law and language", description: "Terms: governing law section heading" },
  { key: "terms.law.1", type: "text", ar: "تخضع هذه الشروط لقوانين دولة قطر، وتختص محاكم دولة قطر بالفصل في أي نزاع ينشأ عنها.", en: "These terms are governed by the laws of the State of Qatar, and the courts of Qatar have jurisdiction over any dispute arising from them.", description: "Terms: governing law and courts" },
  { key: "terms.law.2", type: "text", ar: "كُتبت هذه الشروط باللغتين العربية والإنجليزية، ويُعتمد النص العربي عند أي اختلاف بينهما.", en: "These terms are written in Arabic and English; if the two differ, the Arabic text prevails.", description: "Terms: the Arabic text prevails" },

  // Contact block
  { key: "terms.contact.title", type: "title", ar: "لديك سؤال قانوني؟", en: "Legal questions?", description: "Terms contact block heading" },
  { key: "terms.contact.text", type: "text", ar: "للاستفسارات المتعلقة بهذه الشروط، تواصل مع فريقنا القانوني وسنرد عليك في أقرب وقت.", en: "For questions about these terms, contact our legal team and we'll get back to you promptly.", description: "Terms contact block text" },
  { key: "terms.contact.email_label", type: "text", ar: "البريد الإلكتروني", en: "Email", description: "Terms contact email label" },
  { key: "terms.contact.email", type: "text", ar: "legal@mahami.qa", en: "legal@mahami.qa", description: "Legal contact mailbox" },
  { key: "terms.contact.phone_label", type: "text", ar: "الهاتف", en: "Phone", description: "Terms contact phone label" },
  { key: "terms.contact.phone", type: "text", ar: "+974 4000 0000", en: "+974 4000 0000", description: "Legal contact phone number" },
];
