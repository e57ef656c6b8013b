import type { Role } from "~/domain/roles";
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** ISO-8601 strings on both databases (db/connection.server.ts reads timestamptz back so). */
type Timestamp = ColumnType<string, string | undefined, string>;
/** SQLite has no boolean: models write 0/1, which PostgreSQL accepts, and read with `Boolean()`. */
type Flag = ColumnType<number | boolean, number | undefined, number>;
/** A column the database fills with its default when an insert leaves it out. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface ContentItemsTable {
  id: Generated<number>;
  key: string;
  type: string;
  valueAr: WithDefault<string>;
  valueEn: WithDefault<string>;
  category: WithDefault<string>;
  page: string;
  description: WithDefault<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When each language last changed; the older one is out of date (docs/decisions/0026-drafts-preview-translation-status.md). */
  valueArUpdatedAt: Timestamp;
  valueEnUpdatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
}

/** An unpublished edit of one content item: not public, so its writes move no content version. */
export interface ContentDraftsTable {
  contentItemId: number;
  valueAr: string;
  valueEn: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ButtonLinksTable {
  id: Generated<number>;
  contentKey: string;
  linkType: WithDefault<string>;
  externalUrl: string | null;
  internalPage: string | null;
  sectionId: string | null;
  isActive: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
}

export interface HeaderSettingsTable {
  id: Generated<number>;
  logoUrl: WithDefault<string>;
  logoSize: WithDefault<string>;
  showPages: WithDefault<string>;
  showLanguageSwitcher: Flag;
  buttonUrl: WithDefault<string>;
  buttonTextAr: WithDefault<string>;
  buttonTextEn: WithDefault<string>;
  updatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
}

/** The owner's facts, one row (docs/decisions/0047-company-facts-and-launch-checklist.md): "" = not given. */
export interface CompanySettingsTable {
  id: Generated<number>;
  legalNameAr: WithDefault<string>;
  legalNameEn: WithDefault<string>;
  registrationNumber: WithDefault<string>;
  addressAr: WithDefault<string>;
  addressEn: WithDefault<string>;
  paymentPartnerAr: WithDefault<string>;
  paymentPartnerEn: WithDefault<string>;
  /** "4.7": one decimal, 0–5. */
  ratingValue: WithDefault<string>;
  ratingSource: WithDefault<string>;
  /** An ISO date, 2026-11-01. */
  ratingDate: WithDefault<string>;
  supportHoursAr: WithDefault<string>;
  supportHoursEn: WithDefault<string>;
  updatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
}

export interface FooterSettingsTable {
  id: Generated<number>;
  logoUrl: WithDefault<string>;
  logoSize: WithDefault<string>;
  showPages: WithDefault<string>;
  showSocialLinks: Flag;
  copyrightTextAr: WithDefault<string>;
  copyrightTextEn: WithDefault<string>;
  contactPhone: WithDefault<string>;
  contactEmail: WithDefault<string>;
  contactAddressAr: WithDefault<string>;
  contactAddressEn: WithDefault<string>;
  updatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  position: string;
  bio: WithDefault<string>;
  /** The English beside the Arabic `name`, `position` and `bio`; empty until written (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
  nameEn: WithDefault<string>;
  positionEn: WithDefault<string>;
  bioEn: WithDefault<string>;
  imageUrl: WithDefault<string>;
  email: WithDefault<string>;
  phone: WithDefault<string>;
  isActive: Flag;
  order: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
}

/** A campaign page's working copy (docs/decisions/0060-campaign-pages.md): `blocks` is a JSON array of blocks. */
export interface PagesTable {
  id: Generated<number>;
  slug: string;
  titleAr: WithDefault<string>;
  titleEn: WithDefault<string>;
  descriptionAr: WithDefault<string>;
  descriptionEn: WithDefault<string>;
  noindex: Flag;
  blocks: WithDefault<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
  /** Each translated field's last change per language, JSON (app/domain/page-translation.ts): its translation status. */
  wordStamps: WithDefault<string>;
  /** The share image chosen for each language, a library image's address; empty: drawn from the title. */
  shareImageAr: WithDefault<string>;
  shareImageEn: WithDefault<string>;
}

/** A campaign page's published copy in one language: its words and blocks as published; `unpublishedAt` set: taken down. */
export interface PageCopiesTable {
  pageId: number;
  language: "ar" | "en";
  title: string;
  description: string;
  blocks: string;
  publishedAt: Timestamp;
  unpublishedAt: string | null;
}

/** An FAQ entry's place and visibility, keyed by its question item; absent: at its number, visible (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
export interface FaqEntriesTable {
  questionId: number;
  order: ColumnType<number, number | undefined, number>;
  isVisible: Flag;
}

/** A share image the server draws for one title in one language (docs/decisions/0063-share-images-and-structured-data.md). */
export interface ShareImagesTable {
  /** The hash in the image's address: of the drawing's version, the language and the title. */
  hash: string;
  language: "ar" | "en";
  title: string;
  /** The drawn JPEG; null until its address is first requested. */
  jpeg: Uint8Array | null;
  createdAt: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  fullName: string;
  email: string;
  phone: WithDefault<string>;
  subject: WithDefault<string>;
  message: string;
  isRead: Flag;
  notes: WithDefault<string>;
  createdAt: Timestamp;
  /** docs/decisions/0061-replies-from-the-inbox.md */
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>;
  assigneeId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The language of the page it was sent from. */
  language: ColumnType<"ar" | "en", "ar" | "en" | undefined, "ar" | "en">;
  /** Bumped by each reply, status and assignee change: a reply names the version it answers. */
  version: WithDefault<number>;
}

export type ContactStatus = "new" | "open" | "answered" | "closed";

/** A reply sent to a contact message's sender, through the outbox. */
export interface ContactRepliesTable {
  id: Generated<number>;
  messageId: number;
  authorId: number | null;
  authorEmail: WithDefault<string>;
  language: "ar" | "en";
  body: string;
  outboxId: number | null;
  /** The email's Message-ID, angle brackets included. */
  emailMessageId: string;
  createdAt: Timestamp;
}

/** An internal note on a contact message: never emailed. */
export interface ContactNotesTable {
  id: Generated<number>;
  messageId: number;
  authorId: number | null;
  authorEmail: WithDefault<string>;
  body: string;
  createdAt: Timestamp;
}

/** A saved reply: a title and a text in each language, `{{name}}` the sender's name. */
export interface SavedRepliesTable {
  id: Generated<number>;
  titleAr: string;
  titleEn: string;
  bodyAr: string;
  bodyEn: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  /** docs/decisions/0039-roles.md: `administrator` unless written otherwise. */
  role: ColumnType<Role, Role | undefined, Role>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the random token held in the cookie: a leaked database cannot sign in. */
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** A random id for the session list and the API (never the token or its hash): signs nobody in. */
  publicId: string;
  /** The normalised client IP and the (shortened) User-Agent of the sign-in. */
  ip: WithDefault<string>;
  userAgent: WithDefault<string>;
}

/** An authenticator app's key (docs/decisions/0040-two-factor-and-passkeys.md): active once confirmed. */
export interface UserTotpTable {
  userId: number;
  /** The base32 key sealed with AES-256-GCM under a key derived from the session secret. */
  secret: string;
  createdAt: Timestamp;
  confirmedAt: string | null;
  /** The last 30-second step a code was accepted for: that step and earlier ones are refused. */
  lastUsedStep: number | null;
}

/** One of a user's ten recovery codes: SHA-256 of the code, good once. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: string | null;
}

/** A WebAuthn credential (a passkey): its id and public key, base64url. */
export interface PasskeysTable {
  id: string;
  userId: number;
  name: string;
  publicKey: string;
  counter: WithDefault<number>;
  /** Comma-separated transports the authenticator reported. */
  transports: WithDefault<string>;
  createdAt: Timestamp;
  lastUsedAt: string | null;
}

/** A WebAuthn challenge, used once before it expires; `userId` for a registration, null for a sign-in. */
export interface WebauthnChallengesTable {
  challenge: string;
  userId: number | null;
  purpose: string;
  expiresAt: string;
}

/** One fixed window of a rate limit (app/services/rate-limit.server.ts). */
export interface RateLimitsTable {
  bucket: string;
  key: string;
  count: number;
  /** Milliseconds since the epoch at which the window ends. */
  resetAt: number;
}

/** One row, moved by triggers on every write to a content table (db/content-version.server.ts). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

export type NewsletterStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";

/** A subscriber and the record of their consent (docs/decisions/0028-email-outbox.md). */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** The sign-up's language: the confirmation and later newsletters are written in it. */
  locale: WithDefault<string>;
  createdAt: Timestamp;
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  /** When and from where the address was signed up, and the wording the visitor agreed to. */
  consentAt: string | null;
  consentIp: WithDefault<string>;
  consentText: WithDefault<string>;
  /** SHA-256 of the confirmation link's token, until it is followed. */
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
  confirmedAt: string | null;
  /** The random token of the unsubscribe link each newsletter email carries (it can only unsubscribe). */
  unsubscribeToken: WithDefault<string>;
  unsubscribedAt: string | null;
}

export type OutboxStatus = "pending" | "sent" | "failed";

export type EditionStatus = "draft" | "approved" | "scheduled" | "sending" | "sent" | "cancelled";

/** A newsletter edition, both languages in one row (docs/decisions/0064-newsletters.md). */
export interface NewsletterEditionsTable {
  id: Generated<number>;
  subjectAr: WithDefault<string>;
  subjectEn: WithDefault<string>;
  preheaderAr: WithDefault<string>;
  preheaderEn: WithDefault<string>;
  /** The email-suited page blocks as JSON (app/features/newsletters/newsletters.schema.ts). */
  blocks: WithDefault<string>;
  status: ColumnType<EditionStatus, EditionStatus | undefined, EditionStatus>;
  version: WithDefault<number>;
  createdBy: number | null;
  createdByEmail: WithDefault<string>;
  approvedBy: number | null;
  approvedByEmail: string | null;
  approvedAt: string | null;
  /** When it goes (scheduled), UTC. */
  at: string | null;
  /** The throttle's next slot: a node queues a batch only after winning this row past it. */
  nextBatchAt: string | null;
  startedAt: string | null;
  sentAt: string | null;
  cancelledAt: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type DeliveryStatus = "pending" | "queued" | "sent" | "failed" | "bounced" | "cancelled" | "skipped";

/** One email of an edition to one subscriber: UNIQUE (editionId, subscriberId). */
export interface NewsletterDeliveriesTable {
  id: Generated<number>;
  editionId: number;
  subscriberId: number;
  language: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  outboxId: number | null;
  updatedAt: Timestamp;
}

/** Clicks on an edition's n-th link, counted through its first-party redirect: no person in it. */
export interface NewsletterLinkClicksTable {
  editionId: number;
  link: number;
  count: WithDefault<number>;
}

/** The newsletter's consent history: rows are added, never changed (docs/decisions/0034-attack-run-2026-11-25.md). */
export interface NewsletterConsentEventsTable {
  id: Generated<number>;
  subscriberId: number;
  event: "sign-up" | "confirm" | "unsubscribe" | "bounce";
  at: Timestamp;
  ip: WithDefault<string>;
  locale: WithDefault<string>;
  consentText: WithDefault<string>;
  /** A sign-up's confirmation email was written (false: the per-address cap held it back). */
  emailSent: Flag;
}

/** One email, written before it is sent (db/models/outbox.server.ts). */
export interface OutboxTable {
  id: Generated<number>;
  /** What the email is for: contact-notification, password-reset, newsletter-confirmation. */
  kind: string;
  recipient: string;
  subject: string;
  /** The whole message as JSON (OutboxMessage): headers, plain text and HTML. */
  message: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: WithDefault<number>;
  nextAttemptAt: Timestamp;
  /** A worker holds the row until then; after that another may take it (a crashed node's row). */
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: string | null;
  /** What the email is about ("contact-message:12"): deleting that deletes the email too. */
  about: string | null;
}

/** A password-reset link: SHA-256 of its random token, single use, 30 minutes. */
export interface PasswordResetsTable {
  tokenHash: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * A pending or accepted invitation (docs/decisions/0039-roles.md): one per invited account; only
 * the SHA-256 of the link's token; a resend replaces the hash and the expiry.
 */
export interface InvitationsTable {
  userId: number;
  tokenHash: string;
  /** The name the administrator gave, for the email's greeting and the list ("" when none). */
  name: WithDefault<string>;
  /** The language of the emails: `ar` or `en`. */
  locale: WithDefault<string>;
  /** The email of the administrator who (last) sent it. */
  invitedBy: WithDefault<string>;
  createdAt: Timestamp;
  expiresAt: string;
  usedAt: string | null;
}

/** A running server of this database (db/server-nodes.server.ts), for `npm run restore`. */
export interface ServerNodesTable {
  id: string;
  host: string;
  pid: number;
  startedAt: Timestamp;
  lastSeenAt: Timestamp;
}

/** Views and unique visitors of a day by one dimension's value (docs/decisions/0045-cookie-free-analytics.md). */
export interface AnalyticsDailyTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** total (value ""), page, language, referrer, source, device. */
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

/** Contact messages, newsletter sign-ups and store downloads of a day, by the page they started on. */
export interface AnalyticsConversionsTable {
  day: string;
  /** contact, newsletter, appStore, googlePlay. */
  kind: string;
  page: string;
  count: number;
}

/** The day's random salt, one for every node; deleted once the day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** The day's salted visitor hashes per dimension value, so nodes count a visitor once; deleted once the day is over. */
export interface AnalyticsVisitorsTable {
  day: string;
  dimension: string;
  value: string;
  hash: string;
}

/** One write to an editable entity (db/models/revisions.server.ts): whole rows as JSON text. */
export interface RevisionsTable {
  id: Generated<number>;
  entity: string;
  entityId: number;
  /** create, update, delete or restore. */
  action: string;
  /** The row before the write as JSON; null for a creation. */
  before: string | null;
  /** The row after the write as JSON; null for a deletion. */
  after: string | null;
  actorId: number | null;
  actorEmail: WithDefault<string>;
  /** The revision a restore brought back. */
  restoredFrom: number | null;
  createdAt: Timestamp;
}

/** One administrator action or sign-in event (db/models/activity.server.ts). Only ever inserted. */
export interface ActivityTable {
  id: Generated<number>;
  at: Timestamp;
  actorId: number | null;
  actorEmail: WithDefault<string>;
  action: string;
  entity: WithDefault<string>;
  entityId: number | null;
  ip: WithDefault<string>;
  summary: WithDefault<string>;
}

/** An uploaded image, re-encoded without metadata (docs/decisions/0027-media-library.md). */
export interface MediaTable {
  id: Generated<number>;
  /** The first hex digits of the SHA-256 of `data`: part of every URL, so a URL never changes meaning. */
  hash: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  altAr: WithDefault<string>;
  altEn: WithDefault<string>;
  /** The name the file had on the uploader's computer (cleaned by `cleanFileName`); empty for images stored before it was kept. */
  fileName: WithDefault<string>;
  data: Uint8Array;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Raised by one by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: WithDefault<number>;
}

/** A narrower copy of a media image for srcset. */
export interface MediaVariantsTable {
  mediaId: number;
  width: number;
  height: number;
  mime: string;
  bytes: number;
  data: Uint8Array;
}

export type PublishScheduleStatus = "pending" | "done" | "failed" | "cancelled";
export type PublishScheduleAction = "publish" | "unpublish";

/** A publish at a chosen time (docs/decisions/0044-scheduled-publishing.md); `ids`, `languages` and `publishedIds` are JSON arrays. */
export interface PublishSchedulesTable {
  id: Generated<number>;
  at: string;
  page: string | null;
  ids: string | null;
  languages: string;
  createdById: number | null;
  createdByEmail: string;
  status: ColumnType<PublishScheduleStatus, PublishScheduleStatus | undefined, PublishScheduleStatus>;
  /** Why it failed, or who cancelled it. */
  reason: string | null;
  published: number | null;
  publishedIds: string | null;
  createdAt: Timestamp;
  doneAt: string | null;
  /** A campaign page's schedule: the page (docs/decisions/0060-campaign-pages.md); null for drafts'. */
  pageId: number | null;
  /** What it does at its time: publish (drafts or the page) or unpublish (the page). */
  action: ColumnType<PublishScheduleAction, PublishScheduleAction | undefined, PublishScheduleAction>;
}

/** One searchable record's folded text (db/models/search-index.server.ts, docs/decisions/0041-search-index.md). */
export interface SearchIndexTable {
  id: Generated<number>;
  /** The table it comes from: content, message, team, media, subscriber, activity. */
  source: string;
  ref: number;
  /** The search kind: content, faq, message, team, media, subscriber, activity. */
  kind: string;
  /** Its fields folded, every character that is not a letter, digit or mark between spaces: a word starts after a space. */
  folded: string;
  /** When it last changed, for the newest-first order. */
  sortAt: string;
  /** An FAQ entry as the contact page shows it in Arabic / English (published question and answer), folded as `folded`; null for any other record. */
  siteAr: string | null;
  siteEn: string | null;
}

/** A record the database's triggers marked as written since the index last read it. */
/** A redirect rule (docs/decisions/0062-redirects-and-not-found-log.md): `fromPath` normalised, a prefix ending in `/*`. */
export interface RedirectsTable {
  id: Generated<number>;
  fromPath: string;
  /** A site path or an https URL (a prefix target ends in `/*`); empty for a 410. */
  toTarget: string;
  /** 301, 302 or 410. */
  status: number;
  /** How it was added: manual (the dashboard or the API), import (a CSV), slug (a page's address changed). */
  origin: WithDefault<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One counter moved by every write to `redirects`: each node reloads its rules when it moves. */
export interface RedirectsVersionTable {
  id: number;
  version: number;
}

/** The 404 log: a path (no query) that answered 404, how often, when last and from which referrer host. */
export interface NotFoundPathsTable {
  path: string;
  count: number;
  lastSeenAt: string;
  referrerHost: string | null;
}

export interface SearchPendingTable {
  seq: Generated<number>;
  source: string;
  ref: number;
}

export interface Database {
  content_items: ContentItemsTable;
  content_drafts: ContentDraftsTable;
  button_links: ButtonLinksTable;
  header_settings: HeaderSettingsTable;
  footer_settings: FooterSettingsTable;
  company_settings: CompanySettingsTable;
  team_members: TeamMembersTable;
  faq_entries: FaqEntriesTable;
  pages: PagesTable;
  page_copies: PageCopiesTable;
  share_images: ShareImagesTable;
  contact_messages: ContactMessagesTable;
  contact_replies: ContactRepliesTable;
  contact_notes: ContactNotesTable;
  saved_replies: SavedRepliesTable;
  users: UsersTable;
  sessions: SessionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  rate_limits: RateLimitsTable;
  content_version: ContentVersionTable;
  revisions: RevisionsTable;
  activity: ActivityTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  outbox: OutboxTable;
  newsletter_consent_events: NewsletterConsentEventsTable;
  password_resets: PasswordResetsTable;
  invitations: InvitationsTable;
  user_totp: UserTotpTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  server_nodes: ServerNodesTable;
  publish_schedules: PublishSchedulesTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_conversions: AnalyticsConversionsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_visitors: AnalyticsVisitorsTable;
  search_index: SearchIndexTable;
  search_pending: SearchPendingTable;
  redirects: RedirectsTable;
  redirects_version: RedirectsVersionTable;
  not_found_paths: NotFoundPathsTable;
  newsletter_editions: NewsletterEditionsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_link_clicks: NewsletterLinkClicksTable;
}

export type ContentItemRow = Selectable<ContentItemsTable>;
export type NewContentItemRow = Insertable<ContentItemsTable>;
export type ContentItemUpdate = Updateable<ContentItemsTable>;
export type ContentDraftRow = Selectable<ContentDraftsTable>;
export type ButtonLinkRow = Selectable<ButtonLinksTable>;
export type HeaderSettingsRow = Selectable<HeaderSettingsTable>;
export type FooterSettingsRow = Selectable<FooterSettingsTable>;
export type CompanySettingsRow = Selectable<CompanySettingsTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type PageRow = Selectable<PagesTable>;
export type PageCopyRow = Selectable<PageCopiesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type ContactReplyRow = Selectable<ContactRepliesTable>;
export type ContactNoteRow = Selectable<ContactNotesTable>;
export type SavedReplyRow = Selectable<SavedRepliesTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;
export type RevisionRow = Selectable<RevisionsTable>;
export type ActivityRow = Selectable<ActivityTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewsletterEditionRow = Selectable<NewsletterEditionsTable>;
