import { useRouteLoaderData } from "react-router";
import { CompanyFacts } from "~/components/site/company-facts";
import type { CompanyFactsView } from "~/domain/company-facts";

/** The site layout's route id (app/routes.ts), whose loader reads the owner's facts once for every page. */
const layoutRouteId = "routes/site/layout";

/** The owner's facts as the site layout read them (app/services/company.server.ts), for any public page. */
export function useCompanyFacts(): CompanyFactsView | undefined {
  return useRouteLoaderData<{ company: CompanyFactsView }>(layoutRouteId)?.company;
}

/**
 * "Who we are" on a legal page (docs/decisions/0047-company-facts-and-launch-checklist.md); above it,
 * while the company is not named, the line saying the document does not yet apply
 * (docs/decisions/0051-launch-blockers-and-honest-defaults.md).
 */
export function WhoWeAre() {
  const facts = useCompanyFacts();
  if (!facts) return null;
  return (
    <>
      {!facts.controllerNamed && (
        <p
          data-testid="legal-draft-notice"
          className="rounded-3xl border-2 border-amber-400 bg-amber-50 p-6 text-lg leading-relaxed font-bold text-ink"
        >
          {facts.strings.draftNotice}
        </p>
      )}
      <CompanyFacts facts={facts} />
    </>
  );
}
