export interface SampleFaqEntry {
  key: string;
  type: "text" | "title";
  ar: string;
  en: string;
}

/** The 3 sample questions the dashboard can seed when the FAQ list is empty. */
export const sampleFaq: SampleFaqEntry[] = [
  {
    key: "faq.question.1",
    type: "text",
    ar: "ما الفئة العمرية المناسبة لتطبيق مهامي؟",
    en: "What ages is Mahami for?",
  },
  {
    key: "faq.answer.1",
    type: "text",
    ar: "صُمم مهامي للأطفال من 4 إلى 12 عاماً، ويُستخدم دائماً بإشراف ولي الأمر الذي يضع المهام ويعتمدها ويتحكم في المكافآت.",
    en: "Mahami is designed for children aged 4 to 12 and is always used under a parent's supervision: parents set and approve the tasks and control the rewards.",
  },
  {
    key: "faq.question.2",
    type: "text",
    ar: "هل بيانات طفلي في أمان؟",
    en: "Is my child's data safe?",
  },
  {
    key: "faq.answer.2",
    type: "text",
    ar: "نعم. لا نجمع أي معلومات عن طفلك إلا بموافقتك، ونحمي جميع البيانات بتشفير 256 بت، ولا نشاركها مع أي جهة لأغراض إعلانية.",
    en: "Yes. We collect no information about your child without your consent, protect all data with 256-bit encryption and never share it for advertising.",
  },
  {
    key: "faq.question.3",
    type: "text",
    ar: "كيف تصل المكافآت إلى محفظة طفلي؟",
    en: "How do rewards reach my child's wallet?",
  },
  {
    key: "faq.answer.3",
    type: "text",
    ar: "عندما ينجز طفلك مهمة، تراجعها وتعتمدها من حسابك، فتُضاف المكافأة إلى محفظته بالريال القطري فوراً. ويمكنك شحن رصيد المحفظة في أي وقت من التطبيق.",
    en: "When your child finishes a task, you review and approve it from your account, and the reward goes straight into their wallet in QAR. You can top up the wallet any time in the app.",
  },
];
