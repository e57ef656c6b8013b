import { useRouteLoaderData } from "react-router";
import { CompanyFacts } from "~/components/site/company-facts";
import type { CompanyFactsView } from "~/domain/company-facts";

/** The site layout's route id (app/routes.ts), whose loader reads the owner's facts once for every page. */
const layoutRouteId = "routes/site/layout";

/** The owner's facts as the site layout read them (app/services/company.server.ts), for any public page. */
export function useCompanyFacts(): CompanyFactsView | undefined {
  return useRouteLoaderData<{ company: CompanyFactsView }>(layoutRouteId)?.company;
}

/** "Who we are" on a legal page (docs/decisions/0047-company-facts-and-launch-checklist.md). */
export function WhoWeAre() {
  const facts = useCompanyFacts();
  return facts ? <CompanyFacts facts={facts} /> : null;
}
