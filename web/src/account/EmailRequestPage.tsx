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
import { accountTexts, type AccountText } from "./texts";

// The pages that ask for an address and send a mail to it; the edge
// answers 202 whether or not the address has an account, so a visitor
// cannot probe addresses.
function EmailRequestPage(props: { testId: string; title: AccountText; sent: AccountText; send: (email: string) => Promise<unknown> }) {
  const t = useTexts(accountTexts);
  const [email, setEmail] = useState("");
  const [shown, setShown] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = problemOf("email", email.trim());

  async function submit() {
    setShown(true);
    setError(null);
    if (problem) return;
    setBusy(true);
    try {
      await props.send(email.trim());
      setSent(true);
    } catch (e) {
      setError(e instanceof ApiError ? (e.problems[0]?.code ?? e.code) : "page_server_error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountLayout title={t(props.title)} testId={props.testId}>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          testId={`${props.testId}-email`}
          label={t("email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(v) => {
            setEmail(v);
            setSent(false);
          }}
          problem={shown ? problem : null}
        />
        <FormError code={error} testId={`${props.testId}-error`} />
        <Button type="submit" size="large" block testId={`${props.testId}-submit`} pending={busy}>
          {t("send")}
        </Button>
        {sent ? (
          <p className="note" data-testid={`${props.testId}-sent`}>
            {t(props.sent)}
          </p>
        ) : null}
      </form>
      <nav className="account-links">
        <Link href={paths.signIn}>{t("signIn")}</Link>
      </nav>
    </AccountLayout>
  );
}

/** /users/confirmation/new: the confirmation mail again. */
export const ConfirmationNewPage = () => (
  <EmailRequestPage testId="confirmation-new" title="resendTitle" sent="resendSent" send={accountApi.resendConfirmation} />
);

/** /users/password/new: a password-reset mail. */
export const PasswordNewPage = () => (
  <EmailRequestPage testId="password-new" title="passwordNewTitle" sent="resetSent" send={accountApi.requestPasswordReset} />
);
