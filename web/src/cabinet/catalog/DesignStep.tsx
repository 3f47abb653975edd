import type { CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { check, setupRules, type Design, type Font } from "../../core";
import { SectionFooter, SetupLoader, useSetupSection } from "./setupSection";
import { catalogTexts, fontTexts } from "./texts";
import { CheckField, SelectField, TextField } from "./ui";

// Step "design" of an event's tickets or a certificate: background, text and
// accent colours (core's `hex_color` rule through `product_setup`), the
// typeface, whether the code is printed, and a small preview drawn with
// those colours as the seller types them.

/** Core's `Design::default()`. */
export const defaultDesign: Design = setupRules().defaults.design;

const colours = [
  ["background_color", "backgroundColor"],
  ["text_color", "textColor"],
  ["accent_color", "accentColor"],
] as const;

/** CSS weights of the design's fonts. */
const weights: Record<Font, number> = { light: 300, reg: 400, medium: 500, black: 900 };

const known = new Set(Object.keys(defaultDesign));

/** A colour as a colour picker takes it (`#rrggbb`), from one core accepted. */
const pickerValue = (hex: string) => {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  return (short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex).toLowerCase();
};

export function DesignStep({ product }: { product: CabinetProduct }) {
  return (
    <SetupLoader product={product}>
      {(answer) => <DesignForm product={product} stored={answer.setup.design ?? defaultDesign} />}
    </SetupLoader>
  );
}

function DesignForm({ product, stored }: { product: CabinetProduct; stored: Design }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const s = useSetupSection({ product, name: "design", initial: stored, toSection: (d: Design) => d });
  const d = s.form;
  // A colour core refuses is left out of the preview (the default shows instead).
  const colour = (field: (typeof colours)[number][0]) =>
    check("hex_color", d[field]).problems.length === 0 ? d[field] : defaultDesign[field];
  const event = product.form === "event";

  return (
    <form
      className="catalog-form design-form"
      data-testid="design-form"
      data-valid={s.valid}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void s.save();
      }}
    >
      <div className="colours">
        {colours.map(([field, label]) => (
          <div key={field} className="colour">
            <input
              type="color"
              className="swatch"
              aria-label={t(label)}
              data-testid={`design-${field}-picker`}
              value={pickerValue(colour(field))}
              onChange={(e) => s.change({ ...d, [field]: e.target.value }, field)}
            />
            <TextField
              testId={`design-${field}`}
              label={t(label)}
              value={d[field]}
              onChange={(v) => s.change({ ...d, [field]: v }, field)}
              problem={s.problemOf(field)}
            />
          </div>
        ))}
      </div>
      <SelectField<Font>
        testId="design-font"
        label={t("font")}
        value={d.font}
        options={(Object.keys(fontTexts) as Font[]).map((f) => [f, fontTexts[f][locale]] as const)}
        onChange={(v) => s.change({ ...d, font: v }, "font")}
        problem={s.problemOf("font")}
      />
      <CheckField
        testId="design-show_code"
        label={event ? t("showCodeEvent") : t("showCodeCertificate")}
        checked={d.show_code}
        onChange={(v) => s.change({ ...d, show_code: v }, "show_code")}
      />
      <figure className="design-preview-wrap">
        <figcaption>{t("preview")}</figcaption>
        <div
          className="design-preview"
          data-testid="design-preview"
          data-background={colour("background_color")}
          data-text={colour("text_color")}
          data-accent={colour("accent_color")}
          data-font={d.font}
          style={{
            background: colour("background_color"),
            color: colour("text_color"),
            borderColor: colour("accent_color"),
            fontWeight: weights[d.font],
          }}
        >
          <small style={{ color: colour("accent_color") }}>{event ? t("previewEvent") : t("previewCertificate")}</small>
          <strong>{product.name}</strong>
          {d.show_code ? (
            <span className="preview-code" data-testid="design-preview-code" style={{ borderColor: colour("accent_color") }}>
              {t("previewCode")} ▚▞▚
            </span>
          ) : null}
        </div>
      </figure>
      <SectionFooter prefix="design" busy={s.busy} saved={s.saved} error={s.error} others={s.others((field) => known.has(field))} />
    </form>
  );
}
