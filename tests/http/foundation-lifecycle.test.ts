import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { type DatabaseSource, execute, queryRow, queryRows, takeDatabaseAway } from "../support/database";
import { request } from "../support/http";
import { adminEmail, startServer } from "../support/server";
import { createTestDatabase, testSessionSecret } from "../support/test-database";

describe("start-up", () => {
  it("refuses to start with a clear message when the environment is invalid", () => {
    const result = spawnSync(process.execPath, ["build/server/index.js"], {
      env: { PATH: process.env.PATH, PORT: "not-a-port", ADMIN_EMAIL: "nobody" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid environment configuration");
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/ADMIN_EMAIL/);
  });

  it("migrates a new database, seeds the dictionary and creates the configured administrator", async () => {
    const server = await startServer();
    try {
      const users = await queryRows<{ email: string; passwordHash: string }>(server, `select email, "passwordHash" from users`);
      expect(users.map((user) => user.email)).toEqual([adminEmail]);
      expect(users[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      const { count } = await queryRow<{ count: number }>(server, "select count(*) as count from content_items");
      expect(count).toBeGreaterThan(500);
    } finally {
      await server.stop();
    }
  });

  it("ships the default FAQ once: questions an administrator deleted stay deleted after a restart", async () => {
    const database = await createTestDatabase();
    const DATABASE_URL = database.databaseUrl;
    const faqCount = async (server: DatabaseSource) =>
      (await queryRow<{ count: number }>(server, "select count(*) as count from content_items where page = 'faq'")).count;
    try {
      const first = await startServer({ DATABASE_URL });
      try {
        expect(await faqCount(first)).toBe(20);
        await execute(first, "delete from content_items where page = 'faq'");
      } finally {
        await first.stop();
      }
      const second = await startServer({ DATABASE_URL });
      try {
        expect(await faqCount(second)).toBe(0);
      } finally {
        await second.stop();
      }
    } finally {
      await database.drop();
    }
  });

  it("prints a one-time password for admin@mahami.qa when no administrator is configured", async () => {
    const server = await startServer({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    try {
      expect(server.output()).toMatch(/email:\s+admin@mahami\.qa\s+password:\s+\S{12,}/);
    } finally {
      await server.stop();
    }
  });
});

describe("a port already in use", () => {
  it("stops the start with one line naming it and exit code 1, no stack trace", async () => {
    const holder = http.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const port = (holder.address() as { port: number }).port;
    const database = await createTestDatabase();
    try {
      const child = spawn(process.execPath, ["build/server/index.js"], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATABASE_URL: database.databaseUrl,
          SESSION_SECRET: testSessionSecret,
          ADMIN_EMAIL: adminEmail,
          ADMIN_PASSWORD: "correct-horse-battery",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(stderr).toBe(`Cannot listen on 127.0.0.1:${port}: port ${port} is already in use: stop what holds it, or set PORT to another port.\n`);
      expect(stdout).not.toMatch(/EADDRINUSE|\sat .+:\d+:\d+/);
    } finally {
      holder.close();
      await database.drop();
    }
  });
});

describe("shutdown and health", () => {
  it("finishes in-flight requests on SIGTERM and exits 0", async () => {
    const server = await startServer();
    const { port } = new URL(server.url);
    // A request whose body is still arriving when the signal comes is in flight for certain.
    const slowPost = new Promise<number>((resolve, reject) => {
      const body = "email=parent%40example.com&locale=ar&redirectTo=%2F";
      const post = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/newsletter",
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      post.on("error", reject);
      post.write(body.slice(0, 10));
      setTimeout(() => {
        exit = server.stop("SIGTERM");
        setTimeout(() => post.end(body.slice(10)), 300);
      }, 200);
    });
    let exit: Promise<number | null> | undefined;
    const status = await slowPost;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await exit).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    expect(server.output()).toContain("Stopped cleanly.");
  });

  it("answers 503 on /healthz when the database cannot be reached, 200 again once it is back", async () => {
    const server = await startServer();
    try {
      expect((await request(server, "/healthz")).status).toBe(200);
      const bringBack = await takeDatabaseAway(server);
      const response = await request(server, "/healthz");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable" });
      await bringBack();
      expect((await request(server, "/healthz")).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe("npm run serve", () => {
  it("serves the production build and passes SIGTERM on to the server, which stops cleanly", async () => {
    const database = await createTestDatabase();
    const child = spawn("npm", ["run", "--silent", "serve"], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: database.databaseUrl,
        SESSION_SECRET: testSessionSecret,
        ADMIN_EMAIL: "a@mahami.qa",
        ADMIN_PASSWORD: "long-enough-pass",
        SHUTDOWN_DRAIN_MS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", () => {
        const match = output.match(/listening on (http:\/\/\S+)/);
        if (match) resolve(match[1]);
      });
      child.once("exit", () => reject(new Error(output)));
    });
    try {
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const exited = new Promise((resolve) => child.once("close", resolve));
      child.kill("SIGTERM");
      await exited;
      expect(output).toContain("Stopped cleanly.");
    } finally {
      child.kill("SIGKILL");
      await database.drop();
    }
  });
});
