import type { DefaultEntry } from "~/domain/content-types";

export const privacyEntries: DefaultEntry[] = [
  // Meta
  { key: "privacy.meta.title", type: "text", ar: "مهامي | سياسة الخصوصية", en: "Mahami | Privacy policy", description: "Browser tab title of the privacy policy" },
  { key: "privacy.meta.description", type: "text", ar: "اطّلع على كيفية جمع مهامي للبيانات واستخدامها وحمايتها، وعلى حقوقك كولي أمر. لا نجمع أي معلومات عن طفلك دون موافقتك.", en: "Learn how Mahami collects, uses and protects data, and your rights as a parent. We never collect your child's information without your consent.", description: "SEO description of the privacy policy" },

  // Hero
  { key: "privacy.hero.title", type: "title", ar: "سياسة الخصوصية", en: "Privacy policy", description: "Privacy policy heading" },
  { key: "privacy.hero.subtitle", type: "text", ar: "خصوصية طفلك وأسرتك أمانة نحرص عليها في كل خطوة", en: "Your child's and your family's privacy is a trust we protect at every step", description: "Privacy policy subheading" },
  { key: "privacy.hero.last_updated", type: "text", ar: "آخر تحديث: نوفمبر 2026", en: "Last updated: November 2026", description: "Privacy policy last-updated line" },

  // Introduction
  { key: "privacy.intro.1", type: "text", ar: "توضح هذه السياسة كيف يجمع تطبيق مهامي وموقعه الإلكتروني المعلومات ويستخدمانها ويحميانها. ونطلب موافقتك الصريحة قبل معالجة أي بيانات تخص طفلك، ويمكنك سحبها في أي وقت.", en: "This policy explains how the Mahami app and website collect, use and protect information. We ask for your explicit consent before processing any of your child's data, and you can withdraw it at any time.", description: "Privacy introduction, paragraph 1" },
  { key: "privacy.intro.2", type: "text", ar: "صُمم مهامي للأطفال من 4 إلى 12 عاماً تحت إشراف أولياء أمورهم، لذلك لا نجمع أي معلومات عن الطفل إلا بعد الحصول على موافقة ولي الأمر، ونكتفي بالحد الأدنى اللازم لتشغيل الخدمة.", en: "Mahami is designed for children aged 4 to 12 under parental supervision. We collect information about a child only with a parent's consent, and only the minimum needed to run the service.", description: "Privacy introduction, paragraph 2 (parental consent)" },

  // Card 1: data we collect
  { key: "privacy.cards.1.title", type: "title", ar: "البيانات التي نجمعها", en: "Information we collect", description: "Privacy card 1 (data collected) title" },
  { key: "privacy.cards.1.icon", type: "icon", ar: "FileText", en: "FileText", description: "Privacy card 1 (data collected) icon" },
  { key: "privacy.cards.1.item.1", type: "text", ar: "بيانات ولي الأمر: الاسم والبريد الإلكتروني ورقم الهاتف.", en: "Parent details: name, email address and phone number.", description: "Privacy card 1, item 1" },
  { key: "privacy.cards.1.item.2", type: "text", ar: "بيانات الطفل بعد موافقة ولي الأمر: الاسم الأول والعمر، وما يلزم لتشغيل الخدمة من سجل مهامه ومكافآته ومشترياته. ولا يطّلع المعلم إلا على المهام التي يحددها لطلابه وتقدّمهم فيها.", en: "Child details, with parental consent: first name and age, plus the task, reward and purchase history the service needs. A teacher sees only the tasks they set for their students and their progress on them.", description: "Privacy card 1, item 2" },
  { key: "privacy.cards.1.item.3", type: "text", ar: "سجل المهام والمكافآت وحركة المحفظة والمشتريات داخل التطبيق.", en: "Task and reward history, wallet activity and in-app purchases.", description: "Privacy card 1, item 3" },
  { key: "privacy.cards.1.item.4", type: "text", ar: "بيانات تقنية أساسية، مثل نوع الجهاز وإصدار التطبيق، لتحسين الأداء.", en: "Basic technical data, such as device type and app version, to improve performance.", description: "Privacy card 1, item 4" },

  // Card 2: how we use it
  { key: "privacy.cards.2.title", type: "title", ar: "كيف نستخدم البيانات", en: "How we use information", description: "Privacy card 2 (usage) title" },
  { key: "privacy.cards.2.icon", type: "icon", ar: "Settings", en: "Settings", description: "Privacy card 2 (usage) icon" },
  { key: "privacy.cards.2.item.1", type: "text", ar: "تشغيل حسابك وإدارة المهام والمكافآت والمحفظة.", en: "Running your account and managing tasks, rewards and the wallet.", description: "Privacy card 2, item 1" },
  { key: "privacy.cards.2.item.2", type: "text", ar: "إرسال الإشعارات والتنبيهات المتعلقة بالمهام والمعاملات.", en: "Sending notifications about tasks and transactions.", description: "Privacy card 2, item 2" },
  { key: "privacy.cards.2.item.3", type: "text", ar: "تحسين التطبيق وتطوير مزايا جديدة اعتماداً على بيانات إجمالية لا تكشف هوية أحد.", en: "Improving the app and building new features using aggregated data that identifies no one.", description: "Privacy card 2, item 3" },
  { key: "privacy.cards.2.item.4", type: "text", ar: "لا نبيع بياناتك، ولا نستخدم بيانات الأطفال لأغراض إعلانية إطلاقاً.", en: "We never sell your data or use children's data for advertising.", description: "Privacy card 2, item 4" },

  // Card 3: how we protect it
  { key: "privacy.cards.3.title", type: "title", ar: "كيف نحمي البيانات", en: "How we protect information", description: "Privacy card 3 (protection) title" },
  { key: "privacy.cards.3.icon", type: "icon", ar: "ShieldCheck", en: "ShieldCheck", description: "Privacy card 3 (protection) icon" },
  { key: "privacy.cards.3.item.1", type: "text", ar: "تشفير جميع البيانات بتقنية 256 بت أثناء نقلها وتخزينها.", en: "All data is protected with 256-bit encryption in transit and at rest.", description: "Privacy card 3, item 1" },
  { key: "privacy.cards.3.item.2", type: "text", ar: "قصر صلاحيات الوصول على الموظفين المخوّلين ولأغراض العمل فقط.", en: "Access is limited to authorised staff, for business purposes only.", description: "Privacy card 3, item 2" },
  { key: "privacy.cards.3.item.3", type: "text", ar: "مراجعات أمنية دورية ومراقبة مستمرة لأنظمتنا.", en: "Regular security reviews and continuous monitoring of our systems.", description: "Privacy card 3, item 3" },
  { key: "privacy.cards.3.item.4", type: "text", ar: "معالجة المدفوعات عبر بوابات دفع موثوقة، دون تخزين بيانات بطاقتك لدينا.", en: "Payments go through trusted payment gateways; we never store your card details.", description: "Privacy card 3, item 4" },

  // Card 4: your rights
  { key: "privacy.cards.4.title", type: "title", ar: "حقوقك", en: "Your rights", description: "Privacy card 4 (rights) title" },
  { key: "privacy.cards.4.icon", type: "icon", ar: "User", en: "User", description: "Privacy card 4 (rights) icon" },
  { key: "privacy.cards.4.item.1", type: "text", ar: "الاطلاع على بياناتك وبيانات طفلك، وطلب نسخة منها.", en: "See the data we hold about you and your child, and ask for a copy.", description: "Privacy card 4, item 1" },
  { key: "privacy.cards.4.item.2", type: "text", ar: "تصحيح أي معلومات غير دقيقة أو تحديثها.", en: "Correct or update any inaccurate information.", description: "Privacy card 4, item 2" },
  { key: "privacy.cards.4.item.3", type: "text", ar: "سحب موافقتك وطلب حذف بيانات طفلك في أي وقت.", en: "Withdraw your consent and ask us to delete your child's data at any time.", description: "Privacy card 4, item 3" },
  { key: "privacy.cards.4.item.4", type: "text", ar: "التواصل معنا بشأن أي استفسار أو شكوى تتعلق بالخصوصية.", en: "Contact us with any privacy question or complaint.", description: "Privacy card 4, item 4" },

  // What the website counts (docs/decisions/0045-cookie-free-analytics.md)
  { key: "privacy.analytics.title", type: "title", ar: "ما يحسبه هذا الموقع", en: "What this website counts", description: "Privacy: website analytics heading" },
  { key: "privacy.analytics.text", type: "text", ar: "نحسب زيارات هذا الموقع على خادمنا فقط، مجموعةً لكل يوم: الصفحة التي فُتحت ولغتها، واسم الموقع الذي أحالك إليها، ووسم الحملة (utm_source)، ونوع الجهاز (هاتف أو جهاز لوحي أو حاسوب). لا نضع أي ملفات تعريف ارتباط، ولا نشغّل أي نص برمجي للتتبع، ولا نستعين بأي طرف ثالث. ولا نحفظ أبداً عنوان IP الخاص بك ولا بيانات متصفحك: لنحسب الزائر مرة واحدة في اليوم نحتفظ برمز لا يمكن عكسه، مشتق منهما بمفتاح يتغير كل يوم، ويُحذف المفتاح والرموز بانتهاء اليوم.", en: "We count visits to this website on our own server only, added up per day: the page opened and its language, the name of the site that referred you, the campaign tag (utm_source), and the kind of device (phone, tablet or computer). We set no cookie, run no tracking script and use no third party. We never store your IP address or your browser's details: to count a visitor once a day we keep a one-way code made from them with a key that changes every day, and the key and the codes are deleted when the day is over.", description: "Privacy: what website analytics count and never store" },

  // Contact block
  { key: "privacy.contact.title", type: "title", ar: "لديك سؤال عن الخصوصية؟", en: "Questions about privacy?", description: "Privacy contact block heading" },
  { key: "privacy.contact.text", type: "text", ar: "إذا كان لديك أي سؤال حول هذه السياسة أو طريقة تعاملنا مع بياناتك، فيسعدنا تواصلك معنا.", en: "If you have any questions about this policy or how we handle your data, we're happy to help.", description: "Privacy contact block text" },
  { key: "privacy.contact.email_label", type: "text", ar: "البريد الإلكتروني", en: "Email", description: "Privacy contact email label" },
  { key: "privacy.contact.email", type: "text", ar: "privacy@mahami.qa", en: "privacy@mahami.qa", description: "Privacy contact mailbox" },
  { key: "privacy.contact.phone_label", type: "text", ar: "الهاتف", en: "Phone", description: "Privacy contact phone label" },
  { key: "privacy.contact.phone", type: "text", ar: "+974 4000 0000", en: "+974 4000 0000", description: "Privacy contact phone number" },
];
