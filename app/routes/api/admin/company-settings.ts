import { getCompanySettings, updateCompanySettings } from "#db/models/company.server";
import { apiActor, byMethod, jsonWithVersion, patchVersioned } from "~/services/api.server";
import { companySettingsSchema } from "~/schemas/company-settings";
import type { Route } from "./+types/company-settings";
import { adminOperations, answer } from "~/services/openapi.server";

/** /api/admin/company-settings (administrators only, app/domain/roles.ts), with `ETag: "<version>"`. */
export async function loader() {
  return jsonWithVersion(await getCompanySettings());
}

/** Any subset of the fields; "" clears one (not given). With a version (If-Match or `version`), a 409 when the settings have another one. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: () =>
        patchVersioned(
          request,
          context,
          companySettingsSchema,
          (values, expected) => updateCompanySettings(values, apiActor(context), expected),
          getCompanySettings,
        ),
    },
    ["GET"],
  );
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Header and footer", {
  get: {
    summary: "The company facts (administrators only)",
    success: answer('The company facts; "" is a fact not given yet.', "CompanySettings"),
    versioned: "CompanySettings",
  },
  patch: {
    summary: "Change any of the company facts (administrators only)",
    body: { schema: companySettingsSchema, orString: true },
    success: answer("The company facts as stored.", "CompanySettings"),
    versioned: "CompanySettings",
  },
});
