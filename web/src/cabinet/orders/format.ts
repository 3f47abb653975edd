// Pure helpers of the sales screens: instants and days written in the
// spec's date formats (section 9, `DD.MM.YYYY` and `DD.MM.YYYY HH:mm`,
// handed over by core's constants), and waiting for a state that arrives
// later (a refund completes through the provider's webhook).

const tokens = /YYYY|MM|DD|HH|mm/g;

function fill(pattern: string, parts: Record<string, string>): string {
  return pattern.replace(tokens, (t) => parts[t] ?? t);
}

/**
 * An RFC 3339 instant in `pattern`, in `timeZone` (the browser's own when
 * not given). A value that is no instant is shown as it is; null is "".
 */
export function formatInstant(value: string | null | undefined, pattern: string, timeZone?: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return fill(pattern, { YYYY: part("year"), MM: part("month"), DD: part("day"), HH: part("hour"), mm: part("minute") });
}

/** A calendar day (`2026-05-01`, or the date part of a timestamp) in `pattern`, without any time zone. */
export function formatDay(value: string | null | undefined, pattern: string): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return fill(pattern, { YYYY: m[1] ?? "", MM: m[2] ?? "", DD: m[3] ?? "", HH: "", mm: "" });
}

/**
 * A wall-clock time without an offset (`2030-05-01T10:00`, an event's start
 * in its own time zone) in `pattern`, as written: no conversion.
 */
export function formatWallTime(value: string | null | undefined, pattern: string): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  if (!m) return formatDay(value, pattern);
  return fill(pattern, { YYYY: m[1] ?? "", MM: m[2] ?? "", DD: m[3] ?? "", HH: m[4] ?? "", mm: m[5] ?? "" });
}

export interface PollOptions {
  /** Milliseconds between two loads. */
  intervalMs: number;
  /** Loads at most. */
  attempts: number;
  signal?: AbortSignal;
  /** Every value loaded, as it arrives. */
  onValue?: (value: unknown) => void;
  /** Waiting, replaceable in tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("aborted", "AbortError"));
      },
      { once: true },
    );
  });

/**
 * Loads until `done` holds or the attempts are used up: the last value and
 * whether it was done. A failed load counts as an attempt; the error of the
 * last attempt is thrown when no load succeeded. Stops when `signal` aborts.
 */
export async function pollUntil<T>(
  load: () => Promise<T>,
  done: (value: T) => boolean,
  options: PollOptions,
): Promise<{ value: T; done: boolean }> {
  const sleep = options.sleep ?? wait;
  let last: { value: T } | null = null;
  let error: Error | null = null;
  for (let i = 0; i < options.attempts; i++) {
    if (i > 0) await sleep(options.intervalMs, options.signal);
    if (options.signal?.aborted) break;
    try {
      const value = await load();
      last = { value };
      options.onValue?.(value);
      if (done(value)) return { value, done: true };
    } catch (e) {
      error = e instanceof Error ? e : new Error(String(e));
    }
  }
  if (last) return { value: last.value, done: false };
  throw error ?? new Error("aborted");
}
