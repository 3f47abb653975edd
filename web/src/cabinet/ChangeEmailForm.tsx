import { useState } from "react";
import { FormError } from "../account/Field";
import { problemOf } from "../account/rules";
import { accountApi } from "../api/account";
import { ApiError, errorText } from "../api/client";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { TextField } from "../ui/TextField";
import { useTouched } from "../ui/useFormGuard";
import { cabinetTexts } from "./texts";

/**
 * Asks for a new address; the edge mails a link to it (/users/change_email?token=...).
 * The address's problem shows once it was typed and left, or on sending.
 */
export function ChangeEmailForm() {
  const t = useTexts(cabinetTexts);
  const locale = useLocale();
  const [email, setEmail] = useState("");
  const touched = useTouched();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = problemOf("email", email.trim());
  return (
    <form
      className="account-form compact"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        touched.submit();
        setError(null);
        if (problem) return;
        accountApi
          .changeEmail(email.trim())
          .then(() => setSent(true))
          .catch((err: unknown) => setError(err instanceof ApiError ? (err.problems[0]?.code ?? err.code) : "page_server_error"));
      }}
    >
      <h2>{t("changeEmail")}</h2>
      <TextField
        testId="change-email-input"
        label={t("newEmail")}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(v) => {
          setEmail(v);
          setSent(false);
        }}
        onBlur={() => {
          if (email.trim() !== "") touched.touch("email");
        }}
        error={touched.shown("email") && problem ? errorText(problem, null, locale) : undefined}
        errorCode={touched.shown("email") ? (problem ?? undefined) : undefined}
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
