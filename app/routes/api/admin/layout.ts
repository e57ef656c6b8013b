import { requireApiAdminMiddleware } from "~/services/api.server";
import { requireSecondFactorApiMiddleware } from "~/features/two-factor/second-factor-required.service.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireApiAdminMiddleware, requireSecondFactorApiMiddleware];
