import type { SiteTranslate } from "~/content/translate";
import { upTo } from "./page-section";

/** The four-part story (beginning, development, launch, future): `about.story.N.year|title|description`. */
export function StoryTimeline({ t }: { t: SiteTranslate }) {
  return (
    <ol className="timeline relative grid gap-6 lg:grid-cols-4">
      {upTo(4).map((n) => (
        <li key={n} data-testid="story-part" className="relative">
          <span className="year-badge">
            {/* Direction from the text itself: a bare year, or «2027 وما بعدها» read right to left. */}
            <bdi>{t(`about.story.${n}.year`)}</bdi>
          </span>
          <div className="card mt-5">
            <h3 className="card-title">{t(`about.story.${n}.title`)}</h3>
            <p className="card-text">{t(`about.story.${n}.description`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
