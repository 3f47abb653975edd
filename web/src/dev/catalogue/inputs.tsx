import { useState, type JSX } from "react";
import { Checkbox } from "../../ui/Checkbox";
import { DateField } from "../../ui/DateField";
import { DecimalField } from "../../ui/DecimalField";
import { IntegerStepper } from "../../ui/IntegerStepper";
import { RadioGroup } from "../../ui/RadioGroup";
import { SearchableSelect } from "../../ui/SearchableSelect";
import { Select } from "../../ui/Select";
import { TextField } from "../../ui/TextField";
import type { DecimalReading } from "../../ui/decimal";
import { countries } from "../../core";
import type { CatalogueSection } from "./types";
import "./inputs.css";

// The "inputs" part of the component catalogue (/dev/catalogue, development
// builds only): every form widget in every state, empty, filled, with an
// error, disabled, and the decimal field with a German decimal comma. The
// browser tests visit these (data-testid `cat-<widget>-<state>`).
const error = "This field is required.";
const section = (id: string, title: string, Component: () => JSX.Element): CatalogueSection => ({ id, title, Component });

function TextFields() {
  const [name, setName] = useState("My e-book");
  const [empty, setEmpty] = useState("");
  const [notes, setNotes] = useState("A longer text\nover two lines.");
  return (
    <div className="catalogue-grid">
      <TextField testId="cat-text-empty" label="Product name" required value={empty} onChange={setEmpty} hint="Shown on the shop page." />
      <TextField testId="cat-text-filled" label="Product name" value={name} onChange={setName} />
      <TextField
        testId="cat-text-error"
        label="Product name"
        required
        value=""
        onChange={() => undefined}
        error={error}
        errorCode="required"
      />
      <TextField testId="cat-text-disabled" label="Product name" value="Locked" onChange={() => undefined} disabled />
      <TextField testId="cat-text-optional" label="Internal name" optional value="" onChange={() => undefined} />
      <TextField testId="cat-text-multiline" label="Description" multiline value={notes} onChange={setNotes} />
    </div>
  );
}

function Selects() {
  const [kind, setKind] = useState<"one_time" | "installment" | "subscription">("one_time");
  const options = [
    ["one_time", "One-time payment"],
    ["installment", "Instalments"],
    ["subscription", "Subscription"],
  ] as const;
  return (
    <div className="catalogue-grid">
      <Select testId="cat-select-filled" label="Plan kind" value={kind} options={options} onChange={setKind} />
      <Select
        testId="cat-select-error"
        label="Plan kind"
        value={kind}
        options={options}
        onChange={setKind}
        error={error}
        errorCode="required"
      />
      <Select testId="cat-select-disabled" label="Plan kind" value="one_time" options={options} onChange={() => undefined} disabled />
    </div>
  );
}

function Checkboxes() {
  const [on, setOn] = useState(true);
  const [off, setOff] = useState(false);
  return (
    <div className="catalogue-grid">
      <Checkbox testId="cat-check-off" label="Free product" checked={off} onChange={setOff} hint="Buyers pay nothing." />
      <Checkbox testId="cat-check-on" label="Pay what you want" checked={on} onChange={setOn} />
      <Checkbox
        testId="cat-check-error"
        label="I accept the terms"
        checked={false}
        onChange={() => undefined}
        error={error}
        errorCode="required"
      />
      <Checkbox testId="cat-check-disabled" label="Archived" checked onChange={() => undefined} disabled />
    </div>
  );
}

function Radios() {
  const [layout, setLayout] = useState<"one" | "two" | "three" | null>(null);
  const [form, setForm] = useState<"download" | "course" | "membership">("course");
  const options = [
    { value: "one" as const, label: "One step" },
    { value: "two" as const, label: "Two steps" },
    { value: "three" as const, label: "Three steps", disabled: true },
  ];
  return (
    <div className="catalogue-grid">
      <RadioGroup testId="cat-radio-empty" label="Checkout layout" value={layout} options={options} onChange={setLayout} />
      <RadioGroup
        testId="cat-radio-error"
        label="Checkout layout"
        required
        value={null}
        options={options}
        onChange={setLayout}
        error={error}
        errorCode="required"
      />
      <RadioGroup
        testId="cat-radio-cards"
        label="What do you sell?"
        variant="cards"
        value={form}
        onChange={setForm}
        options={[
          { value: "download", label: "Download", description: "Files buyers download." },
          { value: "course", label: "Online course", description: "Chapters and lessons." },
          { value: "membership", label: "Membership", description: "Access to several products." },
        ]}
      />
      <RadioGroup testId="cat-radio-disabled" label="Checkout layout" value="one" options={options} onChange={setLayout} disabled />
    </div>
  );
}

