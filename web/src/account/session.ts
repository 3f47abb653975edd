import { useEffect, useState } from "react";
import { create } from "zustand";
import type { Area, Me } from "../api/account";
import { accountApi } from "../api/account";
import { ApiError, onRenewedSession, onSessionEnded } from "../api/client";

// Who is signed in, as the edge last said (sign-in, refresh, profile switch
// or GET /me). The tokens are cookies the browser never reads; this store
// keeps only the user, the current profile, the profiles and the area.
type Status = "unknown" | "loading" | "signed_in" | "signed_out";

interface SessionState {
  status: Status;
  me: Me | null;
  signedIn: (me: Me) => void;
  signedOut: () => void;
  loading: () => void;
}

export const useSession = create<SessionState>((set) => ({
  status: "unknown",
  me: null,
  signedIn: (me) => set({ status: "signed_in", me: { user: me.user, profile: me.profile, profiles: me.profiles, area: me.area } }),
  signedOut: () => set({ status: "signed_out", me: null }),
  loading: () => set({ status: "loading" }),
}));

onRenewedSession((session) => useSession.getState().signedIn(session as Me));
onSessionEnded(() => useSession.getState().signedOut());

/** Where each area lives (spec section 6: profile to area). */
export const areaPaths: Record<Area, string> = {
  cabinet: "/cabinet",
  publish: "/publish",
  team_member: "/team_member",
  payer: "/payer",
  admin: "/admin",
};

/**
 * The signed-in user, loaded from GET /me when the app does not know yet
 * (asked once per mount, never in a loop). A visitor without a session is
 * sent to sign-in by the API layer (the refresh fails), with this page
 * saved as the referer.
 */
export function useMe(): { me: Me | null; status: Status } {
  const status = useSession((s) => s.status);
  const me = useSession((s) => s.me);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (useSession.getState().status === "signed_in") return;
    const controller = new AbortController();
    useSession.getState().loading();
    accountApi
      .me(controller.signal)
      .then((value) => useSession.getState().signedIn(value))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        // A route change cancelled it while this area stays: ask again.
        if (e instanceof ApiError && e.code === "canceled") setAttempt((n) => n + 1);
        // Otherwise the API layer has shown the error or gone to sign-in.
        else if (useSession.getState().status === "loading") useSession.getState().signedOut();
      });
    return () => controller.abort();
  }, [attempt]);
  return { me, status };
}
