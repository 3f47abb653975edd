import { useState } from "react";
import { accountApi, type Me, type Profile } from "../api/account";
import { useTexts } from "../app/i18n";
import { navigate } from "../app/navigate";
import { areaPaths, useSession } from "./session";
import { areaTexts } from "./texts";

/** A profile's name in the switcher: its type, and the shop it belongs to. */
export function useProfileLabel() {
  const t = useTexts(areaTexts);
  return (p: Profile) => {
    const key = `type_${p.type}` as keyof typeof areaTexts;
    const type = key in areaTexts ? t(key) : p.type;
    return p.sellerUsername ? `${type} · ${p.sellerUsername}` : type;
  };
}

/** Lists the user's profiles; choosing one switches the session to it and goes to its area. */
export function ProfileSwitcher({ me }: { me: Me }) {
  const t = useTexts(areaTexts);
  const label = useProfileLabel();
  const [busy, setBusy] = useState(false);
  return (
    <label className="profile-switcher">
      {t("switchProfile")}
      <select
        data-testid="profile-switcher"
        value={me.profile.id}
        disabled={busy || me.profiles.length < 2}
        onChange={(e) => {
          setBusy(true);
          accountApi
            .switchProfile(Number(e.target.value))
            .then((session) => {
              useSession.getState().signedIn(session);
              navigate(areaPaths[session.area]);
            })
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        {me.profiles.map((p) => (
          <option key={p.id} value={p.id} data-testid="profile-option" data-type={p.type}>
            {label(p)}
          </option>
        ))}
      </select>
    </label>
  );
}
