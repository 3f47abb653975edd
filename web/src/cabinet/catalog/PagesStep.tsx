import type { CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { setupRules, type Pages, type ThankYouMode } from "../../core";
import { SectionFooter, SetupLoader, useSetupSection } from "./setupSection";
import { catalogTexts, thankYouModeTexts } from "./texts";
import { pagesField, thankYouDocument, thankYouFields, type ThankYouDocument, type ThankYouFields } from "./thankYou";
import { RadioGroup } from "../../ui/RadioGroup";
import { CheckField, TextField } from "./ui";

// Step "pages": the page a buyer sees after paying. Ours, or the seller's
// own: a headline, a text and, when wanted, the seller's other products,
// which the step writes as a page-builder document of type `thankYouPage`
// (see thankYou.ts) for core's builder rules to judge.

/** Core's `Pages::default()`. */
export const defaultPages: Pages = setupRules().defaults.pages;

interface Form extends ThankYouFields {
  mode: ThankYouMode;
}

/** Only a custom page keeps a document: the standard page has none to store. */
const toSection = (f: Form): Pages => ({ thank_you: f.mode, thank_you_page: f.mode === "custom" ? thankYouDocument(f) : null });

const modes = Object.keys(thankYouModeTexts) as ThankYouMode[];
const known = new Set(["thank_you", "title", "text"]);

export function PagesStep({ product }: { product: CabinetProduct }) {
  return (
    <SetupLoader product={product}>{(answer) => <PagesForm product={product} stored={answer.setup.pages ?? defaultPages} />}</SetupLoader>
  );
}

function PagesForm({ product, stored }: { product: CabinetProduct; stored: Pages }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const s = useSetupSection({
    product,
    name: "pages",
    initial: { mode: stored.thank_you, ...thankYouFields(stored.thank_you_page) } satisfies Form,
    toSection,
    fieldOf: (field, section) => pagesField(field, section.thank_you_page as ThankYouDocument | null),
  });
  const f = s.form;

  return (
    <form
      className="catalog-form pages-form"
      data-testid="pages-form"
      data-valid={s.valid}
      data-mode={f.mode}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void s.save();
      }}
    >
      <RadioGroup
        testId="pages-thank_you"
        name="pages-thank_you"
        label={t("thankYouPage")}
        value={f.mode}
        options={modes.map((mode) => ({ value: mode, label: thankYouModeTexts[mode][locale] }))}
        onChange={(mode) => s.change({ ...f, mode }, "thank_you")}
      />
      {f.mode === "custom" ? (
        <>
          <TextField
            testId="pages-title"
            label={t("thankYouTitle")}
            value={f.title}
            onChange={(v) => s.change({ ...f, title: v }, "title")}
            problem={s.problemOf("title")}
          />
          <TextField
            testId="pages-text"
            label={t("thankYouText")}
            value={f.text}
            multiline
            onChange={(v) => s.change({ ...f, text: v }, "text")}
            problem={s.problemOf("text")}
          />
          <CheckField
            testId="pages-show_products"
            label={t("showOtherProducts")}
            checked={f.showProducts}
            onChange={(v) => s.change({ ...f, showProducts: v }, "show_products")}
          />
        </>
      ) : null}
      <SectionFooter prefix="pages" busy={s.busy} saved={s.saved} error={s.error} others={s.others((field) => known.has(field))} />
    </form>
  );
}
