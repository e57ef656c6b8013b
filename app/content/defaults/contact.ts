import type { DefaultEntry } from "~/domain/content-types";

export const contactEntries: DefaultEntry[] = [
  // Meta
  { key: "contact.meta.title", type: "text", ar: "مهامي | تواصل معنا", en: "Mahami | Contact us", description: "Browser tab title of the contact page" },
  { key: "contact.meta.description", type: "text", ar: "تواصل مع فريق مهامي في الدوحة عبر الهاتف أو البريد الإلكتروني أو نموذج التواصل، ونرد على رسائلك خلال 24 ساعة.", en: "Get in touch with the Mahami team in Doha by phone, email or our contact form. We reply to every message within 24 hours.", description: "SEO description of the contact page" },
  { key: "contact.meta.image", type: "image", ar: "", en: "", description: "Share image of the contact page on WhatsApp, X and Facebook, per language; empty: drawn from its title" },
  { key: "contact.meta.noindex", type: "text", ar: "", en: "", description: "Asks search engines to leave the contact page out of their results, per language" },

  // Hero
  { key: "contact.hero.badge", type: "text", ar: "نحن هنا لمساعدتك", en: "We're here to help", description: "Chip above the contact hero heading" },
  { key: "contact.hero.title", type: "title", ar: "تواصل معنا", en: "Contact us", description: "Contact hero heading" },
  { key: "contact.hero.subtitle", type: "text", ar: "لديك سؤال عن التطبيق أو اقتراح لتطويره؟ يسعد فريقنا بالرد عليك.", en: "Have a question about the app or an idea to make it better? Our team would love to hear from you.", description: "Contact hero paragraph" },

  // Ways to reach us
  { key: "contact.ways.title", type: "title", ar: "طرق التواصل", en: "Ways to reach us", description: "Heading above the three contact cards" },
  { key: "contact.ways.subtitle", type: "text", ar: "اختر الطريقة الأنسب لك، ويسعدنا خدمتك دائماً", en: "Choose whatever suits you best; we're always happy to help", description: "Subheading above the three contact cards" },

  // Contact cards
  { key: "contact.info.phone_title", type: "title", ar: "اتصل بنا", en: "Call us", description: "Phone card title" },
  { key: "contact.info.phone_value", type: "text", ar: "+974 4000 0000", en: "+974 4000 0000", description: "Phone card number" },
  { key: "contact.info.phone_note", type: "text", ar: "يومياً من 9 صباحاً حتى 6 مساءً", en: "Daily from 9 AM to 6 PM", description: "Phone card note (calling hours)" },
  { key: "contact.info.email_title", type: "title", ar: "راسلنا", en: "Email us", description: "Email card title" },
  { key: "contact.info.email_value", type: "text", ar: "support@mahami.qa", en: "support@mahami.qa", description: "Email card address" },
  { key: "contact.info.email_note", type: "text", ar: "نرد على رسائلك خلال 24 ساعة", en: "We reply within 24 hours", description: "Email card note (reply time)" },
  { key: "contact.info.address_title", type: "title", ar: "عنواننا", en: "Where we are", description: "Address card title" },
  { key: "contact.info.address_value", type: "text", ar: "الدوحة، قطر", en: "Doha, Qatar", description: "Address card value" },
  { key: "contact.info.address_note", type: "text", ar: "نعمل من الدوحة ونخدم العائلات في جميع أنحاء قطر", en: "Based in Doha, serving families across Qatar", description: "Address card note" },

  // Contact form
  { key: "contact.form.title", type: "title", ar: "أرسل لنا رسالة", en: "Send us a message", description: "Contact form heading" },
  { key: "contact.form.subtitle", type: "text", ar: "املأ النموذج، وسيتواصل معك فريقنا في أقرب وقت.", en: "Fill in the form and our team will get back to you soon.", description: "Contact form intro text" },
  { key: "contact.form.name_label", type: "text", ar: "الاسم الكامل", en: "Full name", description: "Contact form name label" },
  { key: "contact.form.name_placeholder", type: "text", ar: "اكتب اسمك الكامل", en: "Your full name", description: "Contact form name placeholder" },
  { key: "contact.form.email_label", type: "text", ar: "البريد الإلكتروني", en: "Email", description: "Contact form email label" },
  { key: "contact.form.email_placeholder", type: "text", ar: "name@example.com", en: "name@example.com", description: "Contact form email placeholder" },
  { key: "contact.form.phone_label", type: "text", ar: "رقم الهاتف (اختياري)", en: "Phone (optional)", description: "Contact form phone label" },
  { key: "contact.form.phone_placeholder", type: "text", ar: "+974 5555 1234", en: "+974 5555 1234", description: "Contact form phone placeholder" },
  { key: "contact.form.subject_label", type: "text", ar: "الموضوع", en: "Subject", description: "Contact form subject label" },
  { key: "contact.form.subject_placeholder", type: "text", ar: "بماذا يمكننا مساعدتك؟", en: "How can we help?", description: "Contact form subject placeholder" },
  { key: "contact.form.message_label", type: "text", ar: "رسالتك", en: "Message", description: "Contact form message label" },
  { key: "contact.form.message_placeholder", type: "text", ar: "اكتب رسالتك هنا...", en: "Write your message here...", description: "Contact form message placeholder" },
  { key: "contact.form.submit", type: "text", ar: "إرسال الرسالة", en: "Send message", description: "Contact form submit button label" },
  { key: "contact.form.sending", type: "text", ar: "جارٍ الإرسال...", en: "Sending...", description: "Contact form submit label while sending" },
  { key: "contact.form.success", type: "text", ar: "تم إرسال رسالتك بنجاح! سنتواصل معك قريباً.", en: "Your message has been sent successfully! We will contact you soon.", description: "Message shown after the contact form is sent" },
  { key: "contact.form.error", type: "text", ar: "تعذّر إرسال رسالتك. يرجى المحاولة مجدداً.", en: "We couldn't send your message. Please try again.", description: "Message shown when the contact form fails" },
  { key: "contact.form.rate_limited", type: "text", ar: "أرسلت عدة رسائل خلال وقت قصير. يرجى الانتظار بضع دقائق ثم المحاولة مجدداً.", en: "You've sent several messages in a short time. Please wait a few minutes and try again.", description: "Message shown when too many contact messages were sent" },
  { key: "contact.form.honeypot_label", type: "text", ar: "اترك هذا الحقل فارغاً", en: "Leave this field empty", description: "Label of the hidden anti-spam field" },

  // FAQ
  { key: "contact.faq.title", type: "title", ar: "الأسئلة الشائعة", en: "Frequently asked questions", description: "Heading of the FAQ section" },
  { key: "contact.faq.subtitle", type: "text", ar: "إجابات سريعة عن أكثر ما يسأل عنه أولياء الأمور", en: "Quick answers to the questions parents ask most", description: "Subheading of the FAQ section" },
  { key: "contact.faq.empty", type: "text", ar: "لا توجد أسئلة هنا بعد. إن كان لديك سؤال، فأرسله إلينا عبر النموذج أعلاه، ونرد عليك خلال 24 ساعة.", en: "There are no questions here yet. If you have one, send it to us with the form above and we'll reply within 24 hours.", description: "FAQ text when there are no questions (speaks to visitors)" },
];
