import type { DefaultEntry } from "~/domain/content-types";

export const accessibilityEntries: DefaultEntry[] = [
  // Meta
  { key: "accessibility.meta.title", type: "text", ar: "مهامي | بيان إمكانية الوصول", en: "Mahami | Accessibility statement", description: "Browser tab title of the accessibility statement" },
  { key: "accessibility.meta.description", type: "text", ar: "كيف نجعل موقع مهامي في متناول الجميع: المعيار الذي نلتزم به (WCAG 2.2 بمستوى AA)، وكيف نختبره، وحدوده المعروفة، وكيف تبلغنا عن أي مشكلة.", en: "How we make the Mahami website usable by everyone: the standard we meet (WCAG 2.2 level AA), how we test it, its known limits, and how to report a problem.", description: "SEO description of the accessibility statement" },
  { key: "accessibility.meta.image", type: "image", ar: "", en: "", description: "Share image of the accessibility statement on WhatsApp, X and Facebook, per language; empty: drawn from its title" },
  { key: "accessibility.meta.noindex", type: "text", ar: "", en: "", description: "Asks search engines to leave the accessibility statement out of their results, per language" },

  // Hero
  { key: "accessibility.hero.title", type: "title", ar: "بيان إمكانية الوصول", en: "Accessibility statement", description: "Accessibility statement heading" },
  { key: "accessibility.hero.subtitle", type: "text", ar: "نريد أن يتمكن الجميع من استخدام موقعنا بسهولة، أياً كانت قدراتهم أو الأدوات التي يعتمدون عليها", en: "We want everyone to be able to use our website with ease, whatever their abilities or the tools they rely on", description: "Accessibility statement subheading" },
  { key: "accessibility.hero.last_updated", type: "text", ar: "آخر تحديث", en: "Last updated", description: "Accessibility statement: label before the last-updated date (the date follows the newest edit of the page's texts)" },

  // Scope
  { key: "accessibility.scope.title", type: "title", ar: "نطاق هذا البيان", en: "What this statement covers", description: "Accessibility: scope section heading" },
  { key: "accessibility.scope.1", type: "text", ar: "يشمل هذا البيان موقع مهامي الإلكتروني بصفحاته العامة باللغتين، ولوحة التحكم التي يستخدمها مسؤولو الموقع. ولا يشمل تطبيق مهامي على الهواتف.", en: "This statement covers the Mahami website, its public pages in both languages, and the dashboard the website's administrators use. It does not cover the Mahami mobile app.", description: "Accessibility: what the statement covers" },

  // The standard
  { key: "accessibility.standard.title", type: "title", ar: "المعيار الذي نلتزم به", en: "The standard we meet", description: "Accessibility: standard section heading" },
  { key: "accessibility.standard.1", type: "text", ar: "يستوفي الموقع إرشادات إتاحة محتوى الويب (WCAG) 2.2 بمستوى AA باللغتين العربية والإنجليزية، فيما عدا الحدود المعروفة المذكورة أدناه.", en: "The website meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA in Arabic and in English, except for the known limits listed below.", description: "Accessibility: the standard met" },
  { key: "accessibility.standard.2", type: "text", ar: "يمكنك تصفح الموقع كله بلوحة المفاتيح، مع إطار تركيز ظاهر ورابط للانتقال إلى المحتوى الرئيسي. وتعمل الصفحات العامة دون JavaScript، وتحترم إعداد تقليل الحركة في جهازك.", en: "You can use the whole website with a keyboard, with a visible focus outline and a link that skips to the main content. The public pages work without JavaScript and respect your device's reduced-motion setting.", description: "Accessibility: what this means in practice" },

  // How it is tested
  { key: "accessibility.testing.title", type: "title", ar: "كيف نختبره", en: "How we test it", description: "Accessibility: testing section heading" },
  { key: "accessibility.testing.item.1", type: "text", ar: "فحص آلي بأداة axe لكل صفحة عامة باللغتين ولكل تبويب في لوحة التحكم، ضمن الاختبارات التي تعمل مع كل تغيير في الموقع. ولا يُقبل تغيير يُظهر فيه الفحص أي مخالفة.", en: "An automated check with axe on every public page in both languages and every dashboard tab, in the tests that run on every change to the website. No change is accepted while the check finds a violation.", description: "Accessibility: testing, axe" },
  { key: "accessibility.testing.item.2", type: "text", ar: "تجربة الصفحات والنماذج بلوحة المفاتيح وحدها.", en: "Trying the pages and forms with the keyboard alone.", description: "Accessibility: testing, keyboard" },
  { key: "accessibility.testing.item.3", type: "text", ar: "فحوص بقارئ الشاشة على عيّنة من الصفحات باللغتين.", en: "Spot checks with a screen reader on a sample of pages in both languages.", description: "Accessibility: testing, screen reader" },

  // Known limits
  { key: "accessibility.limits.title", type: "title", ar: "حدود معروفة", en: "Known limits", description: "Accessibility: known limits section heading" },
  { key: "accessibility.limits.1", type: "text", ar: "نعرف حدوداً لم نعالجها بعد، ونعمل عليها:", en: "We know of limits we have not fixed yet, and are working on them:", description: "Accessibility: known limits, introduction" },
  { key: "accessibility.limits.item.1", type: "text", ar: "الأسماء اللاتينية داخل النص العربي، مثل App Store وGoogle Play وعناوين البريد الإلكتروني، قد ينطقها قارئ الشاشة بالصوت العربي نطقاً غير صحيح.", en: "Latin names inside Arabic text, such as App Store, Google Play and email addresses, may be mispronounced by a screen reader using an Arabic voice.", description: "Accessibility: known limit, Latin names in Arabic text" },
  { key: "accessibility.limits.item.2", type: "text", ar: "الرسم البياني في تبويب «إحصاءات الزيارات» بلوحة التحكم لا يُقرأ وحده، بل يعتمد على الجدول المعروض بجانبه، وفيه الأرقام نفسها.", en: "The chart in the dashboard's Analytics tab cannot be read on its own; it relies on the table beside it, which holds the same figures.", description: "Accessibility: known limit, the dashboard's chart" },
  { key: "accessibility.limits.item.3", type: "text", ar: "الصور التي يرفعها مسؤولو الموقع تعتمد على النص البديل الذي يكتبونه لها، وقد تظهر صورة بنص بديل ناقص إلى أن يكمله المسؤول.", en: "Images that administrators upload depend on the alt text they write for them, and an image may show with incomplete alt text until an administrator completes it.", description: "Accessibility: known limit, uploaded images" },
  { key: "accessibility.limits.item.4", type: "text", ar: "محادثة واتساب التي يفتحها زر المحادثة خدمة خارجية، لا نتحكم في إمكانية الوصول إليها.", en: "The WhatsApp chat that the chat button opens is an outside service whose accessibility we do not control.", description: "Accessibility: known limit, WhatsApp" },

  // Reporting a problem
  { key: "accessibility.report.title", type: "title", ar: "أخبرنا بأي مشكلة", en: "Report a problem", description: "Accessibility: reporting section heading" },
  { key: "accessibility.report.1", type: "text", ar: "إذا صعب عليك استخدام أي جزء من الموقع، فأخبرنا من نموذج التواصل أو على البريد الإلكتروني المذكور أدناه: اذكر الصفحة، وما حاولت فعله، والأداة التي تستخدمها إن أردت.", en: "If any part of the website is hard for you to use, tell us through the contact form or at the email address below: name the page, what you tried to do and, if you like, the tool you use.", description: "Accessibility: how to report a problem" },
  { key: "accessibility.report.2", type: "text", ar: "نرد خلال 24 ساعة، ونخبرك بموعد الإصلاح، أو نرسل إليك ما تحتاجه من معلومات بطريقة أخرى تناسبك.", en: "We reply within 24 hours and tell you when it will be fixed, or send you the information you need in another form that suits you.", description: "Accessibility: the reply time" },

  // Contact block
  { key: "accessibility.contact.title", type: "title", ar: "تواصل معنا بشأن إمكانية الوصول", en: "Contact us about accessibility", description: "Accessibility contact block heading" },
  { key: "accessibility.contact.text", type: "text", ar: "فريق الدعم جاهز لمساعدتك يومياً من 9 صباحاً حتى 6 مساءً.", en: "Our support team is ready to help every day from 9 AM to 6 PM.", description: "Accessibility contact block text" },
  { key: "accessibility.contact.email_label", type: "text", ar: "البريد الإلكتروني", en: "Email", description: "Accessibility contact email label" },
  { key: "accessibility.contact.email", type: "text", ar: "support@mahami.qa", en: "support@mahami.qa", description: "Accessibility contact mailbox" },
  { key: "accessibility.contact.phone_label", type: "text", ar: "الهاتف", en: "Phone", description: "Accessibility contact phone label" },
  { key: "accessibility.contact.phone", type: "text", ar: "+974 4000 0000", en: "+974 4000 0000", description: "Accessibility contact phone number" },
];
