import type { CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { setupRules, type CertificateSettings, type CertificateTextMode, type Orientation, type Validity } from "../../core";
import { SectionFooter, SetupLoader, useSetupSection } from "./setupSection";
import { countOf, digitsOnly } from "./ticketForm";
import { catalogTexts, orientationTexts, textModeTexts, validityTexts } from "./texts";
import { RadioGroup } from "../../ui/RadioGroup";
import { DateField } from "../../ui/DateField";
import { ruleText, SelectField, TextField } from "./ui";

// Step "keys details" of a certificate: its page (landscape, portrait or a
// custom size in millimetres), title and text, which date it shows (the
// purchase, a number of days after it, or a line of the seller's own), and
// how long it is valid (from a fixed date or from the payment, for a number
// of days or without end). The setup's `certificate` section, judged by
// core's `product_setup` rule.

/** Core's `CertificateSettings::default()`. */
export const defaultCertificate: CertificateSettings = setupRules().defaults.certificate;

/** The settings with the counts as the seller types them. */
interface Form extends Omit<CertificateSettings, "width_mm" | "height_mm" | "relative_days" | "valid_days"> {
  width: string;
  height: string;
  relativeDays: string;
  validDays: string;
}

const text = (n: number | null) => (n === null ? "" : String(n));

const toSection = ({ width, height, relativeDays, validDays, ...rest }: Form): CertificateSettings => ({
  ...rest,
  width_mm: countOf(width),
  height_mm: countOf(height),
  relative_days: countOf(relativeDays),
  valid_days: countOf(validDays),
});

const known = new Set(Object.keys(defaultCertificate));

export function KeysDetailsStep({ product }: { product: CabinetProduct }) {
  return (
    <SetupLoader product={product}>
      {(answer) => <CertificateForm product={product} stored={answer.setup.certificate ?? defaultCertificate} />}
    </SetupLoader>
  );
}

function CertificateForm({ product, stored }: { product: CabinetProduct; stored: CertificateSettings }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const { width_mm, height_mm, relative_days, valid_days, ...rest } = stored;
  const s = useSetupSection({
    product,
    name: "certificate",
    initial: {
      ...rest,
      width: text(width_mm),
      height: text(height_mm),
      relativeDays: text(relative_days),
      validDays: text(valid_days),
    } satisfies Form,
    toSection,
  });
  const f = s.form;
  const count = (key: "width" | "height" | "relativeDays" | "validDays", field: string, label: string, hint?: string) => (
    <TextField
      testId={`certificate-${field}`}
      label={label}
      value={f[key]}
      onChange={(v) => s.change({ ...f, [key]: digitsOnly(v) }, field)}
      problem={s.problemOf(field)}
      hint={hint}
    />
  );

  return (
    <form
      className="catalog-form certificate-settings"
      data-testid="certificate-form"
      data-valid={s.valid}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void s.save();
      }}
    >
      <SelectField<Orientation>
        testId="certificate-orientation"
        label={t("orientation")}
        value={f.orientation}
        options={(Object.keys(orientationTexts) as Orientation[]).map((o) => [o, orientationTexts[o][locale]] as const)}
        onChange={(v) => s.change({ ...f, orientation: v }, "orientation", "width_mm", "height_mm")}
        problem={s.problemOf("orientation")}
      />
      {f.orientation === "custom" ? (
        <div className="two-fields">
          {count("width", "width_mm", t("widthMm"))}
          {count("height", "height_mm", t("heightMm"))}
        </div>
      ) : null}
      <TextField
        testId="certificate-title"
        label={t("certificateTitle")}
        value={f.title}
        onChange={(v) => s.change({ ...f, title: v }, "title")}
        problem={s.problemOf("title")}
      />
      <TextField
        testId="certificate-text"
        label={t("certificateText")}
        value={f.text}
        multiline
        onChange={(v) => s.change({ ...f, text: v }, "text")}
        problem={s.problemOf("text")}
      />
      <SelectField<CertificateTextMode>
        testId="certificate-text_mode"
        label={t("textMode")}
        value={f.text_mode}
        options={(Object.keys(textModeTexts) as CertificateTextMode[]).map((m) => [m, textModeTexts[m][locale]] as const)}
        onChange={(v) => s.change({ ...f, text_mode: v }, "text_mode", "relative_days", "custom_text")}
        problem={s.problemOf("text_mode")}
      />
      {f.text_mode === "relative_date" ? count("relativeDays", "relative_days", t("relativeDays")) : null}
      {f.text_mode === "custom_text" ? (
        <TextField
          testId="certificate-custom_text"
          label={t("customText")}
          value={f.custom_text}
          onChange={(v) => s.change({ ...f, custom_text: v }, "custom_text")}
          problem={s.problemOf("custom_text")}
        />
      ) : null}
      <RadioGroup<Validity>
        testId="certificate-validity"
        name="certificate-validity"
        label={t("validity")}
        value={f.validity}
        options={(Object.keys(validityTexts) as Validity[]).map((v) => ({ value: v, label: validityTexts[v][locale] }))}
        onChange={(v) => s.change({ ...f, validity: v }, "validity", "static_date")}
      />
      {f.validity === "from_static_date" ? (
        <DateField
          testId="certificate-static_date"
          label={t("staticDate")}
          value={f.static_date}
          onChange={(v) => s.change({ ...f, static_date: v }, "static_date")}
          error={s.problemOf("static_date") ? ruleText(s.problemOf("static_date") ?? "", locale) : undefined}
          errorCode={s.problemOf("static_date") ?? undefined}
        />
      ) : null}
      {count("validDays", "valid_days", t("validDays"), t("validDaysHint"))}
      <SectionFooter prefix="certificate" busy={s.busy} saved={s.saved} error={s.error} others={s.others((field) => known.has(field))} />
    </form>
  );
}
