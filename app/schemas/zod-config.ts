import { z } from "zod";

// No `new Function` JIT: the enforced CSP forbids eval in the browser, where forms validate too. Imported
// first by the browser's entry (app/entry.client.tsx) and by app/schemas/fields.ts, so it holds before any
// schema parses, whichever of the page's modules loads first; zod's probe for eval would otherwise show
// as a CSP violation on the first parse.
z.config({ jitless: true });
