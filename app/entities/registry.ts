import { buttonLink } from "./button-link";
import { company } from "./company";
import { content } from "./content";
import type { EntityDescriptor } from "./descriptor";
import { faq } from "./faq";
import { footer } from "./footer";
import { header } from "./header";
import { media } from "./media";
import { message } from "./message";
import { newsletter } from "./newsletter";
import { redirect } from "./redirect";
import { page } from "./page";
import { savedReply } from "./saved-reply";
import { schedule } from "./schedule";
import { subscriber } from "./subscriber";
import { team } from "./team";
import { user } from "./user";

export type { EntityAccess, EntityDescriptor, Table } from "./descriptor";

/*
 * Every entity, one descriptor each (docs/decisions/0058-entities-as-data.md). The order is read:
 * db:copy and restore copy the tables in it (a table after those it refers to: users first), and
 * the dashboard search gives its kinds in it (content, FAQ, messages, team, media, subscribers).
 * A new entity is one more file here and one more line below.
 */
export const entities = [
  user,
  content,
  faq,
  message,
  team,
  media,
  subscriber,
  buttonLink,
  header,
  footer,
  company,
  schedule,
  page,
  redirect,
  savedReply,
  newsletter,
] as const;

export type Entity = (typeof entities)[number];
export type EntityName = Entity["name"];

/** The entities with a history, by name: their table, flags, unique column and personal columns. */
type Historied = Extract<Entity, { history: object }>;
export type HistoriedName = Historied["name"];
export const historied = entities.filter((entity): entity is Historied => "history" in entity);

/** The entities the dashboard search finds, in the order its results come. */
type Searched = Extract<Entity, { search: object }>;
export type SearchedName = Searched["name"];
export const searched = entities.filter((entity): entity is Searched => "search" in entity);

/** The entity named `name`. */
export function entityNamed<Name extends EntityName>(name: Name): Extract<Entity, { name: Name }> {
  return entities.find((entity) => entity.name === name) as Extract<Entity, { name: Name }>;
}

/** An entity's action in the activity log: `<name>.<verb>` for each of its verbs. */
export type EntityAction = Entity extends infer E
  ? E extends { name: infer N extends string; verbs: readonly (infer V extends string)[] }
    ? `${N}.${V}`
    : never
  : never;

/** Every `<name>.<verb>` of the entities, in their order. */
export const entityActions = entities.flatMap((entity) => entity.verbs.map((verb) => `${entity.name}.${verb}`)) as EntityAction[];

/** Whether every descriptor is one (a check the type cannot make on the tuple's members alone). */
export const descriptors: readonly EntityDescriptor[] = entities;
