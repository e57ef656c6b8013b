import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A small load balancer that follows /readyz, as Caddy does with deploy/Caddyfile: round robin
 * over the nodes whose /readyz answered 200 at the last poll (active health check; a probe that
 * times out takes a node out only the third time in a row); a node whose
 * connection is refused or reset before a byte of an answer is out until its next good poll
 * (passive check), and the request is tried on another ready node; with no ready node, it waits
 * for one (lb_try_duration / lb_try_interval). Headers pass unchanged (the test's clients write
 * X-Forwarded-For, as the one trusted proxy would); bodies are read whole first, so a request
 * can be sent again.
 */

export interface ReadyProxy {
  url: string;
  add: (nodeUrl: string) => void;
  remove: (nodeUrl: string) => void;
  /** Whether the node is in rotation: its /readyz answered 200 at the proxy's last poll. */
  isReady: (nodeUrl: string) => boolean;
  /** Requests answered per node, and attempts tried again on another node. */
  stats: () => { answeredBy: Record<string, number>; retried: number; gaveUp: number };
  /** Each time a node went in or out of rotation, and why: for a failing test's message. */
  changes: () => string[];
  close: () => Promise<void>;
}

interface Node {
  url: URL;
  ready: boolean;
  agent: http.Agent;
  answered: number;
  /** Probes in a row that timed out. */
  timeouts: number;
  polling: boolean;
}

export async function startReadyProxy({
  pollMs = 200,
  healthTimeoutMs = 2_000,
  tryDurationMs = 10_000,
  tryIntervalMs = 50,
} = {}): Promise<ReadyProxy> {
  const nodes = new Map<string, Node>();
  let next = 0;
  let retried = 0;
  let gaveUp = 0;
  const answeredBy: Record<string, number> = {};
  const started = Date.now();
  const changes: string[] = [];
  const setReady = (node: Node, ready: boolean, why: string) => {
    if (node.ready !== ready) changes.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${node.url.port} ${ready ? "in" : "out"} (${why})`);
    node.ready = ready;
  };

  // A node's answer (200 or not) or a refused connection counts at once; a probe that times out only
  // the third time in a row (Caddy's health_fails): a busy node is slow, not gone.
  const poll = async (node: Node) => {
    // One probe at a time per node: a late answer must not overwrite a newer one.
    if (node.polling) return;
    node.polling = true;
    try {
      const response = await fetch(new URL("/readyz", node.url), { signal: AbortSignal.timeout(healthTimeoutMs) });
      await response.arrayBuffer();
      setReady(node, response.status === 200, `/readyz ${response.status}`);
      node.timeouts = 0;
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      node.timeouts = timedOut ? node.timeouts + 1 : 0;
      if (!timedOut || node.timeouts >= 3) setReady(node, false, timedOut ? "3 probes timed out" : (error as Error).message);
    } finally {
      node.polling = false;
    }
  };
  const poller = setInterval(() => {
    for (const node of nodes.values()) void poll(node);
  }, pollMs);

  const pick = (tried: Set<Node>) => {
    const ready = [...nodes.values()].filter((node) => node.ready && !tried.has(node));
    if (ready.length === 0) return undefined;
    return ready[next++ % ready.length];
  };

  /** Hop-by-hop headers name one connection: a proxy never passes them on (RFC 9110 §7.6.1). */
  const endToEnd = (headers: http.IncomingHttpHeaders) => {
    const kept = { ...headers };
    for (const name of ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]) delete kept[name];
    return kept;
  };

  /** One attempt: resolves true once the answer is on its way to the client, false when the node failed before answering. */
  const forward = (node: Node, req: IncomingMessage, body: Buffer, res: http.ServerResponse, failures: string[]) =>
    new Promise<boolean>((resolve) => {
      const upstream = http.request(
        { host: node.url.hostname, port: node.url.port, method: req.method, path: req.url, headers: endToEnd(req.headers), agent: node.agent },
        (answer) => {
          node.answered++;
          answeredBy[node.url.origin] = (answeredBy[node.url.origin] ?? 0) + 1;
          res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
          answer.pipe(res);
          // Cut mid-answer: the client sees the failure, as it would behind Caddy.
          answer.once("error", () => res.destroy());
          answer.once("aborted", () => res.destroy());
          resolve(true);
        },
      );
      upstream.once("error", (error) => {
        setReady(node, false, `request: ${error.message}`);
        failures.push(`${node.url.port}: ${error.message}`);
        resolve(false);
      });
      upstream.end(body);
    });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const deadline = Date.now() + tryDurationMs;
    const tried = new Set<Node>();
    const failures: string[] = [];
    while (Date.now() < deadline) {
      const node = pick(tried);
      if (!node) {
        // Every ready node tried: start over with those ready now, after a pause.
        if (tried.size > 0 && [...nodes.values()].some((candidate) => candidate.ready)) tried.clear();
        await new Promise((resolve) => setTimeout(resolve, tryIntervalMs));
        continue;
      }
      if (tried.size > 0) retried++;
      tried.add(node);
      if (await forward(node, req, body, res, failures)) return;
    }
    gaveUp++;
    if (gaveUp <= 5) changes.push(`gave up on ${req.method} ${req.url} after: ${failures.join(", ") || "no ready node"}`);
    res.writeHead(502, { "Content-Type": "text/plain" }).end("no ready node answered");
  };
  const server = http.createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    add: (nodeUrl) => {
      const node: Node = {
        url: new URL(nodeUrl),
        ready: false,
        agent: new http.Agent({ keepAlive: true }),
        answered: 0,
        timeouts: 0,
        polling: false,
      };
      nodes.set(nodeUrl, node);
      void poll(node);
    },
    remove: (nodeUrl) => {
      nodes.get(nodeUrl)?.agent.destroy();
      nodes.delete(nodeUrl);
    },
    isReady: (nodeUrl) => nodes.get(nodeUrl)?.ready === true,
    changes: () => [...changes],
    stats: () => ({ answeredBy: { ...answeredBy }, retried, gaveUp }),
    close: async () => {
      clearInterval(poller);
      for (const node of nodes.values()) node.agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
