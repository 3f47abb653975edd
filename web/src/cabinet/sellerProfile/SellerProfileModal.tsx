import { useState } from "react";
import { useStore } from "zustand";
import { FormError, ProblemText } from "../../account/Field";
import { useSession } from "../../account/session";
import { cabinetApi } from "../../api/cabinet";
import { ApiError } from "../../api/client";
import { useTexts } from "../../app/i18n";
import { Modal } from "../../app/Modal";
import { toast } from "../../app/toasts";
import { useLoad } from "../../app/useLoad";
import { check, constants, type BusinessStep } from "../../core";
import { UnsavedChangesDialog } from "../../ui/UnsavedChangesDialog";
import { useFormGuard } from "../../ui/useFormGuard";
import { ProfileFields } from "./ProfileFields";
import "./profile.css";
import { createProfileDraft, type ProfileDraft } from "./store";
import { firstStepWith, fromLoaded, normalise, stepFields, stepsFor } from "./steps";
import { profileTexts, type ProfileText } from "./texts";

// The seller-profile modal (/cabinet/profile/edit?seller_profile_edit=true):
// the business step of spec section 5 over the modal's steps, checked in
// the browser by core's `business_step` rule, the same code that judges
// PUT /v1/cabinet/seller_profile at the edge; the edge's 422 problems show
// the same way. The draft lives in one store for the open modal, so moving
// between its steps keeps everything; closing it with unsaved changes asks
// first (ui/useFormGuard).
const homeCountry = constants().default_country;

/** Core's problems with the profile, by field (the first per field). */
function problemsOf(profile: BusinessStep): Map<string, string> {
  const today = new Date().toISOString().slice(0, 10);
  const { problems } = check("business_step", { ...normalise(profile), home_country: homeCountry }, today);
  const byField = new Map<string, string>();
  for (const p of problems) if (!byField.has(p.field)) byField.set(p.field, p.code);
  return byField;
}

export function SellerProfileModal({ onClose }: { onClose: () => void }) {
  const t = useTexts(profileTexts);
  const [loaded] = useLoad("seller_profile", (signal) => cabinetApi.sellerProfile(signal));
  // The names given at sign-up fill a profile that has none yet.
  const user = useSession((s) => s.me?.user);
  const defaults = { country_code: homeCountry, first_name: user?.firstName || null, last_name: user?.lastName || null };
  return (
    <Modal open title={t("title")} size="large" onClose={onClose} testId="seller-profile-modal">
      {loaded.state === "loading" ? <p>{t("loading")}</p> : null}
      {loaded.state === "error" ? <FormError code={loaded.error.code} testId="profile-load-error" /> : null}
      {loaded.state === "ready" ? <ProfileEditor initial={fromLoaded(loaded.value, defaults)} /> : null}
      <UnsavedChangesDialog />
    </Modal>
  );
}

function ProfileEditor({ initial }: { initial: BusinessStep }) {
  const [draft] = useState<ProfileDraft>(() => createProfileDraft(initial));
  const t = useTexts(profileTexts);
  const { profile, stepIndex, revealed, edgeProblems, saved, dirty, reveal, goTo, setEdgeProblems, setSaved } = useStore(draft);
  useFormGuard(dirty);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const steps = stepsFor(profile.business_type);
  const step = steps[stepIndex] ?? steps[0] ?? "business";
  const local = problemsOf(profile);
  const problemOf = (field: string) => edgeProblems[field] ?? (revealed.includes(field) ? (local.get(field) ?? null) : null);
  const last = stepIndex === steps.length - 1;
  // Problems on no step of this business type (none expected): listed below.
  const elsewhere = Object.entries(edgeProblems).filter(([field]) => firstStepWith(profile.business_type, [field]) === null);

  function next() {
    reveal(stepFields[step]);
    if (stepFields[step].some((f) => local.has(f))) return;
    goTo(stepIndex + 1);
  }

  async function save() {
    setFormError(null);
    const all = steps.flatMap((s) => stepFields[s]);
    reveal([...all, ...local.keys()]);
    if (local.size > 0) {
      goTo(firstStepWith(profile.business_type, [...local.keys()]) ?? stepIndex);
      return;
    }
    setBusy(true);
    try {
      await cabinetApi.saveSellerProfile(normalise(profile));
      setSaved();
      toast("success", "seller_profile_saved", t("saved"));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) {
        setEdgeProblems(e.problems);
        const at = firstStepWith(
          profile.business_type,
          e.problems.map((p) => p.field),
        );
        if (at !== null) goTo(at);
      } else {
        setFormError(e.code);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="profile-editor"
      noValidate
      data-testid="profile-editor"
      data-step={step}
      onSubmit={(e) => {
        e.preventDefault();
        if (last) void save();
        else next();
      }}
    >
      <ol className="steps">
        {steps.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              data-testid={`profile-step-${s}`}
              aria-current={i === stepIndex ? "step" : undefined}
              onClick={() => goTo(i)}
            >
              {i + 1}. {t(`step_${s}` as ProfileText)}
            </button>
          </li>
        ))}
      </ol>
      <ProfileFields draft={draft} fields={stepFields[step]} problemOf={problemOf} />
      {elsewhere.map(([field, code]) => (
        <p key={field} className="form-error" data-field={field}>
          {field}: <ProblemText code={code} testId="profile-problem-other" />
        </p>
      ))}
      <FormError code={formError} testId="profile-form-error" />
      {saved ? (
        <p className="note ok" data-testid="profile-saved">
          {t("saved")}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" data-testid="profile-back" disabled={stepIndex === 0} onClick={() => goTo(stepIndex - 1)}>
          {t("back")}
        </button>
        {last ? (
          <button type="submit" className="primary" data-testid="profile-save" disabled={busy}>
            {busy ? t("saving") : t("save")}
          </button>
        ) : (
          <button type="submit" className="primary" data-testid="profile-next">
            {t("next")}
          </button>
        )}
      </div>
    </form>
  );
}
