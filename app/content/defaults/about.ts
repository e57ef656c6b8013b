import type { DefaultEntry } from "~/domain/content-types";

export const aboutEntries: DefaultEntry[] = [
  // Meta
  { key: "about.meta.title", type: "text", ar: "مهامي | من نحن", en: "Mahami | About us", description: "Browser tab title of the about page" },
  { key: "about.meta.description", type: "text", ar: "تعرّف على قصة مهامي، التطبيق القطري الذي يساعد الأطفال على تعلّم المسؤولية وإدارة المال عبر مهام ومكافآت بإشراف الأهل.", en: "Meet Mahami, the Qatari app that helps children learn responsibility and money management through tasks and rewards, supervised by parents.", description: "SEO description of the about page" },

  // Hero
  { key: "about.hero.badge", type: "text", ar: "من نحن", en: "About us", description: "Chip above the about hero heading" },
  { key: "about.hero.title", type: "title", ar: "نبني معاً جيلاً", en: "Helping raise", description: "About hero heading (first part)" },
  { key: "about.hero.highlight", type: "title", ar: "مسؤولاً ومستقلاً", en: "responsible, independent kids", description: "About hero heading, part shown in accent colour" },
  { key: "about.hero.subtitle", type: "text", ar: "مهامي منصة تعليمية قطرية وُلدت من إيماننا بأن المسؤولية تُكتسب بالممارسة، وأن أجمل الدروس هي التي يتعلّمها الطفل بنفسه.", en: "Mahami is an educational platform from Qatar, born from a simple belief: responsibility is learned by doing, and the best lessons are the ones children learn for themselves.", description: "About hero paragraph" },
  { key: "about.hero.story_button", type: "button", ar: "اكتشف قصتنا", en: "Our story", description: "About hero button that scrolls to the story" },
  { key: "about.hero.team_button", type: "button", ar: "تعرّف على فريقنا", en: "Meet the team", description: "About hero button that scrolls to the team" },

  // Mission and vision
  { key: "about.mission.title", type: "title", ar: "رسالتنا", en: "Our mission", description: "Mission card title" },
  { key: "about.mission.description", type: "text", ar: "أن نساعد الأسر على تربية أطفال مسؤولين ومستقلين، عبر تجربة ممتعة تحوّل المهام اليومية إلى فرص للتعلّم وتغرس فيهم الوعي المالي منذ الصغر.", en: "To help families raise responsible, independent children through a fun experience that turns everyday tasks into learning moments and builds money sense early on.", description: "Mission card text" },
  { key: "about.mission.icon", type: "icon", ar: "Target", en: "Target", description: "Mission card icon" },
  { key: "about.vision.title", type: "title", ar: "رؤيتنا", en: "Our vision", description: "Vision card title" },
  { key: "about.vision.description", type: "text", ar: "أن نكون المنصة الرائدة في المنطقة لتنشئة جيل واثق بنفسه، يقدّر قيمة الجهد ويُحسن إدارة المال.", en: "To be the region's leading platform for raising a confident generation that values effort and manages money wisely.", description: "Vision card text" },
  { key: "about.vision.icon", type: "icon", ar: "Eye", en: "Eye", description: "Vision card icon" },

  // Values
  { key: "about.values.title", type: "title", ar: "قيمنا", en: "Our values", description: "Heading of the values section" },
  { key: "about.values.subtitle", type: "text", ar: "مبادئ نلتزم بها في كل ما نقدّمه للأطفال وعائلاتهم", en: "The principles behind everything we build for children and their families", description: "Subheading of the values section" },
  { key: "about.values.1.title", type: "title", ar: "المسؤولية", en: "Responsibility", description: "Value 1 (responsibility) title" },
  { key: "about.values.1.description", type: "text", ar: "نؤمن بأن الطفل قادر على تحمّل المسؤولية متى منحناه الثقة والفرصة.", en: "We believe children rise to responsibility when they're given trust and a chance to try.", description: "Value 1 (responsibility) text" },
  { key: "about.values.1.icon", type: "icon", ar: "CircleCheck", en: "CircleCheck", description: "Value 1 (responsibility) icon" },
  { key: "about.values.2.title", type: "title", ar: "الأمان والخصوصية", en: "Safety and privacy", description: "Value 2 (safety and privacy) title" },
  { key: "about.values.2.description", type: "text", ar: "نحمي بيانات الأطفال بأعلى المعايير، ولا نجمع شيئاً دون موافقة الأهل.", en: "We protect children's data to the highest standards and collect nothing without parental consent.", description: "Value 2 (safety and privacy) text" },
  { key: "about.values.2.icon", type: "icon", ar: "ShieldCheck", en: "ShieldCheck", description: "Value 2 (safety and privacy) icon" },
  { key: "about.values.3.title", type: "title", ar: "الشراكة مع الأسرة", en: "Family partnership", description: "Value 3 (family partnership) title" },
  { key: "about.values.3.description", type: "text", ar: "الأهل شركاؤنا الأساسيون، وكل ما نصممه يعزّز دورهم ويقرّبهم من أطفالهم.", en: "Parents are our closest partners; everything we design supports their role and brings families closer.", description: "Value 3 (family partnership) text" },
  { key: "about.values.3.icon", type: "icon", ar: "Handshake", en: "Handshake", description: "Value 3 (family partnership) icon" },
  { key: "about.values.4.title", type: "title", ar: "التحفيز الإيجابي", en: "Positive motivation", description: "Value 4 (positive motivation) title" },
  { key: "about.values.4.description", type: "text", ar: "نشجّع بالمكافأة والتقدير، ونحتفي بكل خطوة مهما كانت صغيرة.", en: "We encourage through rewards and recognition, and celebrate every step, however small.", description: "Value 4 (positive motivation) text" },
  { key: "about.values.4.icon", type: "icon", ar: "Star", en: "Star", description: "Value 4 (positive motivation) icon" },
  { key: "about.values.5.title", type: "title", ar: "الابتكار", en: "Innovation", description: "Value 5 (innovation) title" },
  { key: "about.values.5.description", type: "text", ar: "نطوّر أفكاراً جديدة باستمرار لنجعل التعلّم أكثر متعة وأعمق أثراً.", en: "We keep developing new ideas to make learning more fun and more meaningful.", description: "Value 5 (innovation) text" },
  { key: "about.values.5.icon", type: "icon", ar: "Lightbulb", en: "Lightbulb", description: "Value 5 (innovation) icon" },
  { key: "about.values.6.title", type: "title", ar: "النمو المستمر", en: "Continuous growth", description: "Value 6 (continuous growth) title" },
  { key: "about.values.6.description", type: "text", ar: "نتعلّم من الأطفال وعائلاتهم كل يوم، لننمو معهم ونتطوّر باستمرار.", en: "We learn from children and families every day, so we can grow with them and keep improving.", description: "Value 6 (continuous growth) text" },
  { key: "about.values.6.icon", type: "icon", ar: "Sprout", en: "Sprout", description: "Value 6 (continuous growth) icon" },

  // What makes Mahami different
  { key: "about.features.title", type: "title", ar: "ما الذي يميّز مهامي؟", en: "What makes Mahami different", description: "Heading of the about features section" },
  { key: "about.features.subtitle", type: "text", ar: "تجربة متكاملة صُممت بعناية للأطفال وأهلهم ومعلميهم", en: "A complete experience carefully designed for kids, parents and teachers", description: "Subheading of the about features section" },
  { key: "about.features.1.title", type: "title", ar: "مكافآت حقيقية", en: "Real rewards", description: "About feature 1 title" },
  { key: "about.features.1.description", type: "text", ar: "مكافآت مالية فعلية بالريال القطري لا نقاط افتراضية، ليتعلّم الطفل القيمة الحقيقية للمال.", en: "Real money in QAR, not virtual points, so children learn what money is really worth.", description: "About feature 1 text" },
  { key: "about.features.1.icon", type: "icon", ar: "Coins", en: "Coins", description: "About feature 1 icon" },
  { key: "about.features.2.title", type: "title", ar: "إشراف كامل للأهل", en: "Parents stay in control", description: "About feature 2 title" },
  { key: "about.features.2.description", type: "text", ar: "ولي الأمر وحده يعتمد المهام المنجزة ويصرف مكافآتها.", en: "Only a parent can approve a finished task and release its reward.", description: "About feature 2 text" },
  { key: "about.features.2.icon", type: "icon", ar: "Eye", en: "Eye", description: "About feature 2 icon" },
  { key: "about.features.3.title", type: "title", ar: "متجر آمن ومنتقى بعناية", en: "A safe, carefully chosen store", description: "About feature 3 title" },
  { key: "about.features.3.description", type: "text", ar: "متاجر ومنتجات نختارها بعناية لتناسب الأطفال من 4 إلى 12 عاماً.", en: "Stores and products carefully chosen for children aged 4 to 12.", description: "About feature 3 text" },
  { key: "about.features.3.icon", type: "icon", ar: "Store", en: "Store", description: "About feature 3 icon" },
  { key: "about.features.4.title", type: "title", ar: "في المدرسة أيضاً", en: "At school too", description: "About feature 4 title" },
  { key: "about.features.4.description", type: "text", ar: "يستطيع المعلمون إنشاء صفوف ومهام تعليمية تكمّل دور الأسرة.", en: "Teachers can create classes and learning tasks that complement the family's role.", description: "About feature 4 text" },
  { key: "about.features.4.icon", type: "icon", ar: "School", en: "School", description: "About feature 4 icon" },
  { key: "about.features.5.title", type: "title", ar: "تصميم يحبه الأطفال", en: "Designed for kids", description: "About feature 5 title" },
  { key: "about.features.5.description", type: "text", ar: "واجهة ملوّنة وسهلة تناسب الصغار وتشجّعهم على الاستمرار.", en: "A colourful, easy interface that suits young children and keeps them coming back.", description: "About feature 5 text" },
  { key: "about.features.5.icon", type: "icon", ar: "Smile", en: "Smile", description: "About feature 5 icon" },
  { key: "about.features.6.title", type: "title", ar: "صُنع في قطر", en: "Made in Qatar", description: "About feature 6 title" },
  { key: "about.features.6.description", type: "text", ar: "فريق محلي يفهم ثقافة الأسرة القطرية والخليجية واحتياجاتها.", en: "A local team that understands the culture and needs of families in Qatar and the Gulf.", description: "About feature 6 text" },
  { key: "about.features.6.icon", type: "icon", ar: "MapPin", en: "MapPin", description: "About feature 6 icon" },

  // Team
  { key: "about.team.title", type: "title", ar: "فريق العمل", en: "Our team", description: "Heading of the team section" },
  { key: "about.team.subtitle", type: "text", ar: "نخبة من المتخصصين في التقنية والتربية يجمعهم شغف واحد: مستقبل أطفالنا", en: "Specialists in technology and education, united by one passion: our children's future", description: "Subheading of the team section" },
  { key: "about.team.coming_soon", type: "text", ar: "نعرّفكم بفريقنا قريباً.", en: "Meet our team here soon.", description: "Shown instead of the team until an active team member is added (no invented names)" },

  // Stats strip
  { key: "about.stats.title", type: "title", ar: "مهامي في أرقام", en: "Mahami in numbers", description: "Heading of the about statistics strip" },
  { key: "about.stats.1.value", type: "text", ar: "2024", en: "2024", description: "About stat 1 value (founded)" },
  { key: "about.stats.1.label", type: "text", ar: "سنة التأسيس", en: "Founded", description: "About stat 1 label (founded)" },
  { key: "about.stats.2.value", type: "text", ar: "500+", en: "500+", description: "About stat 2 value (families)" },
  { key: "about.stats.2.label", type: "text", ar: "عائلة مسجّلة", en: "Registered families", description: "About stat 2 label (families)" },
  { key: "about.stats.3.value", type: "text", ar: "1,000+", en: "1,000+", description: "About stat 3 value (children)" },
  { key: "about.stats.3.label", type: "text", ar: "طفل وطفلة في حسابات العائلات", en: "Children on family accounts", description: "About stat 3 label (children)" },
  { key: "about.stats.4.value", type: "text", ar: "10,000+", en: "10,000+", description: "About stat 4 value (tasks completed)" },
  { key: "about.stats.4.label", type: "text", ar: "مهمة أنشأتها العائلات", en: "Tasks set by families", description: "About stat 4 label (tasks completed)" },
  { key: "about.stats.5.value", type: "text", ar: "98%", en: "98%", description: "About stat 5 value (satisfaction)" },
  { key: "about.stats.5.label", type: "text", ar: "نسبة رضا العائلات", en: "Family satisfaction", description: "About stat 5 label (satisfaction)" },
  { key: "about.stats.6.value", type: "text", ar: "15+", en: "15+", description: "About stat 6 value (cities)" },
  { key: "about.stats.6.label", type: "text", ar: "منطقة في أنحاء قطر", en: "Areas across Qatar", description: "About stat 6 label (cities)" },

  // Story
  { key: "about.story.title", type: "title", ar: "قصتنا", en: "Our story", description: "Heading of the story section" },
  { key: "about.story.subtitle", type: "text", ar: "من فكرة على مائدة العائلة إلى تطبيق يرافق الأسر كل يوم", en: "From an idea at the family dinner table to an app families use every day", description: "Subheading of the story section" },
  { key: "about.story.1.year", type: "text", ar: "2024", en: "2024", description: "Story step 1 (beginning) year" },
  { key: "about.story.1.title", type: "title", ar: "البداية", en: "The beginning", description: "Story step 1 (beginning) title" },
  { key: "about.story.1.description", type: "text", ar: "وُلدت فكرة مهامي عام 2024 من سؤال بسيط: كيف نعلّم أطفالنا قيمة الجهد والمال بطريقة يحبونها؟", en: "Mahami began in 2024 with a simple question: how can we teach children the value of effort and money in a way they'll love?", description: "Story step 1 (beginning) text" },
  { key: "about.story.2.year", type: "text", ar: "2025", en: "2025", description: "Story step 2 (development) year" },
  { key: "about.story.2.title", type: "title", ar: "التطوير", en: "Development", description: "Story step 2 (development) title" },
  { key: "about.story.2.description", type: "text", ar: "عملنا مع تربويين وأولياء أمور ومعلمين لتصميم تجربة آمنة وممتعة، واختبرناها مع عائلات من قطر.", en: "We worked with educators, parents and teachers to design a safe, fun experience, and tested it with families across Qatar.", description: "Story step 2 (development) text" },
  { key: "about.story.3.year", type: "text", ar: "2026", en: "2026", description: "Story step 3 (launch) year" },
  { key: "about.story.3.title", type: "title", ar: "الإطلاق", en: "Launch", description: "Story step 3 (launch) title" },
  { key: "about.story.3.description", type: "text", ar: "أطلقنا مهامي رسمياً على App Store وGoogle Play، وانضمت إلينا مئات العائلات في الأشهر الأولى.", en: "We officially launched Mahami on the App Store and Google Play, and hundreds of families joined us in the first few months.", description: "Story step 3 (launch) text" },
  { key: "about.story.4.year", type: "text", ar: "2027 وما بعدها", en: "2027 and beyond", description: "Story step 4 (future) year" },
  { key: "about.story.4.title", type: "title", ar: "المستقبل", en: "The future", description: "Story step 4 (future) title" },
  { key: "about.story.4.description", type: "text", ar: "نعمل على التوسع في دول الخليج، وإضافة أدوات تعليمية جديدة تنمو مع أطفالنا.", en: "We're expanding across the Gulf and adding new learning tools that grow with our children.", description: "Story step 4 (future) text" },

  // Contact call to action
  { key: "about.cta.title", type: "title", ar: "لديك سؤال أو فكرة؟", en: "Have a question or an idea?", description: "Heading of the contact band on the about page" },
  { key: "about.cta.subtitle", type: "text", ar: "يسعدنا تواصلك معنا دائماً، وفريقنا جاهز للإجابة عن استفساراتك.", en: "We'd love to hear from you. Our team is here to answer all your questions.", description: "Text of the contact band on the about page" },
  { key: "about.cta.button", type: "button", ar: "تواصل معنا", en: "Contact us", description: "Button of the contact band (leads to the contact page)" },
];