function Steppers() {
  const [count, setCount] = useState("3");
  const [empty, setEmpty] = useState("");
  return (
    <div className="catalogue-grid">
      <IntegerStepper
        testId="cat-stepper-empty"
        label="Sales limit"
        optional
        value={empty}
        onChange={setEmpty}
        hint="Between 1 and 1,000,000."
      />
      <IntegerStepper testId="cat-stepper-filled" label="Number of payments" value={count} min={1} max={24} onChange={setCount} />
      <IntegerStepper
        testId="cat-stepper-error"
        label="Number of payments"
        value="30"
        max={1000}
        onChange={() => undefined}
        error="Between 2 and 24."
        errorCode="payments_count_out_of_range"
      />
      <IntegerStepper testId="cat-stepper-disabled" label="Number of payments" value="3" onChange={() => undefined} disabled />
    </div>
  );
}

function Decimals() {
  const [price, setPrice] = useState("");
  const [comma, setComma] = useState("1.234,56 €");
  const [reading, setReading] = useState<DecimalReading>({ kind: "empty" });
  return (
    <div className="catalogue-grid">
      <DecimalField
        testId="cat-decimal-empty"
        label="Price"
        currency="eur"
        value={price}
        onChange={(text, read) => {
          setPrice(text);
          setReading(read);
        }}
        hint={`Read as: ${reading.kind === "value" ? reading.value : reading.kind}`}
      />
      <DecimalField
        testId="cat-decimal-comma"
        label="Preis (German decimal comma)"
        currency="eur"
        value={comma}
        onChange={(text) => setComma(text)}
      />
      <DecimalField testId="cat-decimal-plain" label="Rate in percent" digits={2} value="19,5" onChange={() => undefined} />
      <DecimalField
        testId="cat-decimal-error"
        label="Price"
        currency="eur"
        value="12,3,4"
        onChange={() => undefined}
        error="Enter an amount like 49.00."
        errorCode="invalid_amount"
      />
      <DecimalField testId="cat-decimal-disabled" label="Price" currency="eur" value="49,00 €" onChange={() => undefined} disabled />
    </div>
  );
}

function Dates() {
  const [date, setDate] = useState("2026-11-25");
  const [empty, setEmpty] = useState("");
  return (
    <div className="catalogue-grid">
      <DateField testId="cat-date-empty" label="Valid until" optional value={empty} onChange={setEmpty} />
      <DateField testId="cat-date-filled" label="Valid until" value={date} onChange={setDate} />
      <DateField testId="cat-date-error" label="Valid until" value="" onChange={() => undefined} error={error} errorCode="required" />
      <DateField testId="cat-date-disabled" label="Valid until" value="2026-11-25" onChange={() => undefined} disabled />
    </div>
  );
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryOptions = countries()
  .map((c) => [c, regionNames.of(c) ?? c] as const)
  .sort((a, b) => a[1].localeCompare(b[1], "en"));
const currencyOptions = [
  ["eur", "Euro (EUR)"],
  ["chf", "Swiss franc (CHF)"],
  ["gbp", "Pound sterling (GBP)"],
  ["usd", "US dollar (USD)"],
  ["pln", "Polish złoty (PLN)"],
  ["sek", "Swedish krona (SEK)"],
] as const;

function SearchableSelects() {
  const [country, setCountry] = useState<string>("");
  const [currency, setCurrency] = useState<string>("eur");
  return (
    <div className="catalogue-grid">
      <SearchableSelect
        testId="cat-search-empty"
        label="Country"
        placeholder="Choose a country"
        value={country}
        options={countryOptions}
        onChange={setCountry}
      />
      <SearchableSelect testId="cat-search-filled" label="Currency" value={currency} options={currencyOptions} onChange={setCurrency} />
      <SearchableSelect
        testId="cat-search-error"
        label="Country"
        value=""
        options={countryOptions}
        onChange={() => undefined}
        error={error}
        errorCode="required"
      />
      <SearchableSelect
        testId="cat-search-disabled"
        label="Country"
        value="DE"
        options={countryOptions}
        onChange={() => undefined}
        disabled
      />
    </div>
  );
}

export const sections: CatalogueSection[] = [
  section("text-field", "Text field", TextFields),
  section("select", "Select", Selects),
  section("checkbox", "Checkbox", Checkboxes),
  section("radio-group", "Radio group", Radios),
  section("integer-stepper", "Integer stepper", Steppers),
  section("decimal-field", "Decimal field", Decimals),
  section("date-field", "Date field", Dates),
  section("searchable-select", "Searchable select", SearchableSelects),
];
