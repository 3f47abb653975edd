import { useEffect, useEffectEvent, useState } from "react";
import { ApiError } from "../api/client";

export type Loaded<T> = { state: "loading" } | { state: "error"; error: ApiError } | { state: "ready"; value: T };

/** One object for every "loading", so that an effect on a Loaded runs when the answer changes, not on every render. */
const LOADING = { state: "loading" } as const;

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, "internal", String(e)));

/**
 * Loads `load` again whenever `key` changes; the previous load is aborted.
 * A load cancelled by a route change while this screen stays is asked again.
 * What was loaded for another key (or before a reload) is never shown as
 * this one's: an answer is held with the key and round it was asked for,
 * and any other is "loading", not the previous list under the new address.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [round, setRound] = useState(0);
  const [held, setHeld] = useState<{ key: string; round: number; loaded: Loaded<T> } | null>(null);
  // `load` is a new closure each render; `key` (and a reload's round) say when it asks for something else
  const ask = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    const controller = new AbortController();
    const answer = (loaded: Loaded<T>) => setHeld({ key, round, loaded });
    ask(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) answer({ state: "ready", value });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const error = asApiError(e);
        // A route change cancelled it while this screen stays: ask again.
        if (error.code === "canceled") setRound((r) => r + 1);
        else answer({ state: "error", error });
      });
    return () => controller.abort();
  }, [key, round]);
  const loaded: Loaded<T> = held !== null && held.key === key && held.round === round ? held.loaded : LOADING;
  return [loaded, () => setRound((r) => r + 1)];
}
