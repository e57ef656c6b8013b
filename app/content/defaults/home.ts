import type { DefaultEntry } from "~/domain/content-types";

export const homeEntries: DefaultEntry[] = [
  // Meta
  { key: "home.meta.title", type: "text", ar: "مهامي | مهام ومكافآت للأطفال", en: "Mahami | Tasks and rewards for kids", description: "Browser tab title of the home page" },
  { key: "home.meta.description", type: "text", ar: "مهامي تطبيق قطري يتعلّم فيه الأطفال من 4 إلى 12 عاماً المسؤولية وإدارة المال، فينجزون مهاماً يحددها الأهل والمعلمون ويكسبون مكافآت حقيقية بالريال القطري.", en: "Mahami helps kids aged 4 to 12 learn responsibility and money skills: they complete tasks set by parents and teachers and earn real rewards in QAR.", description: "SEO description of the home page" },
  { key: "home.meta.image", type: "image", ar: "", en: "", description: "Share image of the home page on WhatsApp, X and Facebook, per language; empty: drawn from its title" },
  { key: "home.meta.noindex", type: "text", ar: "", en: "", description: "Asks search engines to leave the home page out of their results, per language" },

  // Hero
  { key: "home.hero.badge", type: "text", ar: "أهلاً بك يا بطل!", en: "Hi there, champ!", description: "Greeting chip above the home hero heading" },
  { key: "home.hero.title", type: "title", ar: "أنجز مهامك", en: "Complete your tasks", description: "Home hero heading (first part)" },
  { key: "home.hero.highlight", type: "title", ar: "واكسب مكافآت حقيقية", en: "and earn real rewards", description: "Home hero heading, part shown in accent colour" },
  { key: "home.hero.subtitle", type: "text", ar: "مع مهامي تتحوّل أعمالك اليومية إلى مغامرة ممتعة: رتّب غرفتك، واقرأ قصة، وساعد أهلك، واجمع في محفظتك مكافآت تشتري بها ما تحب.", en: "With Mahami, everyday jobs become a fun adventure: tidy your room, read a story, help out at home, and fill your wallet with rewards to spend on things you love.", description: "Home hero paragraph under the heading" },
  { key: "home.hero.start_button", type: "button", ar: "ابدأ الآن", en: "Get started", description: "Home hero primary button" },
  { key: "home.hero.learn_more_button", type: "button", ar: "اعرف المزيد", en: "Learn more", description: "Home hero secondary button" },
  { key: "home.hero.stores_title", type: "text", ar: "متوفر على", en: "Available on", description: "Label above the app store badges in the home hero" },
  { key: "home.hero.image", type: "image", ar: "/images/hero-kids.svg", en: "/images/hero-kids.svg", description: "Home hero illustration" },
  { key: "home.hero.image_alt", type: "text", ar: "أطفال سعداء يحتفلون بإنجاز مهامهم", en: "Happy kids celebrating their completed tasks", description: "Alt text of the home hero illustration" },

  // Features heading
  { key: "home.features.title", type: "title", ar: "كل ما يحتاجه بطلنا الصغير", en: "Everything a little hero needs", description: "Heading of the main features section" },
  { key: "home.features.subtitle", type: "text", ar: "مزايا صُممت لتجعل التعلّم ممتعاً والمسؤولية عادة يومية", en: "Features designed to make learning fun and responsibility an everyday habit", description: "Subheading of the main features section" },

  // Main features
  { key: "home.main_features.1.title", type: "title", ar: "مهام يومية", en: "Daily tasks", description: "Main feature 1 (daily tasks) title" },
  { key: "home.main_features.1.description", type: "text", ar: "قائمة مهام واضحة وملوّنة يعدّها لك أهلك كل يوم، تنجزها خطوة بخطوة وتفرح مع كل علامة صح.", en: "A clear, colourful list of tasks from your parents every day. Tick them off one by one and feel proud as you go.", description: "Main feature 1 (daily tasks) text" },
  { key: "home.main_features.1.icon", type: "icon", ar: "ListChecks", en: "ListChecks", description: "Main feature 1 (daily tasks) icon" },
  { key: "home.main_features.2.title", type: "title", ar: "مكافآت مالية", en: "Real-money rewards", description: "Main feature 2 (financial rewards) title" },
  { key: "home.main_features.2.description", type: "text", ar: "كل مهمة تنجزها تكسبك مكافأة حقيقية بالريال القطري، تُضاف إلى محفظتك بعد موافقة أهلك.", en: "Every task you finish earns a real reward in QAR, added to your wallet once your parents approve.", description: "Main feature 2 (financial rewards) text" },
  { key: "home.main_features.2.icon", type: "icon", ar: "Coins", en: "Coins", description: "Main feature 2 (financial rewards) icon" },
  { key: "home.main_features.3.title", type: "title", ar: "متجر الأطفال", en: "Kids' store", description: "Main feature 3 (shopping store) title" },
  { key: "home.main_features.3.description", type: "text", ar: "اشترِ ألعابك وكتبك المفضلة من متاجر مختارة بعناية، وتعلّم كيف تنفق مالك بحكمة.", en: "Use your rewards on your favourite toys and books from carefully selected stores, and learn to spend wisely.", description: "Main feature 3 (shopping store) text" },
  { key: "home.main_features.3.icon", type: "icon", ar: "ShoppingBag", en: "ShoppingBag", description: "Main feature 3 (shopping store) icon" },
  { key: "home.main_features.4.title", type: "title", ar: "تواصل عائلي", en: "Family connection", description: "Main feature 4 (family connection) title" },
  { key: "home.main_features.4.description", type: "text", ar: "يتابع أهلك إنجازاتك ويشجعونك أولاً بأول، فتصبح كل مهمة لحظة فرح تجمعكم.", en: "Your parents follow your progress and cheer you on, turning every task into a moment of joy you share.", description: "Main feature 4 (family connection) text" },
  { key: "home.main_features.4.icon", type: "icon", ar: "Users", en: "Users", description: "Main feature 4 (family connection) icon" },

  // Activities
  { key: "home.activities.title", type: "title", ar: "مهام ممتعة بانتظارك", en: "Fun tasks waiting for you", description: "Heading of the activities section" },
  { key: "home.activities.subtitle", type: "text", ar: "اختر مهمتك، وأنجزها بإتقان، واجمع مكافآتك يوماً بعد يوم", en: "Pick a task, do it well, and watch your rewards grow", description: "Subheading of the activities section" },
  { key: "home.activities.1.title", type: "title", ar: "ترتيب الغرفة", en: "Tidy your room", description: "Activity 1 (room cleaning) title" },
  { key: "home.activities.1.description", type: "text", ar: "رتّب سريرك وألعابك، واجعل غرفتك مرتبة ونظيفة.", en: "Make your bed, put your toys away and keep your room neat.", description: "Activity 1 (room cleaning) text" },
  { key: "home.activities.1.icon", type: "icon", ar: "BedDouble", en: "BedDouble", description: "Activity 1 (room cleaning) icon" },
  { key: "home.activities.1.reward", type: "text", ar: "+5 ر.ق", en: "+5 QAR", description: "Activity 1 (room cleaning) reward chip" },
  { key: "home.activities.2.title", type: "title", ar: "الواجبات والقراءة", en: "Homework and reading", description: "Activity 2 (homework and reading) title" },
  { key: "home.activities.2.description", type: "text", ar: "أنهِ واجباتك المدرسية، واقرأ قصة جديدة كل يوم.", en: "Finish your homework and read a new story every day.", description: "Activity 2 (homework and reading) text" },
  { key: "home.activities.2.icon", type: "icon", ar: "BookOpen", en: "BookOpen", description: "Activity 2 (homework and reading) icon" },
  { key: "home.activities.2.reward", type: "text", ar: "+10 ر.ق", en: "+10 QAR", description: "Activity 2 (homework and reading) reward chip" },
  { key: "home.activities.3.title", type: "title", ar: "المساعدة في المنزل", en: "Helping at home", description: "Activity 3 (helping at home) title" },
  { key: "home.activities.3.description", type: "text", ar: "ساعد أهلك في تجهيز المائدة أو سقي النباتات.", en: "Help set the table or water the plants.", description: "Activity 3 (helping at home) text" },
  { key: "home.activities.3.icon", type: "icon", ar: "House", en: "House", description: "Activity 3 (helping at home) icon" },
  { key: "home.activities.3.reward", type: "text", ar: "+7 ر.ق", en: "+7 QAR", description: "Activity 3 (helping at home) reward chip" },
  { key: "home.activities.4.title", type: "title", ar: "العناية الشخصية", en: "Personal care", description: "Activity 4 (personal care) title" },
  { key: "home.activities.4.description", type: "text", ar: "نظّف أسنانك، واغسل يديك، واعتنِ بنظافتك كل يوم.", en: "Brush your teeth, wash your hands and look after yourself every day.", description: "Activity 4 (personal care) text" },
  { key: "home.activities.4.icon", type: "icon", ar: "Smile", en: "Smile", description: "Activity 4 (personal care) icon" },
  { key: "home.activities.4.reward", type: "text", ar: "+3 ر.ق", en: "+3 QAR", description: "Activity 4 (personal care) reward chip" },
  { key: "home.activities.5.title", type: "title", ar: "ادّخار المال", en: "Saving money", description: "Activity 5 (saving money) title" },
  { key: "home.activities.5.description", type: "text", ar: "ضع جزءاً من مكافآتك في الحصّالة، وحقّق هدفك الكبير.", en: "Put part of your rewards in your piggy bank and reach your big goal.", description: "Activity 5 (saving money) text" },
  { key: "home.activities.5.icon", type: "icon", ar: "PiggyBank", en: "PiggyBank", description: "Activity 5 (saving money) icon" },
  { key: "home.activities.5.reward", type: "text", ar: "+5 ر.ق", en: "+5 QAR", description: "Activity 5 (saving money) reward chip" },
  { key: "home.activities.6.title", type: "title", ar: "التسوّق الذكي", en: "Smart shopping", description: "Activity 6 (smart shopping) title" },
  { key: "home.activities.6.description", type: "text", ar: "قارن الأسعار، واختر ما تحتاجه فعلاً قبل أن تشتري.", en: "Compare prices and choose what you really need before you buy.", description: "Activity 6 (smart shopping) text" },
  { key: "home.activities.6.icon", type: "icon", ar: "ShoppingCart", en: "ShoppingCart", description: "Activity 6 (smart shopping) icon" },
  { key: "home.activities.6.reward", type: "text", ar: "+4 ر.ق", en: "+4 QAR", description: "Activity 6 (smart shopping) reward chip" },

  // Statistics
  { key: "home.statistics.title", type: "title", ar: "أرقام نفخر بها", en: "Numbers we're proud of", description: "Heading of the statistics section" },
  { key: "home.statistics.subtitle", type: "text", ar: "عائلات من مختلف أنحاء قطر بدأت رحلتها مع مهامي", en: "Families across Qatar have already started their journey with Mahami", description: "Subheading of the statistics section" },
  { key: "home.statistics.1.value", type: "text", ar: "1,500+", en: "1,500+", description: "Statistic 1 value (daily tasks)" },
  { key: "home.statistics.1.label", type: "text", ar: "مهمة مجدولة يومياً", en: "Tasks scheduled daily", description: "Statistic 1 label (daily tasks)" },
  { key: "home.statistics.1.icon", type: "icon", ar: "CircleCheck", en: "CircleCheck", description: "Statistic 1 icon (daily tasks)" },
  { key: "home.statistics.2.value", type: "text", ar: "50,000+", en: "50,000+", description: "Statistic 2 value (rewards in QAR)" },
  { key: "home.statistics.2.label", type: "text", ar: "ريال قطري من المكافآت", en: "QAR in rewards", description: "Statistic 2 label (rewards in QAR)" },
  { key: "home.statistics.2.icon", type: "icon", ar: "Wallet", en: "Wallet", description: "Statistic 2 icon (rewards in QAR)" },
  { key: "home.statistics.3.value", type: "text", ar: "250+", en: "250+", description: "Statistic 3 value (active families)" },
  { key: "home.statistics.3.label", type: "text", ar: "عائلة نشطة", en: "Active families", description: "Statistic 3 label (active families)" },
  { key: "home.statistics.3.icon", type: "icon", ar: "Users", en: "Users", description: "Statistic 3 icon (active families)" },
  { key: "home.statistics.4.value", type: "text", ar: "5/5", en: "5/5", description: "Statistic 4 value (app rating, out of 5)" },
  { key: "home.statistics.4.label", type: "text", ar: "تقييم العائلات للتطبيق", en: "Families' rating of the app", description: "Statistic 4 label (app rating)" },
  { key: "home.statistics.4.icon", type: "icon", ar: "Star", en: "Star", description: "Statistic 4 icon (app rating)" },

  // Closing call to action
  { key: "home.cta.title", type: "title", ar: "جاهز لتبدأ مغامرتك؟", en: "Ready to start your adventure?", description: "Heading of the closing download band on the home page" },
  { key: "home.cta.subtitle", type: "text", ar: "حمّل مهامي اليوم مع أهلك، وأنجز أول مهمة، واكسب أول مكافأة.", en: "Download Mahami with your parents today, complete your first task and earn your first reward.", description: "Text of the closing download band on the home page" },
];
