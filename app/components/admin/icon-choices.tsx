import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { type IconGroup, iconGroups } from "~/content/icon-catalogue";
import { Icon } from "~/components/ui/icon";
import { inputStyles } from "./form-fields";

/*
 * The icon catalogue's groups as choices (docs/decisions/0004-icons-from-a-curated-catalogue.md), shared
 * by the content tab's icon picker and the block editors' icon fields: a search box that filters as
 * one types (JavaScript), and the groups drawn either as radio choices of a form (works without
 * JavaScript) or as submit buttons (choosing saves at once).
 */

const groups = Object.entries(iconGroups) as [IconGroup, readonly string[]][];

/** The catalogue's groups whose names match what was typed, empty groups left out. */
export function matchingIcons(query: string) {
  const needle = query.trim().toLowerCase();
  return groups
    .map(([group, names]) => [group, names.filter((name) => name.toLowerCase().includes(needle))] as const)
    .filter(([, names]) => names.length > 0);
}

/** The search box above the choices. */
export function IconSearch({ query, onQuery, id }: { query: string; onQuery: (query: string) => void; id?: string }) {
  const { t } = useTranslation();
  return (
    <label className="relative block">
      <span className="sr-only">{t("admin.icons.search")}</span>
      <Search className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-slate-500" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        // Enter filters, it does not submit the form the choices are in.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        placeholder={t("admin.icons.search")}
        dir="ltr"
        className={`${inputStyles} ps-9`}
      />
    </label>
  );
}

interface IconChoicesProps {
  /** The field's name: the radio choices' (kind "radio") or the submit buttons' (kind "button"). */
  name: string;
  /** The icon chosen now: ticked (radio) or marked current (button). */
  current: string;
  kind: "radio" | "button";
  /** What was typed in the search box; every icon when empty. */
  query?: string;
  /** A "no icon" choice first (radio only). */
  noneLabel?: string;
}

/** The groups and their icons; a ticked radio choice stays listed whatever the search, so the choice is always in sight. */
export function IconChoices({ name, current, kind, query = "", noneLabel }: IconChoicesProps) {
  const { t } = useTranslation();
  const matches = matchingIcons(query);
  const [picked, setPicked] = useState(current);
  const listed = (group: IconGroup, one: string) =>
    !query.trim() || (kind === "radio" && one === picked) || (matches.find(([one]) => one === group)?.[1] ?? []).includes(one);
  return (
    <div
      className="grid gap-4"
      data-testid="icon-choices"
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === name) setPicked(input.value);
      }}
    >
      {matches.length === 0 && <p className="text-slate-700">{t("admin.icons.noResults")}</p>}
      {kind === "radio" && noneLabel && (
        <label className="flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50">
          <input type="radio" name={name} value="" defaultChecked={current === ""} className="accent-sky-700" />
          {noneLabel}
        </label>
      )}
      {groups.map(([group, names]) =>
        kind === "button" ? (
          names.some((one) => listed(group, one)) && (
            <section key={group} aria-label={t(`admin.icons.groups.${group}`)}>
              <h4 className="mb-2 font-bold text-slate-800">{t(`admin.icons.groups.${group}`)}</h4>
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                {names
                  .filter((one) => listed(group, one))
                  .map((one) => (
                    <li key={one}>
                      <button
                        type="submit"
                        name={name}
                        value={one}
                        aria-current={one === current ? "true" : undefined}
                        className="flex w-full flex-col items-center gap-1 rounded-lg border border-slate-200 p-2 text-xs text-slate-800 hover:border-sky-700 hover:bg-sky-50 aria-[current]:border-sky-700 aria-[current]:bg-sky-100"
                      >
                        <Icon name={one} className="size-6" />
                        <span dir="ltr">{one}</span>
                      </button>
                    </li>
                  ))}
              </ul>
            </section>
          )
        ) : (
          <fieldset key={group} hidden={names.some((one) => listed(group, one)) ? undefined : true}>
            <legend className="mb-2 font-bold text-slate-800">{t(`admin.icons.groups.${group}`)}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {names.map((one) => (
                // Hidden, not left out, while filtered: the ticked choice stays in the form.
                <label
                  key={one}
                  hidden={listed(group, one) ? undefined : true}
                  className="flex min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
                >
                  <input type="radio" name={name} value={one} defaultChecked={one === current} className="accent-sky-700" />
                  <Icon name={one} className="size-5 shrink-0" />
                  <span dir="ltr" className="truncate">
                    {one}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ),
      )}
    </div>
  );
}
