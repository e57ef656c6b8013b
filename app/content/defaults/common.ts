import type { DefaultEntry } from "~/domain/content-types";

export const commonEntries: DefaultEntry[] = [
  // Meta and brand
  { key: "common.meta.site_name", type: "text", ar: "مهامي", en: "Mahami", description: "Site name used in page titles and social previews" },
  { key: "common.brand.name", type: "text", ar: "مهامي", en: "Mahami", description: "Brand name next to the logo in header and footer" },

  // Navigation
  { key: "common.nav.home", type: "text", ar: "الرئيسية", en: "Home", description: "Navigation link to the home page" },
  { key: "common.nav.parents", type: "text", ar: "أولياء الأمور", en: "Parents", description: "Navigation link to the parents page" },
  { key: "common.nav.sellers", type: "text", ar: "التجّار", en: "Sellers", description: "Navigation link to the sellers page" },
  { key: "common.nav.teachers", type: "text", ar: "المعلمون", en: "Teachers", description: "Navigation link to the teachers page" },
  { key: "common.nav.about", type: "text", ar: "من نحن", en: "About us", description: "Navigation link to the about page" },
  { key: "common.nav.contact", type: "text", ar: "تواصل معنا", en: "Contact us", description: "Navigation link to the contact page" },
  { key: "common.nav.download", type: "text", ar: "حمّل التطبيق", en: "Download the app", description: "Download button in the navigation bar (opens the right app store)" },
  { key: "common.nav.menu_open", type: "text", ar: "فتح القائمة", en: "Open menu", description: "Accessible label of the mobile menu button (closed state)" },
  { key: "common.nav.menu_close", type: "text", ar: "إغلاق القائمة", en: "Close menu", description: "Accessible label of the mobile menu button (open state)" },
  { key: "common.nav.switch_language", type: "text", ar: "English", en: "العربية", description: "Visible label of the language switcher (names the other language)" },
  { key: "common.nav.switch_language_hint", type: "text", ar: "التبديل إلى الإنجليزية", en: "Switch to Arabic", description: "Accessible label of the language switcher" },
  { key: "common.nav.skip_to_content", type: "text", ar: "انتقل إلى المحتوى الرئيسي", en: "Skip to main content", description: "Skip link shown on keyboard focus at the top of every page" },
  { key: "common.nav.main_label", type: "text", ar: "القائمة الرئيسية", en: "Main navigation", description: "Accessible label of the main navigation" },

  // Footer
  { key: "common.footer.description", type: "text", ar: "مهامي تطبيق يحوّل المهام اليومية إلى مغامرة ممتعة يتعلّم فيها الأطفال المسؤولية وإدارة المال. ينجز طفلك مهامه بإشرافك، ويكسب مكافآت حقيقية يدّخرها أو ينفقها بحكمة.", en: "Mahami turns everyday tasks into a fun adventure where kids learn responsibility and money skills. Your child completes tasks under your supervision and earns real rewards to save or spend wisely.", description: "Short description of the app in the footer" },
  { key: "common.footer.quick_links_title", type: "title", ar: "روابط سريعة", en: "Quick links", description: "Footer heading above the page links" },
  { key: "common.footer.features_title", type: "title", ar: "المزايا", en: "Features", description: "Footer heading above the feature list" },
  { key: "common.footer.features.1", type: "text", ar: "مهام تفاعلية", en: "Interactive tasks", description: "Footer feature list item 1" },
  { key: "common.footer.features.2", type: "text", ar: "مكافآت مالية حقيقية", en: "Real-money rewards", description: "Footer feature list item 2" },
  { key: "common.footer.features.3", type: "text", ar: "تواصل عائلي", en: "Family connection", description: "Footer feature list item 3" },
  { key: "common.footer.features.4", type: "text", ar: "متجر الأطفال", en: "Kids' store", description: "Footer feature list item 4" },
  { key: "common.footer.features.5", type: "text", ar: "تقارير الإنجاز", en: "Achievement reports", description: "Footer feature list item 5" },
  { key: "common.footer.contact_title", type: "title", ar: "تواصل معنا", en: "Get in touch", description: "Footer heading above phone, email and address" },
  { key: "common.footer.newsletter_title", type: "title", ar: "النشرة البريدية", en: "Newsletter", description: "Footer heading of the newsletter box" },
  { key: "common.footer.newsletter_text", type: "text", ar: "اشترك ليصلك جديد مهامي ونصائح تربوية مفيدة أولاً بأول.", en: "Subscribe for Mahami news and practical parenting tips, straight to your inbox.", description: "Footer newsletter invitation text" },
  { key: "common.footer.newsletter_placeholder", type: "text", ar: "name@example.com", en: "name@example.com", description: "Placeholder of the newsletter email field" },
  { key: "common.footer.newsletter_label", type: "text", ar: "بريدك الإلكتروني للاشتراك في النشرة", en: "Your email for the newsletter", description: "Accessible label of the newsletter email field" },
  { key: "common.footer.newsletter_button", type: "text", ar: "اشترك", en: "Subscribe", description: "Newsletter subscribe button label" },
  { key: "common.footer.social_title", type: "title", ar: "تابعنا", en: "Follow us", description: "Footer heading above the social icons" },
  { key: "common.footer.legal_title", type: "title", ar: "معلومات قانونية", en: "Legal", description: "Footer heading above the legal links" },
  { key: "common.footer.privacy", type: "text", ar: "سياسة الخصوصية", en: "Privacy policy", description: "Footer link to the privacy policy" },
  { key: "common.footer.terms", type: "text", ar: "شروط الاستخدام", en: "Terms of service", description: "Footer link to the terms of service" },
  { key: "common.footer.service", type: "text", ar: "اتفاقية الخدمة", en: "Service agreement", description: "Footer link to the service agreement" },
  { key: "common.footer.accessibility", type: "text", ar: "إمكانية الوصول", en: "Accessibility", description: "Footer link to the accessibility statement" },

  // Newsletter outcomes
  { key: "common.newsletter.success", type: "text", ar: "شكراً لك! أرسلنا رسالة إلى بريدك الإلكتروني، فافتح الرابط الذي فيها لتأكيد اشتراكك.", en: "Thank you! We have sent you an email: follow its link to confirm your subscription.", description: "Message after a newsletter sign-up (the same whether or not the address was known)" },
  { key: "common.newsletter.confirm_title", type: "title", ar: "تأكيد الاشتراك في النشرة البريدية", en: "Confirm your newsletter subscription", description: "Heading of the page the confirmation email's link opens" },
  { key: "common.newsletter.confirm_text", type: "text", ar: "اضغط الزر لتأكيد رغبتك في تلقي نشرة مهامي البريدية على هذا العنوان.", en: "Press the button to confirm that you want the Mahami newsletter at this address.", description: "Text of the newsletter confirmation page" },
  { key: "common.newsletter.confirm_button", type: "text", ar: "أكّد اشتراكي", en: "Confirm my subscription", description: "Button of the newsletter confirmation page" },
  { key: "common.newsletter.confirmed", type: "text", ar: "تم تأكيد اشتراكك. شكراً لك!", en: "Your subscription is confirmed. Thank you!", description: "Message once a newsletter subscription is confirmed" },
  { key: "common.newsletter.confirm_invalid", type: "text", ar: "هذا الرابط غير صالح أو انتهت صلاحيته أو سبق استخدامه. اشترك من جديد لتصلك رسالة تأكيد أخرى.", en: "This link is not valid, has expired or has already been used. Subscribe again to receive a new confirmation email.", description: "Message of the confirmation page for an unusable link" },
  { key: "common.newsletter.unsubscribe_title", type: "title", ar: "إلغاء الاشتراك في النشرة البريدية", en: "Unsubscribe from the newsletter", description: "Heading of the page the unsubscribe link opens" },
  { key: "common.newsletter.unsubscribe_text", type: "text", ar: "اضغط الزر لإيقاف نشرة مهامي البريدية عن هذا العنوان.", en: "Press the button to stop the Mahami newsletter at this address.", description: "Text of the unsubscribe page" },
  { key: "common.newsletter.unsubscribe_button", type: "text", ar: "ألغِ اشتراكي", en: "Unsubscribe me", description: "Button of the unsubscribe page" },
  { key: "common.newsletter.unsubscribed", type: "text", ar: "تم إلغاء اشتراكك، ولن تصلك النشرة البريدية بعد الآن.", en: "You are unsubscribed and will not receive the newsletter any more.", description: "Message once an address is unsubscribed" },
  { key: "common.newsletter.unsubscribe_invalid", type: "text", ar: "هذا الرابط غير صالح. استخدم رابط إلغاء الاشتراك الوارد في رسالة النشرة كما هو.", en: "This link is not valid. Use the unsubscribe link from one of our newsletter emails, exactly as it appears.", description: "Message of the unsubscribe page for an unknown link" },
  { key: "common.newsletter.invalid_email", type: "text", ar: "يرجى إدخال بريد إلكتروني صحيح.", en: "Please enter a valid email address.", description: "Newsletter error for an invalid email" },
  { key: "common.newsletter.sending", type: "text", ar: "جارٍ الاشتراك...", en: "Subscribing...", description: "Newsletter button label while the subscription is being sent" },
  { key: "common.newsletter.error", type: "text", ar: "تعذّر إتمام الاشتراك الآن. يرجى المحاولة مجدداً.", en: "We couldn't subscribe you just now. Please try again.", description: "Newsletter error when the subscription could not be saved" },
  { key: "common.newsletter.page_title", type: "title", ar: "اشترك في نشرة مهامي", en: "Subscribe to the Mahami newsletter", description: "Heading of the newsletter page (shown when a subscription needs correcting)" },
  { key: "common.newsletter.page_subtitle", type: "text", ar: "أخبار التطبيق ونصائح تربوية عملية تصلك على بريدك، ويمكنك إلغاء الاشتراك في أي وقت.", en: "App news and practical parenting tips in your inbox. You can unsubscribe at any time.", description: "Text under the newsletter page heading" },
  { key: "common.newsletter.back_link", type: "text", ar: "العودة إلى الصفحة السابقة", en: "Back to the previous page", description: "Link from the newsletter page back to the page the visitor came from" },
  { key: "common.newsletter.rate_limited", type: "text", ar: "محاولات كثيرة خلال وقت قصير. يرجى المحاولة مجدداً بعد بضع دقائق.", en: "Too many attempts. Please try again in a few minutes.", description: "Newsletter error when too many requests were sent" },

  // Form messages
  { key: "common.form.required", type: "text", ar: "هذا الحقل مطلوب.", en: "This field is required.", description: "Form error for an empty required field" },
  { key: "common.form.invalid_email", type: "text", ar: "يرجى إدخال بريد إلكتروني صحيح.", en: "Please enter a valid email address.", description: "Form error for an invalid email" },
  { key: "common.form.too_long", type: "text", ar: "الحد الأقصى لعدد الأحرف {{max}}.", en: "Up to {{max}} characters.", description: "Form error for text that is too long ({{max}} = limit)" },
  { key: "common.form.too_short", type: "text", ar: "الحد الأدنى لعدد الأحرف {{min}}.", en: "At least {{min}} characters.", description: "Form error for text that is too short ({{min}} = minimum)" },
  { key: "common.form.invalid_phone", type: "text", ar: "يرجى إدخال رقم هاتف صحيح.", en: "Please enter a valid phone number.", description: "Form error for an invalid phone number" },
  { key: "common.form.fix_errors", type: "text", ar: "يرجى تصحيح الحقول المشار إليها ثم إعادة الإرسال.", en: "Please correct the highlighted fields and send again.", description: "Alert above a form sent with invalid fields" },
  { key: "common.form.honeypot_label", type: "text", ar: "اترك هذا الحقل فارغاً", en: "Leave this field empty", description: "Label of the newsletter's hidden anti-spam field (never shown to people)" },
  { key: "common.form.required_note", type: "text", ar: "الحقول المميزة بعلامة * مطلوبة.", en: "Fields marked * are required.", description: "Note above forms explaining the required marker" },

  // Floating chat
  { key: "common.chat.label", type: "text", ar: "تحدّث معنا عبر واتساب", en: "Chat with us on WhatsApp", description: "Accessible label of the floating WhatsApp button" },
  { key: "common.chat.tooltip", type: "text", ar: "لديك سؤال؟ راسلنا على واتساب", en: "Got a question? Message us on WhatsApp", description: "Tooltip of the floating WhatsApp button" },

  // 404
  { key: "common.notfound.message", type: "text", ar: "عذراً، الصفحة التي تبحث عنها غير موجودة أو ربما نُقلت إلى مكان آخر.", en: "Sorry, the page you're looking for doesn't exist or may have moved.", description: "Friendly line under the 404 heading" },
  { key: "common.notfound.home_link", type: "text", ar: "العودة إلى الرئيسية", en: "Back to home", description: "Link from the 404 page to the home page" },

  // Error page (a page that failed to load; the site chrome stays)
  { key: "common.error.title", type: "title", ar: "تعذّر عرض هذه الصفحة", en: "This page could not be shown", description: "Heading shown when a page fails to load" },
  { key: "common.error.bad_request", type: "text", ar: "لم نتمكن من قراءة هذا الطلب. يرجى العودة والمحاولة مجدداً.", en: "We could not read that request. Please go back and try again.", description: "Explanation when the request was malformed (4xx)" },
  { key: "common.error.server", type: "text", ar: "حدث خطأ من جهتنا. يرجى المحاولة بعد قليل.", en: "Something went wrong on our side. Please try again in a moment.", description: "Explanation when the server failed (5xx)" },

  // Store badges
  { key: "common.download.app_store", type: "text", ar: "حمّله من App Store", en: "Download on the App Store", description: "App Store badge text" },
  { key: "common.download.google_play", type: "text", ar: "احصل عليه من Google Play", en: "Get it on Google Play", description: "Google Play badge text" },

  // Misc
  { key: "common.team.placeholder_alt", type: "text", ar: "صورة افتراضية لعضو الفريق", en: "Team member placeholder photo", description: "Alt text of the default team placeholder photo" },
  { key: "common.link.new_tab", type: "text", ar: "(يُفتح في علامة تبويب جديدة)", en: "(opens in a new tab)", description: "Screen-reader hint after links that open in a new tab" },
  { key: "common.button.unavailable", type: "text", ar: "هذا الزر غير متاح حالياً", en: "This button isn't available right now", description: "Tooltip of a disabled button whose link is not set up" },
];
