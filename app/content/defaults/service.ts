import type { DefaultEntry } from "~/domain/content-types";

export const serviceEntries: DefaultEntry[] = [
  // Meta
  { key: "service.meta.title", type: "text", ar: "مهامي | اتفاقية الخدمة", en: "Mahami | Service agreement", description: "Browser tab title of the service agreement" },
  { key: "service.meta.description", type: "text", ar: "تعرّف على التزامات مهامي تجاهك: توفّر مضمون للخدمة بنسبة لا تقل عن 99.5%، وحماية بياناتك، ودعم يومي يرد خلال 24 ساعة، وسياسة استرداد واضحة.", en: "See what Mahami commits to: at least 99.5% guaranteed uptime, data protection, daily support that replies within 24 hours and a clear refund policy.", description: "SEO description of the service agreement" },
  { key: "service.meta.image", type: "image", ar: "", en: "", description: "Share image of the service agreement on WhatsApp, X and Facebook, per language; empty: drawn from its title" },
  { key: "service.meta.noindex", type: "text", ar: "", en: "", description: "Asks search engines to leave the service agreement out of their results, per language" },

  // Hero
  { key: "service.hero.title", type: "title", ar: "اتفاقية الخدمة", en: "Service agreement", description: "Service agreement heading" },
  { key: "service.hero.subtitle", type: "text", ar: "التزاماتنا تجاهك ومسؤولياتنا المشتركة من أجل تجربة موثوقة", en: "Our commitments to you and our shared responsibilities, for a service you can rely on", description: "Service agreement subheading" },
  { key: "service.hero.last_updated", type: "text", ar: "آخر تحديث", en: "Last updated", description: "Service agreement: label before the last-updated date (the date follows the newest edit of the page's texts)" },

  // The parties
  { key: "service.parties.title", type: "title", ar: "طرفا الاتفاقية", en: "The parties", description: "Service agreement: parties section heading" },
  { key: "service.parties.1", type: "text", ar: "هذه الاتفاقية بين الشركة المذكورة في قسم «من نحن» أعلاه، التي تشغّل تطبيق مهامي، وبينك أنت صاحب الحساب: ولي الأمر الذي ينشئ حساب العائلة، أو المعلم أو المعلمة ممن يستخدمون التطبيق مع طلابهم.", en: "This agreement is between the company named under \"Who we are\" above, which runs the Mahami app, and you, the account holder: the parent who creates a family account, or the teacher who uses the app with their students.", description: "Service agreement: who the parties are" },
  { key: "service.parties.2", type: "text", ar: "تكمّل هذه الاتفاقية شروط الاستخدام وسياسة الخصوصية. وقد كُتبت باللغتين العربية والإنجليزية، ويُعتمد النص العربي عند أي اختلاف بينهما.", en: "This agreement completes the terms of service and the privacy policy. It is written in Arabic and English; if the two differ, the Arabic text prevails.", description: "Service agreement: related documents, the Arabic text prevails" },

  // Card 1: the app
  { key: "service.cards.1.title", type: "title", ar: "التطبيق", en: "The app", description: "Service card 1 (the app) title" },
  { key: "service.cards.1.icon", type: "icon", ar: "Smartphone", en: "Smartphone", description: "Service card 1 (the app) icon" },
  { key: "service.cards.1.item.1", type: "text", ar: "مهامي تطبيق تعليمي للأطفال من 4 إلى 12 عاماً يُستخدم تحت إشراف ولي الأمر، ينجز فيه الأطفال مهاماً يحددها الأهل أو المعلمون، ويكسبون مقابلها مكافآت مالية حقيقية.", en: "Mahami is an educational app for children aged 4 to 12, used under a parent's supervision, where children complete tasks set by parents or teachers and earn real-money rewards.", description: "Service card 1, item 1" },
  { key: "service.cards.1.item.2", type: "text", ar: "تُصرف المكافأة بالريال القطري إلى محفظة الطفل بعد أن يعتمد ولي الأمر المهمة.", en: "Once a parent approves a task, its reward is released into the child's wallet in QAR.", description: "Service card 1, item 2" },
  { key: "service.cards.1.item.3", type: "text", ar: "يستطيع الأطفال إنفاق رصيدهم في متاجر أطفال مختارة بعناية داخل التطبيق.", en: "Children can spend their balance in carefully selected children's stores inside the app.", description: "Service card 1, item 3" },
  { key: "service.cards.1.item.4", type: "text", ar: "التطبيق متاح للتحميل مجاناً على App Store وGoogle Play.", en: "The app is free to download on the App Store and Google Play.", description: "Service card 1, item 4" },

  // Card 2: our commitments
  { key: "service.cards.2.title", type: "title", ar: "التزاماتنا", en: "Our commitments", description: "Service card 2 (commitments) title" },
  { key: "service.cards.2.icon", type: "icon", ar: "ShieldCheck", en: "ShieldCheck", description: "Service card 2 (commitments) icon" },
  { key: "service.cards.2.item.1", type: "text", ar: "ضمان توفّر الخدمة بنسبة لا تقل عن 99.5% من الوقت.", en: "Guaranteeing the service is available at least 99.5% of the time.", description: "Service card 2, item 1" },
  { key: "service.cards.2.item.2", type: "text", ar: "حماية بياناتك وبيانات طفلك وفق سياسة الخصوصية.", en: "Protecting your data and your child's data in line with our privacy policy.", description: "Service card 2, item 2" },
  { key: "service.cards.2.item.3", type: "text", ar: "إخطارك مسبقاً بأي صيانة مجدولة أو تغيير مهم في الخدمة.", en: "Telling you in advance about scheduled maintenance or important service changes.", description: "Service card 2, item 3" },
  { key: "service.cards.2.item.4", type: "text", ar: "تطوير التطبيق باستمرار بناءً على ملاحظات العائلات والمعلمين.", en: "Continuously improving the app based on feedback from families and teachers.", description: "Service card 2, item 4" },

  // Card 3: user responsibilities
  { key: "service.cards.3.title", type: "title", ar: "مسؤولياتك", en: "Your responsibilities", description: "Service card 3 (user responsibilities) title" },
  { key: "service.cards.3.icon", type: "icon", ar: "ListChecks", en: "ListChecks", description: "Service card 3 (user responsibilities) icon" },
  { key: "service.cards.3.item.1", type: "text", ar: "الإشراف على استخدام الطفل للتطبيق، ومراجعة المهام قبل اعتمادها.", en: "Supervising your child's use of the app and reviewing tasks before approving them.", description: "Service card 3, item 1" },
  { key: "service.cards.3.item.2", type: "text", ar: "الحفاظ على سرية بيانات الدخول، وتحديث معلومات الحساب أولاً بأول.", en: "Keeping your sign-in details private and your account information up to date.", description: "Service card 3, item 2" },
  { key: "service.cards.3.item.3", type: "text", ar: "اختيار مهام ومكافآت تناسب عمر الطفل وقدراته.", en: "Choosing tasks and rewards that suit your child's age and abilities.", description: "Service card 3, item 3" },
  { key: "service.cards.3.item.4", type: "text", ar: "الالتزام بشروط الاستخدام وسياسة الخصوصية.", en: "Following our terms of service and privacy policy.", description: "Service card 3, item 4" },

  // Card 4: support
  { key: "service.cards.4.title", type: "title", ar: "الدعم", en: "Support", description: "Service card 4 (support) title" },
  { key: "service.cards.4.icon", type: "icon", ar: "Headphones", en: "Headphones", description: "Service card 4 (support) icon" },
  { key: "service.cards.4.item.1", type: "text", ar: "يرد فريق الدعم على جميع الاستفسارات خلال 24 ساعة.", en: "Our support team replies to every enquiry within 24 hours.", description: "Service card 4, item 1 (reply time)" },
  { key: "service.cards.4.item.2", type: "text", ar: "ساعات الدعم يومياً من 9 صباحاً حتى 6 مساءً.", en: "Support is available every day from 9 AM to 6 PM.", description: "Service card 4, item 2 (support hours)" },
  { key: "service.cards.4.item.3", type: "text", ar: "نقدّم الدعم باللغتين العربية والإنجليزية.", en: "Support is available in Arabic and English.", description: "Service card 4, item 3 (ages)" },
  { key: "service.cards.4.item.4", type: "text", ar: "يمكنك التواصل معنا عبر الهاتف أو البريد الإلكتروني أو المحادثة على واتساب.", en: "You can reach us by phone, email or WhatsApp chat.", description: "Service card 4, item 4 (channels)" },

  // Service levels
  { key: "service.sla.title", type: "title", ar: "مستوى الخدمة", en: "Service levels", description: "Heading of the service-level section" },
  { key: "service.sla.subtitle", type: "text", ar: "معايير واضحة نلتزم بها ونقيس أداءنا على أساسها", en: "Clear standards we commit to and measure ourselves against", description: "Subheading of the service-level section" },
  { key: "service.sla.operations_title", type: "title", ar: "التشغيل والأداء", en: "Operations and performance", description: "Heading of the operations list" },
  { key: "service.sla.operations.1", type: "text", ar: "توفّر الخدمة بنسبة لا تقل عن 99.5% في كل شهر", en: "At least 99.5% uptime every month", description: "Operations item 1 (uptime)" },
  { key: "service.sla.operations.2", type: "text", ar: "زمن استجابة أقل من ثانيتين", en: "Response time under 2 seconds", description: "Operations item 2 (response time)" },
  { key: "service.sla.operations.3", type: "text", ar: "تشفير البيانات بتقنية 256 بت", en: "256-bit data encryption", description: "Operations item 3 (encryption)" },
  { key: "service.sla.refunds_title", type: "title", ar: "الاسترداد والاشتراكات", en: "Refunds and subscriptions", description: "Heading of the refunds list" },
  { key: "service.sla.refunds.1", type: "text", ar: "استرداد رسوم الاشتراك كاملةً خلال 7 أيام", en: "Full refund of the subscription fee within 7 days", description: "Refunds item 1 (refund window)" },
  { key: "service.sla.refunds.2", type: "text", ar: "إلغاء الاشتراك الشهري مجاناً في أي وقت", en: "Cancel your monthly subscription free, any time", description: "Refunds item 2 (free cancellation)" },
  { key: "service.sla.refunds.3", type: "text", ar: "إشعار قبل 30 يوماً من أي تغيير في الأسعار", en: "30 days' notice before any price change", description: "Refunds item 3 (price change notice)" },

  // What the commitments measure
  { key: "service.measures.title", type: "title", ar: "كيف نقيس التزاماتنا", en: "What our commitments measure", description: "Service agreement: measurement section heading" },
  { key: "service.measures.1", type: "text", ar: "توفّر الخدمة: نسبة الدقائق في الشهر الميلادي التي تستجيب فيها خدمات التطبيق استجابة صحيحة، كما يقيسها نظام مراقبة خارجي يختبرها كل دقيقة. ولا تُحسب الصيانة المجدولة التي نعلن عنها قبل 48 ساعة على الأقل، بحد أقصى 4 ساعات في الشهر.", en: "Uptime: the share of minutes in a calendar month in which the app's services answer correctly, as measured by an outside monitoring system that checks them every minute. Scheduled maintenance announced at least 48 hours ahead, up to 4 hours a month, is not counted.", description: "Service agreement: what uptime measures" },
  { key: "service.measures.2", type: "text", ar: "زمن الاستجابة: الوقت من وصول الطلب إلى خوادمنا حتى اكتمال ردها، ونلتزم بأن يقل عن ثانيتين في 95% من الطلبات خلال الشهر. ولا يشمل سرعة اتصالك بالإنترنت، ولا وقت المعالجة لدى شريكنا المرخّص للمدفوعات.", en: "Response time: the time from a request reaching our servers until their answer is complete; we commit to under 2 seconds for 95% of requests in a month. It does not include the speed of your internet connection or the processing time at our licensed payment partner.", description: "Service agreement: what response time measures" },
  { key: "service.measures.3", type: "text", ar: "زمن الرد على الدعم: الوقت من وصول استفسارك حتى أول رد من فريق الدعم، ونلتزم بأن يكون خلال 24 ساعة.", en: "Support reply time: the time from your enquiry arriving until the support team's first reply, which we commit to within 24 hours.", description: "Service agreement: what the support reply time measures" },

  // The remedy
  { key: "service.remedy.title", type: "title", ar: "إذا لم نفِ بالتزام", en: "If we miss a commitment", description: "Service agreement: remedy section heading" },
  { key: "service.remedy.1", type: "text", ar: "إذا قلّ توفّر الخدمة في شهر عن 99.5%، نمنح كل مشترك في ذلك الشهر خصماً من رسوم اشتراكه التالية: 10% من رسوم الشهر عن كل نصف نقطة مئوية دون هذه النسبة، بحد أقصى رسوم شهر كامل.", en: "If uptime in a month falls below 99.5%, every subscriber that month gets a discount on their next subscription fee: 10% of the month's fee for each half percentage point below that figure, up to a whole month's fee.", description: "Service agreement: the discount when uptime is missed" },
  { key: "service.remedy.2", type: "text", ar: "نطبّق هذا الخصم تلقائياً دون أن تطلبه. وإذا لم نفِ بزمن الاستجابة أو بزمن الرد على الدعم، نتحرّى السبب ونُطلعك عليه وعلى ما فعلناه لعلاجه.", en: "We apply the discount automatically, without your asking. If we miss the response time or the support reply time, we find the cause and tell you what it was and what we did to fix it.", description: "Service agreement: the remedy for the other commitments" },
  { key: "service.remedy.3", type: "text", ar: "وننشر بعد كل انقطاع يتجاوز 30 دقيقة بياناً يشرح ما حدث. ولا ينتقص هذا الخصم من أي حق آخر لك بموجب القانون.", en: "After any outage longer than 30 minutes, we publish a statement explaining what happened. This discount does not reduce any other right you have under the law.", description: "Service agreement: outage statements, other rights kept" },

  // Contact block
  { key: "service.contact.title", type: "title", ar: "تحتاج إلى مساعدة؟", en: "Need help?", description: "Service contact block heading" },
  { key: "service.contact.text", type: "text", ar: "فريق الدعم جاهز لمساعدتك في أي استفسار يتعلق بالخدمة.", en: "Our support team is ready to help with any question about the service.", description: "Service contact block text" },
  { key: "service.contact.email_label", type: "text", ar: "البريد الإلكتروني", en: "Email", description: "Service contact email label" },
  { key: "service.contact.email", type: "text", ar: "service@mahami.qa", en: "service@mahami.qa", description: "Service contact mailbox" },
  { key: "service.contact.phone_label", type: "text", ar: "الهاتف", en: "Phone", description: "Service contact phone label" },
  { key: "service.contact.phone", type: "text", ar: "+974 4000 0000", en: "+974 4000 0000", description: "Service contact phone number" },
  { key: "service.contact.hours", type: "text", ar: "ساعات العمل: يومياً من 9 صباحاً حتى 6 مساءً", en: "Hours: 9 AM to 6 PM, every day", description: "Service contact support hours" },
];
