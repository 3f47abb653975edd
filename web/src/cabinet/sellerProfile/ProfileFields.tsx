import type { HTMLInputAutoCompleteAttribute } from "react";
import { useStore } from "zustand";
import { errorText } from "../../api/client";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { constants, countries } from "../../core";
import { RadioGroup } from "../../ui/RadioGroup";
import { SearchableSelect } from "../../ui/SearchableSelect";
import { Select } from "../../ui/Select";
import { TextField } from "../../ui/TextField";
import type { ProfileDraft } from "./store";
import type { ProfileField } from "./steps";
import { profileTexts, type ProfileText } from "./texts";

// One input per field of the business step, each with its problem. The
// choices are the values core's business_step rule accepts; countries are
// searchable and sorted by their name in the UI language. A field's
// problem shows once it was changed (a text when it is left, or emptied) or
// a step was finished, never for tabbing through an empty field.
const choices: Partial<Record<ProfileField, string[]>> = {
  business_type: ["natural", "entity"],
  tax_number_type: ["number", "identification_number"],
  vat_exempt_reason: ["small_business", "educational", "regulated_profession", "other"],
};
const countryFields: ProfileField[] = ["country_code", "issuance_country_code"];
const countryCodes = countries();
const homeCountry = constants().default_country;
const autoComplete: Partial<Record<ProfileField, HTMLInputAutoCompleteAttribute>> = {
  phone: "tel",
  city: "address-level2",
  zip: "postal-code",
  street: "address-line1",
  region: "address-level1",
};

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
  const countryOptions = countryCodes.map((c) => [c, regionNames.of(c) ?? c] as const).sort((a, b) => a[1].localeCompare(b[1], locale));

  return (
    <div className="profile-fields">
      {fields.map((field) => {
        const problem = problemOf(field);
        if (!asked(field, profile) && !problem) return null;
        const testId = `profile-${field}`;
        const frame = {
          testId,
          label: t(field),
          error: problem ? errorText(problem, null, locale) : undefined,
          errorCode: problem ?? undefined,
        };

        if (field === "business_type" || field === "vat_payer") {
          const options: [string, string, unknown][] =
            field === "vat_payer"
              ? [
                  ["yes", t("vat_payer_yes"), true],
                  ["no", t("vat_payer_no"), false],
                ]
              : (choices.business_type ?? []).map((v) => [v, t(`business_type_${v}` as ProfileText), v]);
          const chosen = options.find(([, , value]) => profile[field] === value)?.[0] ?? null;
          return (
            <RadioGroup
              key={field}
              {...frame}
              name={field}
              value={chosen}
              options={options.map(([key, text]) => ({ value: key, label: text }))}
              onChange={(key) => {
                change(field, options.find(([k]) => k === key)?.[2] as never);
                reveal([field]);
              }}
            />
          );
        }

        const value = profile[field] ?? "";
        if (countryFields.includes(field)) {
          return (
            <SearchableSelect
              key={field}
              {...frame}
              value={value}
              placeholder={t("choose")}
              options={countryOptions}
              onChange={(v) => {
                change(field, v as never);
                reveal([field]);
              }}
            />
          );
        }
        const listed = choices[field];
        if (listed) {
          return (
            <Select
              key={field}
              {...frame}
              value={value}
              options={[["", t("choose")] as const, ...listed.map((v) => [v, t(`${field}_${v}` as ProfileText)] as const)]}
              onChange={(v) => {
                change(field, (v || null) as never);
                reveal([field]);
              }}
            />
          );
        }
        return (
          <TextField
            key={field}
            {...frame}
            value={value}
            type={field === "phone" ? "tel" : "text"}
            autoComplete={autoComplete[field]}
            placeholder={field === "birthday" ? constants().date_format : undefined}
            onChange={(v) => {
              change(field, v as never);
              if (v === "") reveal([field]);
            }}
            onBlur={() => {
              if (value !== "") reveal([field]);
            }}
          />
        );
      })}
    </div>
  );
}
