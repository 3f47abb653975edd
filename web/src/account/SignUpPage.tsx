import { useState } from "react";
import { accountApi } from "../api/account";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Link } from "../app/Link";
import { navigate } from "../app/navigate";
import { paths } from "../app/routes";
import { Button } from "../ui/Button";
import { AccountLayout } from "./AccountLayout";
import { Field, ProblemText } from "./Field";
import { formProblems } from "./rules";
import { signUpForm, useSignUp } from "./signUpStore";
import { accountTexts } from "./texts";
import { AvailabilityHint, useAvailability } from "./useAvailability";

// Sign-up, step 1: e-mail (then the edge's check_email while typing),
// password and the terms, judged by core's `sign_up` rule, the one the edge
// runs on POST /v1/app/user. The terms and the privacy policy are links to
// the platform's pages, opened in a new tab so the form keeps its state.

/** The consent's words with its two documents as links: `{terms}` and `{privacy}` in `text`. */
function TermsText({ text, terms, privacy }: { text: string; terms: string; privacy: string }) {
  return (
    <>
      {text.split(/(\{terms\}|\{privacy\})/).map((part, i) => {
        const kind = part === "{terms}" ? "terms" : part === "{privacy}" ? "privacy" : null;
        if (!kind) return part;
        return (
          <a key={i} href={paths.platformDocument(kind)} target="_blank" rel="noopener" data-testid={`sign-up-${kind}-link`}>
            {kind === "terms" ? terms : privacy}
          </a>
        );
      })}
    </>
  );
}
/**
 * An address that has an account already: often a buyer whose account was made quietly from an order
 * (issue 30), who never had a password. One click mails a sign-in link; signing in is the way on.
 */
function KnownAddress({ email }: { email: string }) {
  const t = useTexts(accountTexts);
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  async function send() {
    setState("sending");
    try {
      await accountApi.sendMagicLink({ email });
      setState("sent");
    } catch {
      setState("failed");
    }
  }
  if (state === "sent") {
    return (
      <p className="note" role="status" data-testid="sign-up-known-sent">
        {t("magicLinkSent")}
      </p>
    );
  }
  return (
    <div className="note" data-testid="sign-up-known">
      <p>{t("knownAddress")}</p>
      <Button variant="secondary" disabled={state === "sending"} onClick={() => void send()} testId="sign-up-known-link">
        {t("knownAddressLink")}
      </Button>
      {state === "failed" ? <ProblemText code="page_server_error" testId="sign-up-known-error" /> : null}
    </div>
  );
}

export function SignUpPage() {
  const t = useTexts(accountTexts);
  const answers = useSignUp();
  const { email, password, termsAccepted, edgeProblems, passwordLost, set } = answers;
  const locale = useLocale();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const touch = (name: string) => setTouched((s) => new Set(s).add(name));

  const trimmed = email.trim();
  const core = formProblems("sign_up", signUpForm(answers, locale, answers.username));
  const emailRule = core.get("email") ?? null;
  const availability = useAvailability(trimmed, emailRule === null, (v) => accountApi.checkEmail(v));
  const problems = {
    email: edgeProblems.email ?? emailRule ?? availability.problem,
    password: edgeProblems.password ?? core.get("password") ?? null,
    terms_accepted: edgeProblems.terms_accepted ?? core.get("terms_accepted") ?? null,
  };
  const shown = (name: keyof typeof problems) => (touched.has(name) || edgeProblems[name] ? problems[name] : null);

  async function next() {
    setTouched(new Set(["email", "password", "terms_accepted"]));
    const taken = await availability.ensure();
    if (taken || problems.email || problems.password || problems.terms_accepted) return;
    navigate(paths.aboutYou);
  }

  return (
    <AccountLayout title={t("signUpTitle")} testId="sign-up-page">
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        <Field
          testId="sign-up-email"
          label={t("email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(v) => set({ email: v })}
          onBlur={() => {
            set({ email: trimmed });
            touch("email");
          }}
          problem={shown("email")}
          hint={<AvailabilityHint availability={availability} testId="sign-up-email" />}
        />
        {shown("email") === "email_exists" ? <KnownAddress email={trimmed} /> : null}
        {passwordLost && !password ? (
          <p className="note" data-testid="sign-up-password-again">
            {t("passwordAfterReload")}
          </p>
        ) : null}
        <Field
          testId="sign-up-password"
          label={t("password")}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(v) => set({ password: v })}
          onBlur={() => touch("password")}
          problem={shown("password")}
        />
        <label className="check">
          <input
            type="checkbox"
            data-testid="sign-up-terms"
            aria-invalid={shown("terms_accepted") ? true : undefined}
            aria-describedby={shown("terms_accepted") ? "sign-up-terms-error" : undefined}
            checked={termsAccepted}
            onChange={(e) => {
              set({ termsAccepted: e.target.checked });
              touch("terms_accepted");
            }}
          />
          <span>
            <TermsText text={t("terms")} terms={t("termsLink")} privacy={t("privacyLink")} />
          </span>
        </label>
        {shown("terms_accepted") ? (
          <ProblemText code={problems.terms_accepted ?? ""} testId="sign-up-terms-error" id="sign-up-terms-error" />
        ) : null}
        <Button type="submit" size="large" block testId="sign-up-next">
          {t("next")}
        </Button>
      </form>
      <nav className="account-links">
        <Link href={paths.signIn} testId="go-sign-in">
          {t("haveAccount")}
        </Link>
      </nav>
    </AccountLayout>
  );
}
