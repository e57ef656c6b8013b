import type { CompanyFactsView } from "~/domain/company-facts";
import { Mail, MapPin, Phone } from "lucide-react";
import type { SiteTranslate } from "~/content/translate";

/** Phone, email and address cards (docs/product.md#contact); the values are editable content. */
/** `company`: the owner's street address and support hours, when given, in place of the editable texts (docs/decisions/0047-company-facts-and-launch-checklist.md). */
export function ContactWays({ t, company }: { t: SiteTranslate; company?: Pick<CompanyFactsView, "address" | "supportHours"> }) {
  const phone = t("contact.info.phone_value");
  const email = t("contact.info.email_value");
  const ways = [
    {
      Icon: Phone,
      title: t("contact.info.phone_title"),
      value: (
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
          <bdi dir="ltr">{phone}</bdi>
        </a>
      ),
      note: company?.supportHours ?? t("contact.info.phone_note"),
    },
    {
      Icon: Mail,
      title: t("contact.info.email_title"),
      value: (
        <a href={`mailto:${email}`} className="break-all hover:underline">
          <bdi>{email}</bdi>
        </a>
      ),
      note: t("contact.info.email_note"),
    },
    {
      Icon: MapPin,
      title: t("contact.info.address_title"),
      value: company?.address ?? t("contact.info.address_value"),
      note: t("contact.info.address_note"),
    },
  ];
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {ways.map(({ Icon, title, value, note }, index) => (
        <li key={index} data-testid="contact-way" className="card text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-(--accent) text-white shadow-lg shadow-slate-900/10">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <h3 className="card-title mt-5">{title}</h3>
          <p className="mt-2 text-lg font-bold text-(--accent)">{value}</p>
          <p className="mt-2 text-muted">{note}</p>
        </li>
      ))}
    </ul>
  );
}
