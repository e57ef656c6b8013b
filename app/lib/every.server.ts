import { log } from "~/domain/log.server";

/*
 * The one shape of a background loop (docs/decisions/0055-one-loop-one-parser-one-date-format.md):
 * the heartbeat, the sweeper, the schedule runner, the outbox worker and the analytics flush each
 * hand `every` a pass and get back a loop they can wake and stop.
 */

export interface EveryOptions {
  /** The `event` of the error line a failed pass writes ("sweep.failed"). */
  event: string;
  /** Its message ("Sweep failed"). */
  message: string;
  /** The first pass at once (the default), or only after `ms`. */
  immediately?: boolean;
}

export interface Loop {
  /** A pass now; during a pass, one more right after it (something new to do arrived meanwhile). */
  wake(): void;
  /** No pass after this one; resolves once the pass in hand (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `ms`, counted from the end of the previous pass, so two passes never overlap.
 * A pass that fails is logged and the next one comes as usual. A pass may return how many
 * milliseconds to wait before the next one instead of `ms` (the outbox: its next retry is due
 * sooner). Its `signal` is aborted by stop(): a long pass checks it between two steps. The timer
 * is unref'd: a loop never keeps the process alive.
 */
export function every(ms: number, pass: (signal: AbortSignal) => Promise<number | void>, options: EveryOptions): Loop {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const wait = (delay: number) => {
    clearTimeout(timer);
    if (stopping.signal.aborted) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };

  const passes = async () => {
    let next = ms;
    do {
      again = false;
      try {
        const asked = await pass(stopping.signal);
        next = typeof asked === "number" && Number.isFinite(asked) ? Math.max(0, asked) : ms;
      } catch (error) {
        next = ms;
        log.error({ event: options.event, err: error }, options.message);
      }
    } while (again && !stopping.signal.aborted);
    return next;
  };

  function run() {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    // `await` yields even when `pass` throws at once, so `running` is set before it is cleared.
    running = (async () => {
      const next = await passes();
      running = undefined;
      wait(next);
    })();
  }

  if (options.immediately === false) wait(ms);
  else run();

  return {
    wake: run,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
