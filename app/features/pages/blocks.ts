import type { FaqEntry } from "~/content/faq";
import type { ResolvedButton } from "~/lib/button-target.server";
import type { PublishedBlock } from "~/schemas/page";
import type { MarkdownBlock } from "./markdown";

/** One block as the view draws it: the published block and what the server resolved for it. */
export type ShownBlock = PublishedBlock & {
  /** A hero's buttons, resolved. */
  resolved?: ResolvedButton[];
  target?: ResolvedButton;
  markdown?: MarkdownBlock[];
  faq?: FaqEntry[];
};
