import { Building2 } from "lucide-react";
import type { CompanyFactsView } from "~/domain/company-facts";

/*
 * "Who we are" on the legal pages (docs/decisions/0047-company-facts-and-launch-checklist.md): the
 * company's legal name, commercial registration, address and the payment partner that holds the
 * wallets' money, as the owner gave them in the dashboard. Until one is given, a neutral sentence
 * stands in its place: never an invented name, street or partner.
 */

export function CompanyFacts({ facts, id = "who-we-are" }: { facts: CompanyFactsView; id?: string }) {
  const { strings } = facts;
  const rows = [
    { name: "legal-name", label: strings.legalName, value: facts.legalName },
    { name: "registration", label: strings.registration, value: facts.registration, ltr: true },
    { name: "address", label: strings.address, value: facts.address },
  ].filter((row) => row.value);
  return (
    <section className="card" aria-labelledby={id} data-testid="company-facts">
      <div className="flex items-center gap-4">
        <Building2 className="size-8 shrink-0 text-(--accent)" aria-hidden="true" />
        <h2 id={id} className="card-title text-2xl">
          {strings.heading}
        </h2>
      </div>
      {rows.length > 0 ? (
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-lg leading-relaxed text-ink sm:grid-cols-[auto_1fr]">
          {rows.map((row) => (
            <div key={row.name} className="contents" data-fact={row.name}>
              <dt className="font-semibold text-muted">{row.label}</dt>
              <dd>{row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rows.length < 3 && (
        <p className="mt-4 text-lg leading-relaxed text-ink" data-fact="pending">
          {strings.pending}
        </p>
      )}
      <p className="mt-4 text-lg leading-relaxed text-ink" data-fact="payment-partner">
        {facts.paymentPartner ? (
          <>
            {strings.paymentPartner} <strong>{facts.paymentPartner}</strong>
          </>
        ) : (
          strings.partnerPending
        )}
      </p>
    </section>
  );
}

/** The footer's line: the legal name and the registration when given; nothing at all before. */
export function CompanyLine({ facts }: { facts: CompanyFactsView }) {
  const parts = [facts.legalName, facts.strings.footerRegistration].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p data-testid="company-line">
      {facts.legalName}
      {facts.legalName && facts.registration ? " · " : null}
      {facts.registration && <bdi>{facts.strings.footerRegistration}</bdi>}
    </p>
  );
}
