// A throwaway PostgreSQL cluster for the test suites: a new data folder, a loopback port, trust
// authentication, stopped and removed afterwards. PostgreSQL refuses to run as root, so as root the
// cluster runs as the `postgres` system user that Debian's package creates.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder of initdb/pg_ctl: PG_BIN, else the newest Debian install, else PATH. */
export function postgresBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(debian, versions[0], "bin");
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return found.status === 0 ? join(found.stdout.trim(), "..") : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool as a user it accepts. */
function runTool(bin, tool, args) {
  const command = join(bin, tool);
  const asRoot = process.getuid?.() === 0;
  const [file, fileArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * Starts a cluster and returns its base URL (`postgres://mahami@127.0.0.1:<port>`, database
 * `postgres`) and a stop function.
 */
export async function startPostgresCluster() {
  const bin = postgresBinaries();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)");
  const folder = mkdtempSync(join(tmpdir(), "mahami-pg-"));
  chmodSync(folder, 0o777);
  const data = join(folder, "data");
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", folder]);
  runTool(bin, "initdb", ["-D", data, "-U", "mahami", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${folder}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=300",
  ].join(" ");
  runTool(bin, "pg_ctl", ["-D", data, "-o", options, "-l", join(folder, "log"), "-w", "start"]);
  return {
    url: `postgres://mahami@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runTool(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
