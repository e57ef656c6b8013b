import { faqEntries } from "./defaults/faq";

/**
 * The 3 sample questions, with their answers, that the dashboard can add to an empty FAQ: the
 * first three of the FAQ a fresh install ships (app/content/defaults/faq.ts).
 */
export const sampleFaq = faqEntries.filter((entry) => /^faq\.(question|answer)\.[123]$/.test(entry.key));
