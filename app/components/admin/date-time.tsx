import { formatDateTime } from "~/domain/formats";
import { useLocale } from "./locale";

/**
 * A moment as the dashboard shows it, in its language (app/domain/formats.ts), isolated in a <bdi> so
 * that its digits and separators never read backwards beside Arabic text, with the
 * machine-readable `dateTime` of a <time>.
 */
export function DateTime({ iso, weekday = false }: { iso: string; weekday?: boolean }) {
  const locale = useLocale();
  return (
    <bdi>
      <time dateTime={iso}>{formatDateTime(iso, locale, { weekday })}</time>
    </bdi>
  );
}
