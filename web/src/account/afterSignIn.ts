import type { Session } from "../api/account";
import { takeReferer } from "../api/referer";
import { navigate } from "../app/navigate";
import { areaPaths, useSession } from "./session";

/** Keeps the new session and goes to the saved referer, else to the session's area. */
export function afterSignIn(session: Session) {
  useSession.getState().signedIn(session);
  navigate(takeReferer(sessionStorage) ?? areaPaths[session.area] ?? "/");
}
