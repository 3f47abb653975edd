import { useEffect, useState } from "react";
import { accountApi, type ProfileType } from "../api/account";
import { ApiError } from "../api/client";
import { shopApi } from "../api/shop";
import { useLoad } from "../app/useLoad";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { paths, type SignInKind } from "../app/routes";
import { Button } from "../ui/Button";
import { AccountLayout } from "./AccountLayout";
import { afterSignIn } from "./afterSignIn";
import { navigate } from "../app/navigate";
import { useSession } from "./session";
import { Field, FormError } from "./Field";
import { once } from "./once";
import { problemOf } from "./rules";
import { accountTexts } from "./texts";

// Sign-in: the user's (/users/sign_in), the affiliate publisher's
// (/users/publisher/sign_in) and a shop's course sign-in for payers
// (/s/{seller}/sign_in). Also signs in with a magic link's token, and at a
// shop with the sign-in link of an order's confirmation mail (`order_link`,
// issue 30), which leads to the buyer's purchases from that shop.
const profileTypeOf: Record<SignInKind, ProfileType | undefined> = { user: undefined, publisher: "publisher", payer: "payer" };

/** The shop a payer signs in at, by its name (issue 30: not its username); the username until it is known. */
function ShopName({ username }: { username: string }) {
  const [shop] = useLoad(`sign-in-shop:${username}`, (signal) => shopApi.shop(username, signal));
  const name = shop.state === "ready" ? shop.value.displayName.trim() : "";
  return (
    <p className="note" data-testid="sign-in-seller" data-username={username} data-state={shop.state}>
      {name || username}
    </p>
  );
}

const codeOf = (e: unknown) => (e instanceof ApiError ? e.code : "page_server_error");

export function SignInPage({
  kind,
  seller,
  magicToken,
  orderLink = null,
}: {
  kind: SignInKind;
  seller: string | null;
  magicToken: string | null;
  orderLink?: string | null;
}) {
  const t = useTexts(accountTexts);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  // the magic link's token this page has finished signing in with (busy until then)
  const [magicDone, setMagicDone] = useState<string | null>(null);
  // the mailed token this page signs in with: a magic link's, or an order confirmation's link
  const mailed = magicToken ?? orderLink;
  const busy = sending || (mailed !== null && magicDone !== mailed);
  const [error, setError] = useState<string | null>(null);
  const [magicSent, setMagicSent] = useState(false);
  const profileType = profileTypeOf[kind];

  useEffect(() => {
    if (!magicToken) return;
    once(`magic:${magicToken}`, () => accountApi.signInWithMagicLink(magicToken))
      .then((session) => {
        if (session) afterSignIn(session);
      })
      .catch((e: unknown) => setError(codeOf(e)))
      .finally(() => setMagicDone(magicToken));
  }, [magicToken]);

  useEffect(() => {
    if (!orderLink || magicToken) return;
    once(`order-link:${orderLink}`, () => accountApi.signInWithOrderLink(orderLink))
      .then((session) => {
        if (!session) return;
        useSession.getState().signedIn(session);
        navigate(seller ? paths.payerSeller(seller) : paths.payer);
      })
      .catch((e: unknown) => setError(codeOf(e)))
      .finally(() => setMagicDone(orderLink));
  }, [orderLink, magicToken, seller]);

  const emailProblem = problemOf("email", email.trim());
  const passwordProblem = problemOf("required", password);

  async function submit() {
    setShown(true);
    setError(null);
    setMagicSent(false);
    if (emailProblem || passwordProblem) return;
    setSending(true);
    try {
      const session = await accountApi.signIn({
        email: email.trim(),
        password,
        ...(seller ? { seller } : {}),
        ...(profileType ? { profileType } : {}),
      });
      if (session) afterSignIn(session);
    } catch (e) {
      setError(codeOf(e));
    } finally {
      setSending(false);
    }
  }

  async function sendMagicLink() {
    setError(null);
    if (emailProblem) {
      setShown(true);
      return;
    }
    setSending(true);
    try {
      await accountApi.sendMagicLink({ email: email.trim(), ...(profileType ? { profileType } : {}), ...(seller ? { seller } : {}) });
      setMagicSent(true);
    } catch (e) {
      setError(codeOf(e));
    } finally {
      setSending(false);
    }
  }

  const title = kind === "publisher" ? t("publisherSignInTitle") : kind === "payer" ? t("courseSignInTitle") : t("signInTitle");
  return (
    <AccountLayout title={title} testId="sign-in-page">
      {seller ? <ShopName username={seller} /> : null}
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          testId="sign-in-email"
          label={t("email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          onBlur={() => setEmail(email.trim())}
          problem={shown ? emailProblem : null}
        />
        <Field
          testId="sign-in-password"
          label={t("password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          problem={shown ? passwordProblem : null}
        />
        <FormError code={error} testId="sign-in-error" />
        {error === "email_not_confirmed" ? (
          <Link href={paths.confirmationNew} testId="sign-in-resend">
            {t("resendConfirmation")}
          </Link>
        ) : null}
        <Button type="submit" size="large" block testId="sign-in-submit" pending={busy}>
          {busy ? t("signingIn") : t("signIn")}
        </Button>
        <p className="account-or">{t("or")}</p>
        <Button variant="secondary" block testId="magic-link" disabled={busy} onClick={() => void sendMagicLink()}>
          {t("magicLink")}
        </Button>
        {magicSent ? (
          <p className="note" role="status" data-testid="magic-link-sent">
            {t("magicLinkSent")}
          </p>
        ) : null}
      </form>
      <nav className="account-links">
        <Link href={paths.signUp} testId="go-sign-up">
          {t("noAccount")}
        </Link>
        <Link href={paths.passwordNew} testId="go-password-new">
          {t("forgotPassword")}
        </Link>
        <Link href={paths.confirmationNew} testId="go-confirmation-new">
          {t("resendConfirmation")}
        </Link>
      </nav>
    </AccountLayout>
  );
}
