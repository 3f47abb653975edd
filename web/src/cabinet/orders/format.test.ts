import { describe, expect, it } from "vitest";
import { formatDay, formatInstant, formatWallTime, pollUntil } from "./format";

describe("dates in the spec's formats", () => {
  it("writes an instant in a time zone, on the 24-hour clock", () => {
    expect(formatInstant("2026-03-01T17:05:09.123Z", "DD.MM.YYYY HH:mm", "Europe/Berlin")).toBe("01.03.2026 18:05");
    expect(formatInstant("2026-07-31T23:30:00Z", "DD.MM.YYYY HH:mm", "Europe/Berlin")).toBe("01.08.2026 01:30");
    expect(formatInstant("2026-01-01T00:00:00Z", "DD.MM.YYYY HH:mm", "UTC")).toBe("01.01.2026 00:00");
    expect(formatInstant("2026-01-01T12:00:00Z", "DD.MM.YYYY", "UTC")).toBe("01.01.2026");
  });

  it("shows what is no instant as it is, and nothing for null", () => {
    expect(formatInstant("soon", "DD.MM.YYYY")).toBe("soon");
    expect(formatInstant(null, "DD.MM.YYYY")).toBe("");
  });

  it("writes a calendar day without moving it to another time zone", () => {
    expect(formatDay("2026-02-28", "DD.MM.YYYY")).toBe("28.02.2026");
    expect(formatDay("2026-02-28T23:59:59Z", "DD.MM.YYYY")).toBe("28.02.2026");
    expect(formatDay("", "DD.MM.YYYY")).toBe("");
  });

  it("writes a wall-clock time as it stands", () => {
    expect(formatWallTime("2030-05-01T10:00", "DD.MM.YYYY HH:mm")).toBe("01.05.2030 10:00");
    expect(formatWallTime("2030-05-01 09:30", "DD.MM.YYYY HH:mm")).toBe("01.05.2030 09:30");
  });
});

describe("waiting for a state", () => {
  const noSleep = () => Promise.resolve();

  it("loads until the state arrives and hands over every value", async () => {
    const states = ["paid", "paid", "payment_refunded", "never"];
    const seen: unknown[] = [];
    let i = 0;
    const result = await pollUntil(
      () => Promise.resolve(states[i++]),
      (s) => s === "payment_refunded",
      { intervalMs: 1000, attempts: 10, sleep: noSleep, onValue: (v) => seen.push(v) },
    );
    expect(result).toEqual({ value: "payment_refunded", done: true });
    expect(seen).toEqual(["paid", "paid", "payment_refunded"]);
  });

  it("gives up after its attempts with the last value, and survives a failed load", async () => {
    let calls = 0;
    const sleeps: number[] = [];
    const result = await pollUntil(
      () => (++calls === 2 ? Promise.reject(new Error("offline")) : Promise.resolve(calls)),
      () => false,
      { intervalMs: 250, attempts: 3, sleep: (ms) => (sleeps.push(ms), Promise.resolve()) },
    );
    expect(result).toEqual({ value: 3, done: false });
    expect(sleeps).toEqual([250, 250]);
  });

  it("throws the error when no load succeeded, and stops when aborted", async () => {
    await expect(
      pollUntil(
        () => Promise.reject(new Error("offline")),
        () => true,
        { intervalMs: 1, attempts: 2, sleep: noSleep },
      ),
    ).rejects.toThrow("offline");
    const controller = new AbortController();
    let calls = 0;
    const result = await pollUntil(
      () => {
        calls++;
        controller.abort();
        return Promise.resolve("paid");
      },
      () => false,
      { intervalMs: 1, attempts: 5, sleep: noSleep, signal: controller.signal },
    );
    expect(calls).toBe(1);
    expect(result).toEqual({ value: "paid", done: false });
  });
});
