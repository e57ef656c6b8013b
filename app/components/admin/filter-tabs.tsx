import { Link } from "react-router";

/**
 * A list tab's filter: links (so it works without JavaScript) to the list with one choice in force, the current one
 * marked as the page. `href` builds each link, keeping what else is in force.
 */
export function FilterTabs<Option extends string>({
  label,
  options,
  current,
  href,
  text,
  wrap,
}: {
  label: string;
  options: readonly Option[];
  current: string;
  href: (option: Option) => string;
  text: (option: Option) => string;
  /** Many choices (with counts): they wrap on a phone. */
  wrap?: boolean;
}) {
  return (
    <nav aria-label={label}>
      <ul className={`flex ${wrap ? "flex-wrap " : ""}gap-1 rounded-lg bg-slate-200/70 p-1`}>
        {options.map((option) => (
          <li key={option}>
            <Link
              to={href(option)}
              aria-current={option === current ? "page" : undefined}
              className={`block rounded-md px-3 py-1.5 text-sm font-bold ${option === current ? "bg-white text-sky-800 shadow-sm" : "text-slate-800 hover:bg-white/70"}`}
            >
              {text(option)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
