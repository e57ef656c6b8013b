import { expect } from "vitest";
import { api, signIn } from "./http";
import type { TestServer } from "./server";

/** The browser tests of search (search.test.ts, search-accessibility.test.ts): one item to find, and the words around it. */

/** Adds `home.league.note`, written with tashkeel in Arabic, for the searches below to find. */
export async function seedLeagueNote(server: Pick<TestServer, "url">) {
  const admin = await signIn(server, "203.0.113.80");
  const created = await api(server, "POST", "/api/admin/content", {
    cookie: admin,
    ip: "203.0.113.80",
    body: { key: "home.league.note", type: "text", page: "home", valueAr: "نتائج بطولة الدَّوريّ القطريّ", valueEn: "The league's season results" },
  });
  expect(created.status).toBe(201);
}

/** Per language: the fields' names, a query for the note, what is typed, the word as marked, the count line. */
export const searchWords = {
  ar: {
    header: "ابحث في لوحة التحكم",
    page: "البحث",
    query: "الدورى القطرى",
    typed: "الدوري القطري",
    marked: "الدَّوريّ",
    found: "نتيجة واحدة لـ«الدورى القطرى»",
  },
  en: { header: "Search the dashboard", page: "Search", query: "league", typed: "league season", marked: "league", found: "1 result for “league”" },
} as const;
