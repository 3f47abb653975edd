import { useEffect, useState } from "react";
import { ApiError } from "../api/client";

export type Loaded<T> = { state: "loading" } | { state: "error"; error: ApiError } | { state: "ready"; value: T };

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, "internal", String(e)));

/**
 * Loads `load` again whenever `key` changes; the previous load is aborted.
 * A load cancelled by a route change while this screen stays is asked again.
 * What was loaded for another key is never shown as this key's: in the
 * render where the key has just changed (before the effect runs), the
 * answer is "loading", not the previous list under the new address.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [held, setHeld] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { state: "loading" } });
  const setLoaded = (next: Loaded<T>) => setHeld({ key, loaded: next });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setLoaded({ state: "ready", value });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const error = asApiError(e);
        // A route change cancelled it while this screen stays: ask again.
        if (error.code === "canceled") setRound((r) => r + 1);
        else setLoaded({ state: "error", error });
      });
    return () => controller.abort();
    // `load` is a new closure each render; `key` says when it asks for something else.
  }, [key, round]);
  const loaded: Loaded<T> = held.key === key ? held.loaded : { state: "loading" };
  return [loaded, () => setRound((r) => r + 1)];
}
