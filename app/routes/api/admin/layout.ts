import { requireApiAdminMiddleware } from "~/services/api.server";
import { requireSecondFactorApiMiddleware } from "~/services/second-factor-required.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireApiAdminMiddleware, requireSecondFactorApiMiddleware];
