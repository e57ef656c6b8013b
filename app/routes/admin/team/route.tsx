import { UserPlus } from "lucide-react";
import { getLocale } from "~/lib/i18n.server";
import { RecordListActions, useRecordPanel } from "~/components/admin/record-list";
import { data } from "react-router";
import { listMedia } from "#db/models/media.server";
import { createTeamMember, deleteTeamMember, getTeamMember, listTeamMembers, updateTeamMember } from "#db/models/team-members.server";
import { useTranslation } from "~/lib/use-translation";
import { TeamList, TeamMemberForm } from "./team-views";
import { TabHeading } from "~/components/admin/tab-heading";
import { isTicked } from "~/schemas/fields";
import { teamMemberSchema } from "~/schemas/team-member";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor } from "../dashboard/admin-context.server";
import { teamIntents } from "./intents";
import { dispatchIntent, parseForm, redirectWithToast, postedForm } from "../form-actions.server";
import { chosenImage } from "../media-picker.server";
import { problemStatus } from "~/services/media-upload.server";
import { conflictAnswer, unlessStale, versionFrom } from "../conflict.server";
import { ConflictView } from "../conflict-view";
import { panelParams, useQueryHref } from "~/components/admin/panel-params";

export const handle: import("~/lib/route-handle").RouteHandle = { upload: true, access: "editors" };

export async function loader() {
  const [members, media] = await Promise.all([listTeamMembers(), listMedia()]);
  return { members, media };
}

export async function action(args: Route.ActionArgs) {
  const { formData, t, id, back } = await postedForm(args);
  const { context } = args;
  return dispatchIntent(formData, {
    async [teamIntents.save]() {
      const submission = parseForm(formData, teamMemberSchema);
      if (submission.status !== "success") return { result: submission.reply() };
      // An unticked checkbox sends nothing: absent means hidden.
      const photo = await chosenImage(formData, context, { altAr: submission.value.name, altEn: submission.value.nameEn || submission.value.name });
      if ("problem" in photo) {
        return data(
          { result: submission.reply({ fieldErrors: { imageUrl: [`validation.${photo.problem}`] } }) },
          { status: problemStatus[photo.problem] },
        );
      }
      const member = { ...submission.value, imageUrl: photo.url ?? submission.value.imageUrl, isActive: isTicked(formData, "isActive") };
      if (id === undefined) {
        await createTeamMember(member, currentActor(context));
        return redirectWithToast(back, {
          kind: "success",
          title: t("admin.toasts.memberAdded"),
          description: member.isActive ? t("admin.toasts.liveNowNamed", { name: member.name }) : member.name,
        });
      }
      const written = await unlessStale(() => updateTeamMember(id, member, currentActor(context), versionFrom(formData)));
      if (!written) {
        // Stale: nothing written; the conflict view holds what was typed (docs/decisions/0043-versions-and-conflicts.md).
        const current = await getTeamMember(id);
        if (current) {
          const text = (value: unknown) => String(value ?? "");
          const fields = (["name", "position", "bio", "nameEn", "positionEn", "bioEn", "imageUrl", "email", "phone", "order"] as const).map(
            (name) => ({
              name,
              label: `admin.team.${name}` as const,
              ...(name.endsWith("En") ? { lang: "en" as const } : ["name", "position", "bio"].includes(name) ? { lang: "ar" as const } : {}),
              theirs: text(current[name]),
              mine: text(member[name]),
            }),
          );
          const resubmit: Record<string, string> = { intent: teamIntents.save, id: String(id) };
          for (const field of fields) resubmit[field.name] = field.mine;
          if (member.isActive) resubmit.isActive = "on";
          return conflictAnswer(getLocale(context), {
            form: "team-member",
            entity: "team",
            entityId: id,
            version: current.version,
            fields,
            resubmit,
          });
        }
      }
      const updated = written?.written;
      return redirectWithToast(
        back,
        updated
          ? {
              kind: "success",
              title: t("admin.toasts.memberUpdated"),
              description: member.isActive ? t("admin.toasts.liveNowNamed", { name: member.name }) : member.name,
            }
          : { kind: "error", title: t("admin.toasts.memberFailed"), description: t("admin.toasts.notFound") },
      );
    },
    async [teamIntents.delete]() {
      const deleted = id !== undefined && (await deleteTeamMember(id, currentActor(context)));
      return redirectWithToast(
        back,
        deleted
          ? { kind: "success", title: t("admin.toasts.memberDeleted") }
          : { kind: "error", title: t("admin.toasts.memberDeleteFailed"), description: t("admin.toasts.notFound") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="team" />;
}

export default function TeamTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { editing, adding } = useRecordPanel(loaderData.members);
  const queryHref = useQueryHref();
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : undefined;
  return (
    <>
      <TabHeading
        documentTitle={t("admin.tabs.team")}
        title={t("admin.team.title")}
        actions={
          !adding &&
          !editing && (
            <RecordListActions entity="team" deletedLabel={t("admin.history.deletedMembers")} addLabel={t("admin.team.add")} icon={UserPlus} />
          )
        }
      />
      {conflict && editing ? (
        <ConflictView conflict={conflict} keepTheirsHref={queryHref({ [panelParams.edit]: String(editing.id) })} />
      ) : adding || editing ? (
        <TeamMemberForm
          key={editing?.id ?? "new"}
          member={editing}
          media={loaderData.media}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        />
      ) : (
        <TeamList members={loaderData.members} />
      )}
    </>
  );
}
