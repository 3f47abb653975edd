import { useState } from "react";
import { accountApi } from "../api/account";
import { ApiError } from "../api/client";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { paths } from "../app/routes";
import { Button } from "../ui/Button";
import { AccountLayout } from "./AccountLayout";
import { Field, FormError } from "./Field";
import { problemOf } from "./rules";
import { accountTexts } from "./texts";

/** /users/password/edit?reset_password_token=...: a new password, twice (core's `password` rule). */
export function PasswordEditPage({ token }: { token: string | null }) {
  const t = useTexts(accountTexts);
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [shown, setShown] = useState(false);
  const [edgeProblem, setEdgeProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : "invalid_token");
  const [changedFor, setChangedFor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordProblem = edgeProblem ?? problemOf("password", password);
  const mismatch = again !== password;

  async function submit() {
    setShown(true);
    setError(null);
    if (!token) return setError("invalid_token");
    if (passwordProblem || mismatch) return;
    setBusy(true);
    try {
      const answer = await accountApi.resetPassword(token, password);
      if (answer) setChangedFor(answer.email);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const onPassword = e.problems.find((p) => p.field === "password");
      if (onPassword) setEdgeProblem(onPassword.code);
      else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  if (changedFor) {
    return (
      <AccountLayout title={t("passwordEditTitle")} testId="password-edit-page">
        <p data-testid="password-changed" data-email={changedFor}>
          {t("passwordChanged")}
        </p>
        <Link href={paths.signIn} testId="go-sign-in">
          {t("goSignIn")}
        </Link>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={t("passwordEditTitle")} testId="password-edit-page">
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          testId="password-edit-password"
          label={t("password")}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setEdgeProblem(null);
          }}
          problem={shown ? passwordProblem : null}
        />
        <Field
          testId="password-edit-again"
          label={t("passwordAgain")}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={setAgain}
          ownProblem={shown && mismatch ? { code: "password_mismatch", text: t("password_mismatch") } : null}
        />
        <FormError code={error} testId="password-edit-error" />
        {error === "invalid_token" || error === "expired_token" ? <Link href={paths.passwordNew}>{t("forgotPassword")}</Link> : null}
        <Button type="submit" size="large" block testId="password-edit-submit" pending={busy}>
          {t("savePassword")}
        </Button>
      </form>
    </AccountLayout>
  );
}
