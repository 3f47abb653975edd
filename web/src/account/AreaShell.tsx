import type { ReactNode } from "react";
import type { Area, Me } from "../api/account";
import { useTexts } from "../app/i18n";
import { LanguageSelect } from "../app/LanguageSelect";
import { Link } from "../app/Link";
import { paths } from "../app/routes";
import { ProfileSwitcher, useProfileLabel } from "./ProfileSwitcher";
import { areaPaths, useMe } from "./session";
import { SignOutButton } from "./SignOutButton";
import { areaTexts } from "./texts";

/**
 * The frame of every area after sign-in: who is signed in, in which
 * profile, the profile switcher and sign-out. Its content shows once the
 * user is known; a visitor without a session goes to sign-in (the API
 * layer saves this page as the referer).
 */
export function AreaShell({ area, nav, children }: { area: Area; nav?: ReactNode; children: (me: Me) => ReactNode }) {
  const t = useTexts(areaTexts);
  const label = useProfileLabel();
  const { me, status } = useMe();
  if (!me) {
    return (
      <main className="page" data-testid="area-page" data-area={area} data-state={status}>
        {status === "signed_out" ? (
          <p>
            {t("notSignedIn")} <Link href={paths.signIn}>{t("signIn")}</Link>
          </p>
        ) : (
          <p data-testid="area-loading">{t("loading")}</p>
        )}
      </main>
    );
  }
  return (
    <main className="page area" data-testid="area-page" data-area={area} data-state="ready">
      <header className="area-header">
        <div>
          <h1>{t(area)}</h1>
          <p>
            {t("signedInAs")}{" "}
            <strong data-testid="current-user" data-email={me.user.email} data-username={me.user.username}>
              {me.user.firstName} {me.user.lastName} ({me.user.email})
            </strong>
            {" · "}
            {t("profile")}:{" "}
            <span data-testid="current-profile" data-type={me.profile.type} data-id={me.profile.id}>
              {label(me.profile)}
            </span>
          </p>
        </div>
        <div className="area-tools">
          <LanguageSelect />
          <ProfileSwitcher me={me} />
          <SignOutButton />
        </div>
      </header>
      {/* Another profile's area shows only the way to the user's own: its
          screens would ask the edge for what this profile may not see. */}
      {me.area !== area ? (
        <p className="note" data-testid="other-area">
          {t("otherArea")} <Link href={areaPaths[me.area]}>{t(me.area)}</Link>
        </p>
      ) : (
        <>
          {nav}
          {children(me)}
        </>
      )}
    </main>
  );
}

/** The simple landing page of the publisher, payer, team member and admin areas. */
export function LandingPage({ area }: { area: Area }) {
  const t = useTexts(areaTexts);
  return (
    <AreaShell area={area}>
      {(me) => (
        <p data-testid="landing" data-area={area}>
          {t("welcome")}, {me.user.firstName}!
        </p>
      )}
    </AreaShell>
  );
}
