import { requireApiAdminMiddleware } from "~/services/api.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireApiAdminMiddleware];
