import { useEffect, useState } from "react";
import { accountApi, type ProfileType } from "../api/account";
import { ApiError } from "../api/client";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { useLocale } from "../app/locale";
import { navigate } from "../app/navigate";
import { paths } from "../app/routes";
import { Button } from "../ui/Button";
import { AccountLayout } from "./AccountLayout";
import { Field, FormError, ProblemText } from "./Field";
import { formProblems, normalised, problemOf } from "./rules";
import { firstPageFields, secondPageFields, signUpForm, useSignUp } from "./signUpStore";
import { accountTexts } from "./texts";
import { AvailabilityHint, useAvailability } from "./useAvailability";

// Sign-up, step 2: names, username (then the edge's check_username) and
// the profile type, judged by core's `sign_up` rule; then POST
// /v1/app/user and "check your mailbox".
const profileTypes: ProfileType[] = ["seller", "publisher", "payer"];

export function AboutYouPage() {
  const t = useTexts(accountTexts);
  const locale = useLocale();
  const answers = useSignUp();
  const { firstName, lastName, username, profileType, edgeProblems, signedUpEmail, set } = answers;
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const touch = (name: string) => setTouched((s) => new Set(s).add(name));

  const usernameRule = problemOf("username", username);
  const name = usernameRule === null ? normalised("username", username) : username.trim();
  const core = formProblems("sign_up", signUpForm(answers, locale, name));
  // Step 1 first.
  const missingStep1 = !signedUpEmail && firstPageFields.some((f) => core.has(f));
  useEffect(() => {
    if (missingStep1) navigate(paths.signUp);
  }, [missingStep1]);

  const availability = useAvailability(name, usernameRule === null, (v) => accountApi.checkUsername(v));
  const problems = {
    first_name: edgeProblems.first_name ?? core.get("first_name") ?? null,
    last_name: edgeProblems.last_name ?? core.get("last_name") ?? null,
    username: edgeProblems.username ?? core.get("username") ?? availability.problem,
    profile_type: edgeProblems.profile_type ?? core.get("profile_type") ?? null,
  };
  const shown = (field: keyof typeof problems) => (touched.has(field) || edgeProblems[field] ? problems[field] : null);

  async function submit() {
    setTouched(new Set(Object.keys(problems)));
    setFormError(null);
    const taken = await availability.ensure();
    if (taken || Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const created = await accountApi.signUp(signUpForm(answers, locale, name));
      if (created) answers.done(created.user.email);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      answers.setEdgeProblems(e.problems);
      if (e.problems.some((p) => firstPageFields.includes(p.field))) navigate(paths.signUp);
      else if (!e.problems.some((p) => secondPageFields.includes(p.field))) setFormError(e.problems[0]?.code ?? e.code);
    } finally {
      setBusy(false);
    }
  }

  if (signedUpEmail) {
    return (
      <AccountLayout title={t("checkMailboxTitle")} testId="check-mailbox">
        <p>
          {t("checkMailbox")} <strong data-testid="check-mailbox-email">{signedUpEmail}</strong>
        </p>
        <nav className="account-links">
          <Link href={paths.confirmationNew}>{t("resendConfirmation")}</Link>
          <Link href={paths.signIn}>{t("signIn")}</Link>
        </nav>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title={t("aboutYouTitle")} testId="about-you-page">
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          testId="sign-up-first_name"
          label={t("firstName")}
          autoComplete="given-name"
          value={firstName}
          onChange={(v) => set({ firstName: v })}
          onBlur={() => {
            set({ firstName: firstName.trim() });
            touch("first_name");
          }}
          problem={shown("first_name")}
        />
        <Field
          testId="sign-up-last_name"
          label={t("lastName")}
          autoComplete="family-name"
          value={lastName}
          onChange={(v) => set({ lastName: v })}
          onBlur={() => {
            set({ lastName: lastName.trim() });
            touch("last_name");
          }}
          problem={shown("last_name")}
        />
        <Field
          testId="sign-up-username"
          label={t("username")}
          autoComplete="username"
          value={username}
          onChange={(v) => set({ username: v })}
          onBlur={() => touch("username")}
          problem={shown("username")}
          hint={<AvailabilityHint availability={availability} testId="sign-up-username" />}
        />
        <fieldset className="choices">
          <legend>{t("profileType")}</legend>
          {profileTypes.map((type) => (
            <label key={type} className="check">
              <input
                type="radio"
                name="profile_type"
                data-testid={`sign-up-profile-${type}`}
                checked={profileType === type}
                onChange={() => set({ profileType: type })}
              />
              <span>{t(type)}</span>
            </label>
          ))}
          {shown("profile_type") ? <ProblemText code={problems.profile_type ?? ""} testId="sign-up-profile_type-error" /> : null}
        </fieldset>
        <FormError code={formError} testId="sign-up-error" />
        <div className="actions">
          <Link href={paths.signUp} testId="sign-up-back">
            {t("back")}
          </Link>
          <Button type="submit" testId="sign-up-submit" pending={busy}>
            {t("createAccount")}
          </Button>
        </div>
      </form>
    </AccountLayout>
  );
}
