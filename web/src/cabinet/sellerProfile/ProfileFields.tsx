import { useStore } from "zustand";
import { ProblemText } from "../../account/Field";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { constants, countries } from "../../core";
import type { ProfileDraft } from "./store";
import type { ProfileField } from "./steps";
import { profileTexts, type ProfileText } from "./texts";

// One input per field of the business step, each with its problem. The
// choices are the values core's business_step rule accepts.
const choices: Partial<Record<ProfileField, string[]>> = {
  business_type: ["natural", "entity"],
  tax_number_type: ["number", "identification_number"],
  vat_exempt_reason: ["small_business", "educational", "regulated_profession", "other"],
};
const countryFields: ProfileField[] = ["country_code", "issuance_country_code"];
const countryCodes = countries();
const homeCountry = constants().default_country;

/** Whether a field is asked for now (a hidden one still shows when it has a problem). */
function asked(field: ProfileField, profile: { business_type: string | null; vat_payer: boolean | null; country_code: string | null }) {
  if (field === "vat_exempt_reason") return profile.vat_payer === false;
  if (field === "region") return profile.business_type === "entity" && profile.country_code !== homeCountry;
  return true;
}

export function ProfileFields({
  draft,
  fields,
  problemOf,
}: {
  draft: ProfileDraft;
  fields: ProfileField[];
  problemOf: (field: string) => string | null;
}) {
  const t = useTexts(profileTexts);
  const locale = useLocale();
  const profile = useStore(draft, (s) => s.profile);
  const change = useStore(draft, (s) => s.change);
  const reveal = useStore(draft, (s) => s.reveal);
  const regionNames = new Intl.DisplayNames([locale], { type: "region" });

  return (
    <div className="profile-fields">
      {fields.map((field) => {
        const problem = problemOf(field);
        if (!asked(field, profile) && !problem) return null;
        const testId = `profile-${field}`;
        const error = problem ? <ProblemText code={problem} testId={`${testId}-error`} /> : null;
        const label = t(field);

        if (field === "business_type" || field === "vat_payer") {
          const options: [string, string, unknown][] =
            field === "vat_payer"
              ? [
                  ["yes", t("vat_payer_yes"), true],
                  ["no", t("vat_payer_no"), false],
                ]
              : (choices.business_type ?? []).map((v) => [v, t(`business_type_${v}` as ProfileText), v]);
          return (
            <fieldset key={field} className="choices" aria-invalid={problem ? true : undefined}>
              <legend>{label}</legend>
              {options.map(([key, text, value]) => (
                <label key={key} className="check">
                  <input
                    type="radio"
                    name={field}
                    data-testid={`${testId}-${key}`}
                    checked={profile[field] === value}
                    onChange={() => {
                      change(field, value as never);
                      reveal([field]);
                    }}
                  />
                  <span>{text}</span>
                </label>
              ))}
              {error}
            </fieldset>
          );
        }

        const options = countryFields.includes(field)
          ? countryCodes.map((c) => [c, regionNames.of(c) ?? c] as const)
          : choices[field]?.map((v) => [v, t(`${field}_${v}` as ProfileText)] as const);
        const value = profile[field] ?? "";
        return (
          <label key={field} className="field">
            <span>{label}</span>
            {options ? (
              <select
                data-testid={testId}
                value={value}
                onChange={(e) => change(field, (e.target.value || null) as never)}
                onBlur={() => reveal([field])}
              >
                <option value="">{t("choose")}</option>
                {options.map(([v, text]) => (
                  <option key={v} value={v}>
                    {text}
                  </option>
                ))}
              </select>
            ) : (
              <input
                data-testid={testId}
                value={value}
                placeholder={field === "birthday" ? constants().date_format : undefined}
                aria-invalid={problem ? true : undefined}
                onChange={(e) => change(field, e.target.value as never)}
                onBlur={() => reveal([field])}
              />
            )}
            {error}
          </label>
        );
      })}
    </div>
  );
}
