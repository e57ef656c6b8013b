declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  export const entry: ServerBuild["entry"];
  export const routes: ServerBuild["routes"];
  export const assets: ServerBuild["assets"];
}

/** app/entry.public.ts, built and minified (app/vite/public-script.ts). */
declare module "virtual:public-script" {
  const code: string;
  export default code;
}

/** package.json's version, written in by vite.config.ts (`define`). */
declare const __MAHAMI_VERSION__: string;
