import { useEffect, useEffectEvent, useRef, useState } from "react";
import { ApiError } from "../api/client";
import { useTexts } from "../app/i18n";
import { accountTexts } from "./texts";

// A value checked live by the edge (check_email, check_username) once it
// passes core's rule: a short pause after typing, and again on demand
// before the form moves on. The answer is the problem's key or null.
export interface Availability {
  /** The edge's problem for the current value (email_exists, ...), or null. */
  problem: string | null;
  checking: boolean;
  available: boolean;
  /** The answer for the current value, asking now when there is none. */
  ensure: () => Promise<string | null>;
}

const DELAY_MS = 400;

export function useAvailability(value: string, valid: boolean, ask: (value: string) => Promise<unknown>): Availability {
  const [answer, setAnswer] = useState<{ value: string; problem: string | null } | null>(null);
  const pending = useRef<{ value: string; promise: Promise<string | null> } | null>(null);

  const run = (v: string): Promise<string | null> => {
    if (pending.current?.value === v) return pending.current.promise;
    const promise = ask(v).then(
      () => null,
      // Only a rule's answer blocks; a network or server fault is the sign-up's to report.
      (e: unknown) => (e instanceof ApiError && e.status === 422 ? (e.problems[0]?.code ?? e.code) : null),
    );
    pending.current = { value: v, promise };
    void promise.then((problem) => setAnswer((a) => (pending.current?.value === v ? { value: v, problem } : a)));
    return promise;
  };

  const runLater = useEffectEvent((v: string) => void run(v));
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => runLater(value), DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, valid]);

  const current = answer?.value === value ? answer : null;
  return {
    problem: valid ? (current?.problem ?? null) : null,
    checking: valid && current === null,
    available: valid && current !== null && current.problem === null,
    ensure: () => (valid ? run(value) : Promise.resolve(null)),
  };
}

/** "Checking…" while the edge is asked, "Available" once it said so. */
export function AvailabilityHint({ availability, testId }: { availability: Availability; testId: string }) {
  const t = useTexts(accountTexts);
  if (availability.available) {
    return (
      <span className="ok" data-testid={`${testId}-available`}>
        {t("available")}
      </span>
    );
  }
  return availability.checking ? <span className="note">{t("checking")}</span> : null;
}
