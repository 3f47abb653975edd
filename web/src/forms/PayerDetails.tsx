import { check, coreLoaded, messageFor, payerFields, type IncludeType, type ProductForm } from "../core";
import { textTable } from "../i18n/catalogue";

// The payer's details on the payment page (spec section 5 "Payer required
// fields", plus the e-mail the receipt goes to, and the company of a
// business buyer). Every rule is core's, through wasm-pkg: the same
// validators the edge runs on the order. The fields are controlled by the
// page, which keeps them in its store and decides when a problem is shown
// (after the field was left with a value, or after a Buy or Continue that
// marks every field at fault).

export type PayerFields = {
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  phone: string;
  /** A business buyer's company; sent only when buying as a business. */
  company: string;
};

export type PayerField = keyof PayerFields;

export const emptyPayer: PayerFields = {
  first_name: "",
  last_name: "",
  email: "",
  street: "",
  street_number: "",
  zip: "",
  city: "",
  phone: "",
  company: "",
};

type Words = { en: string; de: string };

/** Each field's label. */
export const payerFieldLabels: Record<PayerField, Words> = textTable("forms/PayerDetails", "payerFieldLabels");

/** Each field: its label, its autofill token, its input type and keyboard. */
export const payerInputs: Record<
  PayerField,
  { label: Words; autoComplete?: string; type?: string; inputMode?: "email" | "tel" | "numeric" }
> = {
  email: { label: payerFieldLabels.email, autoComplete: "email", type: "email", inputMode: "email" },
  first_name: { label: payerFieldLabels.first_name, autoComplete: "given-name" },
  last_name: { label: payerFieldLabels.last_name, autoComplete: "family-name" },
  company: { label: payerFieldLabels.company, autoComplete: "organization" },
  street: { label: payerFieldLabels.street, autoComplete: "address-line1" },
  // no autofill token names a house number apart from the street
  street_number: { label: payerFieldLabels.street_number },
  zip: { label: payerFieldLabels.zip, autoComplete: "postal-code" },
  city: { label: payerFieldLabels.city, autoComplete: "address-level2" },
  phone: { label: payerFieldLabels.phone, autoComplete: "tel", type: "tel", inputMode: "tel" },
};

/** The fields in the order the page asks for them: e-mail first, then the name, then the address. */
export const payerOrder: PayerField[] = ["email", "first_name", "last_name", "street", "street_number", "zip", "city", "phone"];

/** What the payment page knows to choose the fields asked: the product's checkout setting and form, and the buyer. */
export type PayerAsk = { includeType: IncludeType; form: ProductForm | null; business: boolean };

/**
 * The fields the page asks, in `payerOrder`: the e-mail address and what
 * core's `payer_fields` names for the product's checkout setting
 * `buyer_information`, its form and a business buyer (the company sits
 * with the business choice, the country with the buyer's country).
 * Without core, every field (the edge asks no more than those).
 */
export function askedPayerFields(ask: PayerAsk): PayerField[] {
  if (!coreLoaded) return payerOrder;
  const named = new Set<string>(payerFields(ask.includeType, ask.form, ask.business));
  return payerOrder.filter((name) => name === "email" || named.has(name));
}

/** The payer's details as core and the edge take them: the company only from a business. */
export function payerOf(fields: PayerFields, business: boolean) {
  const { email, company, ...address } = fields;
  return { email, payer: { ...address, ...(business && company.trim() ? { company: company.trim() } : {}) } };
}

/**
 * Every problem of the payer's details by field, as core reports them (the
 * first per field); without core, only the empty required fields (the
 * edge checks the rest when the order is sent).
 */
export function payerProblems(payer: PayerFields, country: string, ask: PayerAsk): Map<PayerField, string> {
  const { business } = ask;
  const byField = new Map<PayerField, string>();
  if (!coreLoaded) {
    for (const name of [...askedPayerFields(ask), ...(business ? (["company"] as const) : [])]) {
      if (!payer[name].trim()) byField.set(name, "required");
    }
    return byField;
  }
  const { email, company, ...address } = payer;
  const problems = [
    ...check("payer", {
      ...address,
      ...(business ? { company } : {}),
      payer_country: country,
      business,
      include_type: ask.includeType,
      form: ask.form,
    }).problems,
    ...check("required", email).problems.map((p) => ({ ...p, field: "email" })),
    ...(email.trim() ? check("email", email.trim()).problems.map((p) => ({ ...p, field: "email" })) : []),
  ];
  for (const p of problems) {
    const field = p.field as PayerField;
    if (field in payerInputs && !byField.has(field)) byField.set(field, p.code);
  }
  return byField;
}

/** The words for a problem code of a payer field. */
export function payerProblemText(code: string, locale: "en" | "de"): string {
  const text = messageFor(code, locale);
  if (text !== code) return text;
  if (code === "required") return locale === "de" ? "Bitte ausfüllen." : "Please fill this in.";
  return locale === "de" ? "Bitte prüfe diese Angabe." : "Please check this entry.";
}

/** One field of the payer's details: label, input with its autofill token, the problem beside it. */
export function PayerInput(props: {
  name: PayerField;
  value: string;
  locale: "en" | "de";
  /** The problem to show (already decided by the page), or undefined. */
  problem: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  className?: string;
}) {
  const { name, locale, problem } = props;
  const spec = payerInputs[name];
  const id = `payer-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={`co-field ${props.className ?? ""}`}>
      <label htmlFor={id}>{spec.label[locale]}</label>
      <input
        id={id}
        name={name}
        data-testid={id}
        type={spec.type ?? "text"}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        value={props.value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        aria-required
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      {problem ? (
        <p className="co-field-error" id={errorId} data-testid={`${id}-error`} data-code={problem}>
          {payerProblemText(problem, locale)}
        </p>
      ) : null}
    </div>
  );
}

/** The payer's details (without the company, which sits with the business choice): only the fields `asked`. */
export function PayerDetails(props: {
  value: PayerFields;
  /** The fields the checkout asks (`askedPayerFields`). */
  asked: PayerField[];
  locale: "en" | "de";
  shown: (name: PayerField) => string | undefined;
  onChange: (name: PayerField, value: string) => void;
  onBlur: (name: PayerField) => void;
}) {
  const lang = props.locale;
  const asked = new Set(props.asked);
  const input = (name: PayerField, className?: string) =>
    asked.has(name) ? (
      <PayerInput
        key={name}
        name={name}
        value={props.value[name]}
        locale={lang}
        problem={props.shown(name)}
        onChange={(v) => props.onChange(name, v)}
        onBlur={() => props.onBlur(name)}
        className={className}
      />
    ) : null;
  return (
    <fieldset className="co-fieldset co-payer" data-testid="payer-form">
      <legend>{lang === "de" ? "Deine Angaben" : "Your details"}</legend>
      {input("email", "co-span-2")}
      {input("first_name")}
      {input("last_name")}
      {asked.has("street") || asked.has("street_number") ? (
        <div className="co-row co-span-2 co-street">
          {input("street")}
          {input("street_number", "co-short")}
        </div>
      ) : null}
      {asked.has("zip") || asked.has("city") ? (
        <div className="co-row co-span-2 co-city">
          {input("zip", "co-short")}
          {input("city")}
        </div>
      ) : null}
      {input("phone", "co-span-2")}
    </fieldset>
  );
}
