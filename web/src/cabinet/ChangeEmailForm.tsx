import { useState } from "react";
import { Field, FormError } from "../account/Field";
import { problemOf } from "../account/rules";
import { accountApi } from "../api/account";
import { ApiError } from "../api/client";
import { useTexts } from "../app/i18n";
import { cabinetTexts } from "./texts";

/** Asks for a new address; the edge mails a link to it (/users/change_email?token=...). */
export function ChangeEmailForm() {
  const t = useTexts(cabinetTexts);
  const [email, setEmail] = useState("");
  const [shown, setShown] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = problemOf("email", email.trim());
  return (
    <form
      className="account-form compact"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
        setError(null);
        if (problem) return;
        accountApi
          .changeEmail(email.trim())
          .then(() => setSent(true))
          .catch((err: unknown) => setError(err instanceof ApiError ? (err.problems[0]?.code ?? err.code) : "page_server_error"));
      }}
    >
      <h2>{t("changeEmail")}</h2>
      <Field
        testId="change-email-input"
        label={t("newEmail")}
        type="email"
        value={email}
        onChange={(v) => {
          setEmail(v);
          setSent(false);
        }}
        problem={shown ? problem : null}
      />
      <FormError code={error} testId="change-email-error" />
      <button type="submit" data-testid="change-email-submit">
        {t("send")}
      </button>
      {sent ? (
        <p className="note" data-testid="change-email-sent">
          {t("changeEmailSent")}
        </p>
      ) : null}
    </form>
  );
}
