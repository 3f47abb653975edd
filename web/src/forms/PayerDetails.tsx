import { useState } from "react";
import { check, messageFor } from "../core";

// The payer's details on the payment page (spec section 5 "Payer required
// fields", plus the e-mail the receipt goes to). Every rule is core's,
// through wasm-pkg: the same validators the edge runs on the order.

export type PayerFields = {
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  phone: string;
};

export const emptyPayer: PayerFields = {
  first_name: "",
  last_name: "",
  email: "",
  street: "",
  street_number: "",
  zip: "",
  city: "",
  phone: "",
};

const labels: Record<keyof PayerFields, { en: string; de: string }> = {
  first_name: { en: "First name", de: "Vorname" },
  last_name: { en: "Last name", de: "Nachname" },
  email: { en: "E-mail", de: "E-Mail" },
  street: { en: "Street", de: "Straße" },
  street_number: { en: "No.", de: "Nr." },
  zip: { en: "Postcode", de: "PLZ" },
  city: { en: "City", de: "Ort" },
  phone: { en: "Phone", de: "Telefon" },
};

/** Every problem of the payer's details by field, as core reports them. */
export function payerProblems(payer: PayerFields, country: string): Map<string, string> {
  const { email, ...address } = payer;
  const problems = [
    ...check("payer", { ...address, payer_country: country }).problems,
    ...check("required", email).problems.map((p) => ({ ...p, field: "email" })),
    ...(email.trim() ? check("email", email.trim()).problems.map((p) => ({ ...p, field: "email" })) : []),
  ];
  const byField = new Map<string, string>();
  for (const p of problems) if (!byField.has(p.field)) byField.set(p.field, p.code);
  return byField;
}

export function PayerDetails(props: { country: string; locale: "en" | "de"; onComplete: (payer: PayerFields) => void }) {
  const [payer, setPayer] = useState<PayerFields>(emptyPayer);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [complete, setComplete] = useState(false);
  const problems = payerProblems(payer, props.country);
  const lang = props.locale;

  const field = (name: keyof PayerFields) => {
    const code = touched.has(name) ? problems.get(name) : undefined;
    return (
      <label key={name} className="field">
        <span>{labels[name][lang]}</span>
        <input
          data-testid={`payer-${name}`}
          value={payer[name]}
          aria-invalid={code ? true : undefined}
          onChange={(e) => {
            setPayer({ ...payer, [name]: e.target.value });
            setComplete(false);
          }}
          // Text fields are trimmed on blur (spec section 5).
          onBlur={() => {
            setPayer((p) => ({ ...p, [name]: p[name].trim() }));
            setTouched((t) => new Set(t).add(name));
          }}
        />
        {code ? (
          <span className="error" data-testid={`payer-${name}-error`} data-code={code}>
            {messageFor(code, lang)}
          </span>
        ) : null}
      </label>
    );
  };

  return (
    <fieldset className="payer" data-testid="payer-form">
      <legend>{lang === "de" ? "Deine Angaben" : "Your details"}</legend>
      {(Object.keys(labels) as (keyof PayerFields)[]).map(field)}
      <button
        type="button"
        data-testid="continue"
        onClick={() => {
          setTouched(new Set(Object.keys(labels)));
          if (problems.size === 0) {
            setComplete(true);
            props.onComplete(payer);
          }
        }}
      >
        {lang === "de" ? "Weiter zur Zahlung" : "Continue to payment"}
      </button>
      {complete ? (
        <p className="note" data-testid="payer-complete">
          {lang === "de" ? "Deine Angaben sind vollständig." : "Your details are complete."}
        </p>
      ) : null}
    </fieldset>
  );
}
