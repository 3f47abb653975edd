import { useEffect, useEffectEvent, useState } from "react";
import { accountApi } from "../api/account";
import { ApiError } from "../api/client";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { paths } from "../app/routes";
import { AccountLayout } from "./AccountLayout";
import { FormError } from "./Field";
import { once } from "./once";
import { accountTexts } from "./texts";

type State = { state: "working" } | { state: "done"; email: string; resetPasswordToken?: string } | { state: "failed"; code: string };

const codeOf = (e: unknown) => (e instanceof ApiError ? e.code : "page_server_error");

/**
 * Sends a one-time token of a mail link to the edge (once per page load)
 * and tells how it went: the confirmation and the e-mail change.
 */
function useTokenAction(
  kind: string,
  token: string | null,
  send: (token: string) => Promise<{ email: string; resetPasswordToken?: string } | null>,
): State {
  const [state, setState] = useState<State>(token ? { state: "working" } : { state: "failed", code: "invalid_token" });
  const sendOnce = useEffectEvent((t: string) => once(`${kind}:${t}`, () => send(t)));
  useEffect(() => {
    if (!token) return;
    sendOnce(token)
      .then((answer) =>
        setState(
          answer
            ? { state: "done", email: answer.email, resetPasswordToken: answer.resetPasswordToken }
            : { state: "failed", code: "rate_limited" },
        ),
      )
      .catch((e: unknown) => setState({ state: "failed", code: codeOf(e) }));
  }, [kind, token]);
  return state;
}

/**
 * /users/confirmation?confirmation_token=...: confirms, then offers sign-in;
 * confirmed from another browser than the one that signed up, the edge has
 * cleared the sign-up's password and answers a reset token: the page then
 * offers choosing a password instead.
 */
export function ConfirmationPage({ token }: { token: string | null }) {
  const t = useTexts(accountTexts);
  const state = useTokenAction("confirm", token, accountApi.confirm);
  return (
    <AccountLayout title={t("confirmationTitle")} testId="confirmation-page">
      {state.state === "working" ? <p data-testid="confirming">{t("confirming")}</p> : null}
      {state.state === "done" ? (
        <>
          <p data-testid="confirmed" data-email={state.email}>
            {t("confirmed")} <strong>{state.email}</strong>
          </p>
          {state.resetPasswordToken ? (
            <>
              <p data-testid="choose-password-note">{t("choosePasswordAfterConfirm")}</p>
              <Link
                href={`${paths.passwordEdit}?reset_password_token=${encodeURIComponent(state.resetPasswordToken)}`}
                button="primary"
                testId="go-choose-password"
              >
                {t("choosePassword")}
              </Link>
            </>
          ) : (
            <Link href={paths.signIn} button="primary" testId="go-sign-in">
              {t("goSignIn")}
            </Link>
          )}
        </>
      ) : null}
      {state.state === "failed" ? (
        <>
          <FormError code={state.code} testId="confirmation-error" />
          <Link href={paths.confirmationNew} testId="go-confirmation-new">
            {t("resendConfirmation")}
          </Link>
        </>
      ) : null}
    </AccountLayout>
  );
}

/** /users/change_email?token=...: accepts the new address. */
export function ChangeEmailPage({ token }: { token: string | null }) {
  const t = useTexts(accountTexts);
  const state = useTokenAction("change_email", token, accountApi.acceptChangeEmail);
  return (
    <AccountLayout title={t("changeEmailTitle")} testId="change-email-page">
      {state.state === "working" ? <p>{t("confirming")}</p> : null}
      {state.state === "done" ? (
        <>
          <p data-testid="email-changed" data-email={state.email}>
            {t("emailChanged")} <strong>{state.email}</strong>
          </p>
          <Link href={paths.signIn} testId="go-sign-in">
            {t("goSignIn")}
          </Link>
        </>
      ) : null}
      {state.state === "failed" ? <FormError code={state.code} testId="change-email-error" /> : null}
    </AccountLayout>
  );
}
