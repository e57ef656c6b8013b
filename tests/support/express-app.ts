import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";

export interface Listening {
  url: string;
  close: () => Promise<void>;
}

/** A real HTTP server on a free port of 127.0.0.1, for a listener or an Express app. */
export async function listen(listener: http.RequestListener): Promise<Listening> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A real Express app made of the given steps (app/server/middleware), in order, then `onError`, listening. */
export function listenSteps(steps: (RequestHandler | RequestHandler[])[], onError?: ErrorRequestHandler) {
  const app = express();
  for (const step of steps) app.use(step);
  if (onError) app.use(onError);
  return listen(app);
}
