import { FormPanel, LanguageFieldset } from "~/components/admin/form-panel";
import { useSchemaForm } from "~/components/admin/schema-form";
import { FormFooter } from "~/components/admin/form-footer";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { RecordActions } from "~/components/admin/record-list";
import { Mail, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import type { Media } from "#db/models/media.server";
import type { TeamMember } from "#db/models/team-members.server";
import { MediaPicker } from "~/components/admin/media-picker";
import { formatNumber } from "~/domain/formats";
import { teamMemberSchema } from "~/schemas/team-member";
import { useTranslation } from "~/lib/use-translation";
import { useLocale } from "~/components/admin/locale";
import { Badge } from "~/components/admin/badge";
import { CheckboxField, ConformTextField } from "~/components/admin/form-fields";
import { useHydrated } from "~/components/ui/use-hydrated";
import { teamIntents } from "./intents";
import { missingLanguages } from "~/domain/team-languages";

export const placeholderPhoto = "/images/placeholder-avatar.svg";

/** A member's photo, replaced by the placeholder when missing or when it fails to load. */
function MemberPhoto({ src, alt }: { src: string; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // An error that happened before hydration has no listener: check once.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={image}
      src={failed || !src ? placeholderPhoto : src}
      alt={alt}
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
    />
  );
}

export function TeamList({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (members.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.team.empty")}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {members.map((member) => {
        // The member in the dashboard's language first, the other beside it (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
        const missing = missingLanguages(member);
        const mine = locale === "en" ? { name: member.nameEn, position: member.positionEn, bio: member.bioEn } : member;
        const other = locale === "en" ? member : { name: member.nameEn, position: member.positionEn };
        const otherLang = locale === "en" ? "ar" : "en";
        const name = mine.name || other.name;
        return (
          <li key={member.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="team-member">
            <MemberPhoto src={member.imageUrl} alt={t("admin.team.photoOf", { name })} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-bold text-slate-900" dir="auto">
                  {name}
                </h3>
                {!member.isActive && <Badge tone="amber">{t("admin.team.hidden")}</Badge>}
                {member.isActive && missing.length > 0 && (
                  <Badge tone="amber">
                    {t("admin.team.waitingFor", {
                      languages: missing.map((lang) => t(`checklist.languages.${lang}`)).join(t("checklist.listSeparator")),
                    })}
                  </Badge>
                )}
                <Badge>{t("admin.team.orderLabel", { order: formatNumber(member.order, locale) })}</Badge>
              </div>
              {mine.position && (
                <p className="font-semibold text-sky-800" dir="auto">
                  {mine.position}
                </p>
              )}
              {other.name && mine.name && (
                <p className="text-sm text-slate-700" lang={otherLang} dir={otherLang === "ar" ? "rtl" : "ltr"}>
                  {other.position ? `${other.name} · ${other.position}` : other.name}
                </p>
              )}
              {mine.bio && (
                <p className="mt-2 text-sm text-slate-700" dir="auto">
                  {mine.bio}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
                {member.email && (
                  <span className="inline-flex items-center gap-1">
                    <Mail className="size-4" aria-hidden="true" />
                    <bdi dir="ltr">{member.email}</bdi>
                  </span>
                )}
                {member.phone && (
                  <span className="inline-flex items-center gap-1">
                    <Phone className="size-4" aria-hidden="true" />
                    <bdi dir="ltr">{member.phone}</bdi>
                  </span>
                )}
              </div>
              <RecordActions entity="team" id={member.id} label={name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The live preview of the photo address; hidden while the address does not load (docs/product.md#team-tab). */
function PhotoPreview({ url }: { url: string }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url || failedUrl === url) return null;
  return (
    <figure className="flex items-center gap-3">
      <img src={url} alt="" width={80} height={80} onError={() => setFailedUrl(url)} className="size-20 rounded-full bg-slate-100 object-cover" />
      <figcaption className="text-sm text-slate-700">{t("admin.team.imagePreview")}</figcaption>
    </figure>
  );
}

interface TeamMemberFormProps {
  member?: TeamMember;
  media: Media[];
  lastResult?: SubmissionResult<string[]>;
}

export function TeamMemberForm({ member, media, lastResult }: TeamMemberFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [values, setValues] = useState({ name: member?.name ?? "", position: member?.position ?? "", imageUrl: member?.imageUrl ?? "" });
  const [form, fields] = useSchemaForm(teamMemberSchema, {
    id: "team-member",
    lastResult,
    defaultValue: {
      name: member?.name ?? "",
      position: member?.position ?? "",
      bio: member?.bio ?? "",
      nameEn: member?.nameEn ?? "",
      positionEn: member?.positionEn ?? "",
      bioEn: member?.bioEn ?? "",
      imageUrl: member?.imageUrl ?? "",
      email: member?.email ?? "",
      phone: member?.phone ?? "",
      isActive: member ? (member.isActive ? "on" : "") : "on",
      order: String(member?.order ?? 0),
    },
  });
  const complete = values.name.trim() !== "" && values.position.trim() !== "";
  // Saving publishes an active member written in both languages (docs/decisions/0057-faq-and-team-as-bilingual-records.md);
  // without JavaScript the label cannot follow the typing, and an active member's form says «نشر».
  const text = (field: { value?: unknown }) => (typeof field.value === "string" ? field.value : "");
  const goesLive =
    fields.isActive.value === "on" &&
    (!hydrated ||
      missingLanguages({
        name: text(fields.name),
        position: text(fields.position),
        bio: text(fields.bio),
        nameEn: text(fields.nameEn),
        positionEn: text(fields.positionEn),
        bioEn: text(fields.bioEn),
      }).length === 0);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <FormPanel title={member ? t("admin.team.editTitle") : t("admin.team.addTitle")}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 grid gap-4 md:grid-cols-2">
        {member && <input type="hidden" name="id" value={member.id} />}
        {/* The version the form was opened with (docs/decisions/0043-versions-and-conflicts.md). */}
        {member && <input type="hidden" name="version" value={member.version} />}
        {/* Arabic and English side by side, each in its direction; English may wait, the member then waits too (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */}
        <LanguageFieldset lang="ar" legend={t("admin.team.inArabic")}>
          <ConformTextField meta={fields.name} label={t("admin.team.name")} dir="rtl" lang="ar" required onInput={set("name")} />
          <ConformTextField meta={fields.position} label={t("admin.team.position")} dir="rtl" lang="ar" required onInput={set("position")} />
          <ConformTextField meta={fields.bio} label={t("admin.team.bio")} dir="rtl" lang="ar" multiline rows={3} />
        </LanguageFieldset>
        <LanguageFieldset lang="en" legend={t("admin.team.inEnglish")}>
          <ConformTextField meta={fields.nameEn} label={t("admin.team.name")} dir="ltr" lang="en" />
          <ConformTextField meta={fields.positionEn} label={t("admin.team.position")} dir="ltr" lang="en" />
          <ConformTextField meta={fields.bioEn} label={t("admin.team.bio")} dir="ltr" lang="en" multiline rows={3} />
        </LanguageFieldset>
        <p className="text-sm text-slate-700 md:col-span-2">{t("admin.team.bothLanguages")}</p>
        <div className="grid gap-3">
          <ConformTextField meta={fields.imageUrl} label={t("admin.team.imageUrl")} dir="ltr" onInput={set("imageUrl")} />
          {hydrated && <PhotoPreview url={values.imageUrl.trim()} />}
          <MediaPicker id="team-photo" media={media} current={member?.imageUrl ?? ""} />
        </div>
        <div className="grid content-start gap-4">
          <ConformTextField meta={fields.email} type="email" label={t("admin.team.email")} dir="ltr" />
          <ConformTextField meta={fields.phone} type="tel" label={t("admin.team.phone")} dir="ltr" />
        </div>
        <ConformTextField meta={fields.order} type="number" label={t("admin.team.order")} hint={t("admin.team.orderHint")} dir="ltr" />
        <div className="self-center">
          <CheckboxField meta={fields.isActive} label={t("admin.team.isActive")} />
        </div>
        <FormFooter intent={teamIntents.save} complete={complete} publishes={goesLive} />
      </Form>
    </FormPanel>
  );
}
