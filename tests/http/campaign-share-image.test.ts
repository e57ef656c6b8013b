import { beforeAll, describe, expect, it } from "vitest";
import { createCampaignPage } from "../support/campaign";
import { queryRow } from "../support/database";
import { api, postForm, publicHtml, signIn, uploadImage } from "../support/http";
import { realisticPhoto } from "../support/images";
import { useServer } from "../support/server";

/*
 * A campaign page's share image per language (docs/decisions/0063-share-images-and-structured-data.md):
 * one chosen from the media library in the Pages tab or the API, else drawn from the title; the
 * choice applies at once, like `noindex`, and the editor's preview shows it.
 */
const server = useServer();
let admin: string;

beforeAll(async () => {
  admin = await signIn(server);
});

const ogOf = (html: string, property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

describe("a campaign page's share image", () => {
  it("is the library image chosen for a language, the drawn one for the other, and refuses an unsafe address", async () => {
    const photo = await uploadImage(server, admin, await realisticPhoto(1200, 630, 7), {
      name: "ramadan-card.jpg",
      type: "image/jpeg",
      altAr: "فانوس رمضان على طاولة العائلة",
      altEn: "A Ramadan lantern on the family table",
    });
    const { id } = await createCampaignPage(server, admin, { slug: "ramadan-2027" });
    expect(ogOf(await publicHtml(server, "/ramadan-2027"), "og:image")).toMatch(/\/share\/[0-9a-f]{20}\.jpg$/);

    const chosen = await api(server, "PATCH", `/api/admin/pages/${id}`, { cookie: admin, body: { shareImageAr: photo.url } });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({ shareImageAr: photo.url, shareImageEn: "" });

    const arabic = await publicHtml(server, "/ramadan-2027");
    expect(ogOf(arabic, "og:image")).toBe(`${server.url}${photo.url}`);
    expect(ogOf(arabic, "og:image:alt")).toBe("فانوس رمضان على طاولة العائلة");
    expect(ogOf(arabic, "og:image:width")).toBe("1200");
    const english = await publicHtml(server, "/en/ramadan-2027");
    expect(ogOf(english, "og:image")).toMatch(/\/share\/[0-9a-f]{20}\.jpg$/);
    expect(ogOf(english, "og:image:alt")).toBe("National Day");

    const unsafe = await api(server, "PATCH", `/api/admin/pages/${id}`, { cookie: admin, body: { shareImageEn: "javascript:alert(1)" } });
    expect(unsafe.status).toBe(400);
    expect(Object.keys(unsafe.body.errors)).toEqual(["shareImageEn"]);
  });

  it("is chosen in the Pages tab's settings, without JavaScript, and shown in its card preview", async () => {
    const photo = await uploadImage(server, admin, await realisticPhoto(1200, 630, 8), {
      name: "school-card.jpg",
      type: "image/jpeg",
      altAr: "حقيبة مدرسية",
      altEn: "A school bag",
    });
    const created = await api(server, "POST", "/api/admin/pages", {
      cookie: admin,
      body: { slug: "back-to-school", titleAr: "العودة إلى المدارس", titleEn: "Back to school" },
    });
    const id = created.body.id as number;
    const saved = await postForm(
      server,
      `/admin-dashboard/pages/${id}`,
      {
        version: String(created.body.version),
        slug: "back-to-school",
        titleAr: "العودة إلى المدارس",
        titleEn: "Back to school",
        descriptionAr: "",
        descriptionEn: "",
        shareImageAr: "",
        shareImageEn: photo.url,
        intent: "save",
      },
      { Cookie: `${admin}; mahami-language=en` },
    );
    expect(saved.status).toBe(302);
    expect(await queryRow(server, `select "shareImageAr", "shareImageEn" from pages where id = ${id}`)).toEqual({
      shareImageAr: "",
      shareImageEn: photo.url,
    });

    const editor = await (await fetch(`${server.url}/admin-dashboard/pages/${id}`, { headers: { Cookie: `${admin}; mahami-language=en` } })).text();
    // The share images are the library's pickers: the chosen one named in the closed picker, its address posted with the form.
    expect(editor).toContain(`<input type="hidden" name="shareImageEn" value="${photo.url}"/>`);
    expect(editor).toContain(`<input type="hidden" name="shareImageAr" value=""/>`);
    expect(editor).toMatch(
      /data-picker="shareImageEn"[\s\S]*?data-testid="picker-chosen"><img [^>]*\/><bdi dir="ltr" class="truncate">school-card\.jpg<\/bdi>/,
    );
    // The English card previews the chosen photo; the Arabic one the drawn image.
    expect(editor).toContain(`src="${photo.url}"`);
    expect(editor).toMatch(/src="\/share\/[0-9a-f]{20}\.jpg"/);
  });
});
