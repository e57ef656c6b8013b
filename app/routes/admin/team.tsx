import { UserPlus } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import { createTeamMember, deleteTeamMember, listTeamMembers, updateTeamMember } from "#db/models/team-members.server";
import { useT } from "~/components/admin/i18n";
import { TeamList, TeamMemberForm } from "~/components/admin/team";
import { buttonStyles, TabHeading, useQueryHref } from "~/components/admin/ui";
import { isTicked } from "~/schemas/fields";
import { teamMemberSchema } from "~/schemas/team-member";
import type { Route } from "./+types/team";
import { backTo, idFrom, parseForm, redirectWithToast, translatorOf } from "./admin.server";

export async function loader() {
  return { members: await listTeamMembers() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = translatorOf(context);
  const id = idFrom(formData);
  const back = backTo(url);
  switch (formData.get("intent")) {
    case "save": {
      const submission = parseForm(formData, teamMemberSchema, context);
      if (submission.status !== "success") return { result: submission.reply() };
      // An unticked checkbox sends nothing: absent means hidden.
      const member = { ...submission.value, isActive: isTicked(formData, "isActive") };
      if (id === undefined) {
        await createTeamMember(member);
        return redirectWithToast(back, { kind: "success", title: t("admin.toasts.memberAdded"), description: member.name });
      }
      const updated = await updateTeamMember(id, member);
      return redirectWithToast(
        back,
        updated
          ? { kind: "success", title: t("admin.toasts.memberUpdated"), description: member.name }
          : { kind: "error", title: t("admin.toasts.memberFailed"), description: t("admin.toasts.notFound") },
      );
    }
    case "delete": {
      const deleted = id !== undefined && (await deleteTeamMember(id));
      return redirectWithToast(
        back,
        deleted
          ? { kind: "success", title: t("admin.toasts.memberDeleted") }
          : { kind: "error", title: t("admin.toasts.memberDeleteFailed"), description: t("admin.toasts.notFound") },
      );
    }
  }
  throw data(null, { status: 400 });
}

export default function TeamTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const editId = Number(searchParams.get("edit"));
  const editing = loaderData.members.find((member) => member.id === editId);
  const adding = searchParams.has("new");
  return (
    <>
      <title>{`${t("admin.tabs.team")} | ${t("admin.header.title")}`}</title>
      <TabHeading
        title={t("admin.team.title")}
        actions={
          !adding &&
          !editing && (
            <Link to={queryHref({ new: "1", confirm: null })} className={buttonStyles.primary}>
              <UserPlus className="size-4" aria-hidden="true" />
              {t("admin.team.add")}
            </Link>
          )
        }
      />
      {adding || editing ? (
        <TeamMemberForm key={editing?.id ?? "new"} member={editing} lastResult={actionData?.result} />
      ) : (
        <TeamList members={loaderData.members} />
      )}
    </>
  );
}
