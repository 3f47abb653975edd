import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { Area, Me } from "../api/account";
import { useTexts } from "../app/i18n";
import { LanguageSelect } from "../app/LanguageSelect";
import { Link } from "../app/Link";
import { paths } from "../app/routes";
import "./AreaShell.css";
import { ProfileSwitcher, useProfileLabel } from "./ProfileSwitcher";
import { areaPaths, useMe } from "./session";
import { SignOutButton } from "./SignOutButton";
import { areaTexts } from "./texts";

/** A step of the breadcrumbs above a nested page; the last one is the page itself (no link). */
export interface Crumb {
  label: string;
  href?: string;
}

/** The initials of a name for the avatar: "Erika Mustermann" -> "EM". */
export function initials(...names: (string | null | undefined)[]): string {
  const letters = names
    .flatMap((n) => (n ?? "").trim().split(/\s+/))
    .filter(Boolean)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? "");
  return (letters.length > 2 ? [letters[0], letters[letters.length - 1]] : letters).join("") || "?";
}

/** Escape closes, and focus goes back to the button that opened. */
function useEscape(open: boolean, close: () => void, button: React.RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      close();
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close, button]);
}

/** The first focusable control inside `root`. */
function focusFirst(root: HTMLElement | null) {
  root?.querySelector<HTMLElement>("a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])")?.focus();
}

/**
 * The header menu: the avatar and shop name as its button; inside, who is
 * signed in, the profile switcher, the UI language and sign-out. A
 * disclosure (it holds form controls, so it is no ARIA menu): Enter or a
 * click opens it and focuses its first control, Escape or a click outside
 * closes it and focus returns to the button.
 */
function AccountMenu({ me, shopName }: { me: Me; shopName: string }) {
  const t = useTexts(areaTexts);
  const label = useProfileLabel();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  useEscape(open, () => setOpen(false), button);
  useEffect(() => {
    if (!open) return;
    focusFirst(panel.current);
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);
  return (
    <div className="shell-account">
      <button
        ref={button}
        type="button"
        className="shell-account-button"
        data-testid="account-menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="shell-avatar" aria-hidden="true">
          {initials(me.user.firstName, me.user.lastName)}
        </span>
        <span className="shell-account-name">{shopName}</span>
        <span className="shell-sr">{t("accountMenu")}</span>
      </button>
      <div ref={panel} id={id} className="shell-account-panel" data-testid="account-menu" hidden={!open}>
        <p className="shell-account-who">
          <strong data-testid="current-user" data-email={me.user.email} data-username={me.user.username}>
            {me.user.firstName} {me.user.lastName} ({me.user.email})
          </strong>
          <span className="shell-account-profile">
            {t("profile")}:{" "}
            <span data-testid="current-profile" data-type={me.profile.type} data-id={me.profile.id}>
              {label(me.profile)}
            </span>
          </span>
        </p>
        <ProfileSwitcher me={me} />
        <LanguageSelect />
        <SignOutButton />
      </div>
    </div>
  );
}

/**
 * The frame of every area after sign-in: a top bar (the area, the menu
 * button of the navigation drawer under 992 px, the header menu with the
 * avatar), the area's navigation at the left (a drawer under 992 px), and
 * the page in a centred column with its breadcrumbs. Its content shows once
 * the user is known; a visitor without a session goes to sign-in (the API
 * layer saves this page as the referer).
 */
export function AreaShell({
  area,
  nav,
  actions,
  breadcrumbs,
  children,
}: {
  area: Area;
  nav?: ReactNode;
  /** Controls of the area in the top bar beside the header menu (the cabinet's notification bell). */
  actions?: ReactNode;
  breadcrumbs?: Crumb[];
  children: (me: Me) => ReactNode;
}) {
  const t = useTexts(areaTexts);
  const { me, status } = useMe();
  const [drawer, setDrawer] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeDrawer = () => setDrawer(false);
  useEscape(drawer, closeDrawer, menuButton);
  useEffect(() => {
    if (drawer) focusFirst(drawerRef.current);
  }, [drawer]);
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
  // Another profile's area shows only the way to the user's own: its
  // screens would ask the edge for what this profile may not see.
  const own = me.area === area;
  const withNav = own && nav;
  // an account made from an order may have no name yet (issue 30): its address then
  const shopName = me.profile.sellerUsername ?? (`${me.user.firstName} ${me.user.lastName}`.trim() || me.user.email);
  return (
    <div className={`shell${withNav ? " with-nav" : ""}`} data-testid="area-page" data-area={area} data-state="ready">
      <a className="shell-skip" href="#area-main">
        {t("skipToContent")}
      </a>
      <header className="area-header shell-topbar">
        {withNav ? (
          <button
            ref={menuButton}
            type="button"
            className="shell-menu-button"
            data-testid="nav-toggle"
            aria-expanded={drawer}
            aria-controls="area-drawer"
            onClick={() => setDrawer((o) => !o)}
          >
            <span className="shell-menu-icon" aria-hidden="true" />
            {t("menu")}
          </button>
        ) : null}
        <h1 className="shell-title">{t(area)}</h1>
        {own ? actions : null}
        <AccountMenu me={me} shopName={shopName} />
      </header>
      <div className="shell-body">
        {withNav ? (
          <>
            <div
              ref={drawerRef}
              id="area-drawer"
              className={`shell-drawer${drawer ? " open" : ""}`}
              data-testid="nav-drawer"
              onClick={(e) => {
                // following a link closes the drawer
                if ((e.target as HTMLElement).closest("a")) setDrawer(false);
              }}
            >
              {nav}
            </div>
            {drawer ? <div className="shell-backdrop" aria-hidden="true" onClick={closeDrawer} /> : null}
          </>
        ) : null}
        <main id="area-main" className="shell-main" tabIndex={-1}>
          <div className="shell-content">
            {own && breadcrumbs && breadcrumbs.length > 1 ? <Breadcrumbs crumbs={breadcrumbs} /> : null}
            {own ? (
              children(me)
            ) : (
              <p className="note" data-testid="other-area">
                {t("otherArea")} <Link href={areaPaths[me.area]}>{t(me.area)}</Link>
              </p>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}

/** Where a nested page sits: links to the pages above it, the page itself last. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTexts(areaTexts);
  return (
    <nav className="shell-breadcrumbs" aria-label={t("breadcrumbs")} data-testid="breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {c.href && i < crumbs.length - 1 ? (
              <Link href={c.href} testId="breadcrumb">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" data-testid="breadcrumb-current">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
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
