import { useState } from "react";
import { accountApi } from "../api/account";
import { useTexts } from "../app/i18n";
import { navigate } from "../app/navigate";
import { paths } from "../app/routes";
import { useSession } from "./session";
import { areaTexts } from "./texts";

/** Ends the session at the edge (which clears the cookies) and goes to sign-in. */
export function SignOutButton() {
  const t = useTexts(areaTexts);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      data-testid="sign-out"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        accountApi
          .signOut()
          .catch(() => undefined)
          .finally(() => {
            useSession.getState().signedOut();
            navigate(paths.signIn);
          });
      }}
    >
      {t("signOut")}
    </button>
  );
}
