import type { Config } from "@react-router/dev/config";

// React Router 8's defaults, all taken: middleware, requests passed through as sent (a client
// navigation's `request.url` keeps its `.data` suffix: read paths from `params`), trailing-slash-aware
// data requests, split route modules and Vite's environment API (docs/decisions/0053-react-router-8.md).
export default {
  ssr: true,
} satisfies Config;
