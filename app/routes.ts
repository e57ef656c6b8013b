import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { publicPages } from "./config/pages";

const pageFiles = {
  home: "routes/site/home.tsx",
  parents: "routes/site/parents.tsx",
  sellers: "routes/site/sellers.tsx",
  teachers: "routes/site/teachers.tsx",
  about: "routes/site/about.tsx",
  contact: "routes/site/contact.tsx",
  privacy: "routes/site/privacy.tsx",
  terms: "routes/site/terms.tsx",
  service: "routes/site/service.tsx",
} as const;

/** Each public page twice: Arabic at the spec's path, English under /en (decisions.md §2). */
function publicRoutes(locale: "ar" | "en") {
  return publicPages.map(({ id, path }) =>
    path === "/"
      ? index(pageFiles[id], { id: `${locale}-${id}` })
      : route(path.slice(1), pageFiles[id], { id: `${locale}-${id}` }),
  );
}

export default [
  layout("routes/site/layout.tsx", [
    ...publicRoutes("ar"),
    ...prefix("en", publicRoutes("en")),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("download", "routes/site/download.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
] satisfies RouteConfig;
