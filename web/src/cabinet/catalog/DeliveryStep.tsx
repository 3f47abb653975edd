import { useLayoutEffect, useRef } from "react";
import type { CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { setupRules, type Delivery, type EmailMode } from "../../core";
import { insertPlaceholder, MAIL_PLACEHOLDERS, placeholderText } from "./mail";
import { SectionFooter, SetupLoader, useSetupSection } from "./setupSection";
import { catalogTexts, emailModeTexts, placeholderTexts } from "./texts";
import { RadioGroup } from "../../ui/RadioGroup";
import { TextField } from "./ui";

// Step "delivery": which mail the buyer gets after paying. Our standard
// mail, none, or the seller's own with a subject and a text that may use
// the placeholders core knows (`{{buyer_name}}` …); core's `product_setup`
// rule refuses any other placeholder before anything is sent.

/** Core's `Delivery::default()`. */
export const defaultDelivery: Delivery = setupRules().defaults.delivery;

const modes = Object.keys(emailModeTexts) as EmailMode[];
const known = new Set(["email_mode", "subject", "body"]);

export function DeliveryStep({ product }: { product: CabinetProduct }) {
  return (
    <SetupLoader product={product}>
      {(answer) => <DeliveryForm product={product} stored={answer.setup.delivery ?? defaultDelivery} />}
    </SetupLoader>
  );
}

function DeliveryForm({ product, stored }: { product: CabinetProduct; stored: Delivery }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const s = useSetupSection({ product, name: "delivery", initial: stored, toSection: (d: Delivery) => d });
  const d = s.form;
  const body = useRef<HTMLDivElement>(null);
  // Where the caret goes after a placeholder was put in: set right after
  // the new text is in the page (not a frame later, when the seller may
  // already be typing elsewhere in the text).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caret.current;
    const area = body.current?.querySelector("textarea");
    if (at === null || !area) return;
    caret.current = null;
    area.focus();
    area.setSelectionRange(at, at);
  });

  return (
    <form
      className="catalog-form delivery-form"
      data-testid="delivery-form"
      data-valid={s.valid}
      data-mode={d.email_mode}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void s.save();
      }}
    >
      <RadioGroup
        testId="delivery-email_mode"
        name="delivery-mode"
        label={t("emailMode")}
        value={d.email_mode}
        options={modes.map((mode) => ({ value: mode, label: emailModeTexts[mode][locale] }))}
        onChange={(mode) => s.change({ ...d, email_mode: mode }, "email_mode")}
      />
      {d.email_mode === "custom_email" ? (
        <>
          <TextField
            testId="delivery-subject"
            label={t("subject")}
            value={d.subject}
            onChange={(v) => s.change({ ...d, subject: v }, "subject")}
            problem={s.problemOf("subject")}
          />
          <div ref={body}>
            <TextField
              testId="delivery-body"
              label={t("mailBody")}
              value={d.body}
              multiline
              onChange={(v) => s.change({ ...d, body: v }, "body")}
              problem={s.problemOf("body")}
            />
          </div>
          <div className="placeholders" data-testid="delivery-placeholders">
            <span>{t("placeholders")}</span>
            <ul>
              {MAIL_PLACEHOLDERS.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    data-testid={`delivery-placeholder-${name}`}
                    data-placeholder={placeholderText(name)}
                    onClick={() => {
                      const area = body.current?.querySelector("textarea");
                      const { text, cursor } = insertPlaceholder(d.body, name, area?.selectionStart);
                      caret.current = cursor;
                      s.change({ ...d, body: text }, "body");
                    }}
                  >
                    <code>{placeholderText(name)}</code>
                  </button>{" "}
                  {placeholderTexts[name][locale]}
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
      <SectionFooter prefix="delivery" busy={s.busy} saved={s.saved} error={s.error} others={s.others((field) => known.has(field))} />
    </form>
  );
}
