/**
 * The baseline of `npm run bench`: a plain node:http server that answers every request with one
 * stored response (its headers and body bytes from a JSON file given as the first argument).
 * It runs in a process of its own, as the production server does, and prints its URL.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const { headers, body } = JSON.parse(readFileSync(process.argv[2], "utf8"));
const bytes = Buffer.from(body, "base64");
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, "Content-Length": bytes.length });
  response.end(bytes);
});
server.keepAliveTimeout = 5_000;
server.listen(0, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
