import { searched, type SearchedName } from "~/entities/registry";

/**
 * What the dashboard search finds (docs/decisions/0041-search-index.md), in the order its results
 * come: the entities whose descriptor has a `search` (app/entities, docs/decisions/0058-entities-as-data.md):
 * content items, FAQ entries, contact messages, team members, media, newsletter subscribers.
 */
export const searchKinds = searched.map((entity) => entity.name) as readonly SearchedName[] as readonly [SearchedName, ...SearchedName[]];
export type SearchKind = SearchedName;
