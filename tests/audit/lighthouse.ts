/**
 * `npm run audit`: Lighthouse (mobile, simulated throttling) on every public page in both
 * languages against the production build, each page run 3 times and the median kept.
 * docs/decisions/0020-measured-performance-budgets.md: performance ≥ 99; accessibility, best
 * practices, SEO 100; LCP ≤ 1.8 s. The pages are measured with photos: before the first run,
 * camera-weight photos are uploaded through the API for every team member and the home hero
 * (tests/support/photos.ts), a campaign page with every block type is published, and the company is named, as at launch (until then the legal documents
 * are drafts with `noindex`: docs/decisions/0051-launch-blockers-and-honest-defaults.md). Scores go to bench-results/lighthouse.json; the run fails when a page
 * misses a bar. `npm run audit -- /en /contact` audits only those paths;
 * AUDIT_RUNS changes the number of runs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../support/chromium";
import { createCampaignPage } from "../support/campaign";
import { api, signIn } from "../support/http";
import { seedPhotos } from "../support/photos";
import { startServer } from "../support/server";
import { inBothLanguages, publicPaths } from "../support/site";

const bars = { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const lcpBarMs = 1800;
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const only = process.argv.slice(2);
/** A campaign page with every block type (tests/support/campaign.ts), made before the runs. */
const campaignSlug = "national-day-2027";
const targets = only.length > 0 ? only : inBothLanguages([...publicPaths, `/${campaignSlug}`]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(
  `${cpus().length} CPUs, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}; median of ${runs} runs per page\n`,
);
const server = await startServer();
const photos = await seedPhotos(server)
  .then(async (seeded) => {
    await nameTheCompany();
    await createCampaignPage(server, await signIn(server), { slug: campaignSlug, image: seeded.hero.url });
    return seeded;
  })
  .catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
console.log(`Photos: the home hero ${photos.hero.url} and ${photos.team.length} team members', ${photos.hero.width} × ${photos.hero.height} each\n`);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
const results: { path: string; scores: Record<string, number>; lcpMs: number; runs: Record<string, number>[]; failures: string[] }[] = [];
try {
  for (const path of targets) {
    const samples: Record<string, number>[] = [];
    const failedAudits = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(server.url + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(bars) });
      const { categories, audits } = result!.lhr;
      const sample: Record<string, number> = Object.fromEntries(Object.keys(bars).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
      sample.lcpMs = Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY);
      // What a run below 100 lost points on, kept in bench-results/lighthouse.json (not judged).
      sample.fcpMs = Math.round(audits["first-contentful-paint"]?.numericValue ?? Number.NaN);
      sample.tbtMs = Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      sample.siMs = Math.round(audits["speed-index"]?.numericValue ?? Number.NaN);
      sample.cls = Number((audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3));
      samples.push(sample);
      for (const [id, category] of Object.entries(categories)) {
        for (const ref of category.auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1 && id !== "performance")
            failedAudits.add(`${id}: ${ref.id}`);
        }
      }
    }
    const scores = Object.fromEntries(Object.keys(bars).map((id) => [id, median(samples.map((sample) => sample[id]))]));
    const lcpMs = median(samples.map((sample) => sample.lcpMs));
    const failures = [
      ...Object.entries(bars)
        .filter(([id, bar]) => scores[id] < bar)
        .map(([id]) => `${id} ${scores[id]}`),
      ...(lcpMs > lcpBarMs ? [`LCP ${lcpMs} ms`] : []),
      ...[...failedAudits].filter((audit) => failuresOf(scores, audit)),
    ];
    results.push({ path, scores, lcpMs, runs: samples, failures });
    console.log(
      `${failures.length ? "✗" : "✓"} ${path.padEnd(22)} ${Object.entries(scores)
        .map(([id, score]) => `${id} ${score}`)
        .join("  ")}  LCP ${lcpMs} ms${failures.length ? `  (${failures.join("; ")})` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

/** An audit below 1 is named only when its category missed its bar. */
function failuresOf(scores: Record<string, number>, audit: string) {
  const category = audit.split(":")[0] as keyof typeof bars;
  return scores[category] < bars[category];
}

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/lighthouse.json",
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), runs, results }, null, 2)}\n`,
);
const failed = results.filter((result) => result.failures.length > 0).length;
console.log(`\n${results.length - failed} of ${results.length} pages met every bar (median of ${runs}), ${failed} did not`);
process.exit(failed > 0 ? 1 : 0);

/** The facts that name the controller, so the legal documents are published ones (indexable). */
async function nameTheCompany() {
  const cookie = await signIn(server);
  const body = {
    legalNameAr: "شركة مهامي للتقنية ذ.م.م",
    legalNameEn: "Mahami Technology LLC",
    registrationNumber: "123456-1",
    addressAr: "مبنى 12، شارع الكورنيش، الدوحة",
    addressEn: "Building 12, Corniche Street, Doha",
  };
  const { status } = await api(server, "PATCH", "/api/admin/company-settings", { cookie, body });
  if (status !== 200) throw new Error(`naming the company: ${status}`);
}
