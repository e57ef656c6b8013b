import { notFound } from "~/services/api.server";
import type { Route } from "./+types/not-found";

/** Any other /api path: a JSON 404, whatever the method. */
export function loader({ context }: Route.LoaderArgs) {
  return notFound(context);
}

export function action({ context }: Route.ActionArgs) {
  return notFound(context);
}
