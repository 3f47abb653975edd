// The catalog screens' own words (products, their editor, plans, coupons)
// in English and German. Rule texts and the texts of every code the edge
// answers with come from core (`messageFor`); the `codeTexts` below only
// cover the codes these forms report themselves.
import type { Texts } from "../../app/i18n";
import type { Locale } from "../../app/locale";
import type {
  AmountBasis,
  AppliesTo,
  BumpLayout,
  BumpPosition,
  Category,
  CertificateTextMode,
  CodeKind,
  EditStep,
  EmailMode,
  Font,
  Orientation,
  PlanKind,
  ProductForm,
  QuestionKind,
  Scope,
  ServiceDelivery,
  ThankYouMode,
  Validity,
  ValueForm,
} from "../../core";
import type { MailPlaceholder } from "./mail";
import type { BuyButtonText, CheckoutLayout, TrackingCodeKind } from "../../api/cabinet";
import type { RowActionName } from "./rowActions";
import { textTable } from "../../i18n/catalogue";

type Words = Record<Locale, string>;

export const catalogTexts = textTable("cabinet/catalog/texts", "catalogTexts") satisfies Texts<string>;

export type CatalogText = keyof typeof catalogTexts;

export const formTexts: Record<ProductForm, Words> = textTable("cabinet/catalog/texts", "formTexts");

/** Every product form, in the order core lists them (`ProductForm::ALL`). */
export const productForms = Object.keys(formTexts) as ProductForm[];

export const categoryTexts: Record<Category, Words> = textTable("cabinet/catalog/texts", "categoryTexts");

export const categories = Object.keys(categoryTexts) as Category[];

export const stepTexts: Record<EditStep, Words> = textTable("cabinet/catalog/texts", "stepTexts");

export const actionTexts: Record<RowActionName, Words> = textTable("cabinet/catalog/texts", "actionTexts");

export const planKindTexts: Record<PlanKind, Words> = textTable("cabinet/catalog/texts", "planKindTexts");

export const planKinds = Object.keys(planKindTexts) as PlanKind[];

export const layoutTexts: Record<CheckoutLayout, Words> = textTable("cabinet/catalog/texts", "layoutTexts");

export const buyButtonTexts: Record<BuyButtonText, Words> = textTable("cabinet/catalog/texts", "buyButtonTexts");

export const trackingTexts: Record<TrackingCodeKind, Words> = textTable("cabinet/catalog/texts", "trackingTexts");

export const trackingKinds = Object.keys(trackingTexts) as TrackingCodeKind[];

/** A plan's rhythm in words: one unit ("every month") or several ("every {period}": "every 2 weeks"). */
export const intervalTexts = textTable("cabinet/catalog/texts", "intervalTexts");

export const valueFormTexts: Record<ValueForm, Words> = textTable("cabinet/catalog/texts", "valueFormTexts");

export const basisTexts: Record<AmountBasis, Words> = textTable("cabinet/catalog/texts", "basisTexts");

export const scopeTexts: Record<Scope, Words> = textTable("cabinet/catalog/texts", "scopeTexts");

export const appliesToTexts: Record<AppliesTo, Words> = textTable("cabinet/catalog/texts", "appliesToTexts");

export const codeKindTexts: Record<CodeKind, Words> = textTable("cabinet/catalog/texts", "codeKindTexts");

export const serviceDeliveryTexts: Record<ServiceDelivery, Words> = textTable("cabinet/catalog/texts", "serviceDeliveryTexts");

export const questionKindTexts: Record<QuestionKind, Words> = textTable("cabinet/catalog/texts", "questionKindTexts");

export const orientationTexts: Record<Orientation, Words> = textTable("cabinet/catalog/texts", "orientationTexts");

export const textModeTexts: Record<CertificateTextMode, Words> = textTable("cabinet/catalog/texts", "textModeTexts");

export const validityTexts: Record<Validity, Words> = textTable("cabinet/catalog/texts", "validityTexts");

export const fontTexts: Record<Font, Words> = textTable("cabinet/catalog/texts", "fontTexts");

export const bumpLayoutTexts: Record<BumpLayout, Words> = textTable("cabinet/catalog/texts", "bumpLayoutTexts");

export const bumpPositionTexts: Record<BumpPosition, Words> = textTable("cabinet/catalog/texts", "bumpPositionTexts");

export const emailModeTexts: Record<EmailMode, Words> = textTable("cabinet/catalog/texts", "emailModeTexts");

export const placeholderTexts: Record<MailPlaceholder, Words> = textTable("cabinet/catalog/texts", "placeholderTexts");

export const thankYouModeTexts: Record<ThankYouMode, Words> = textTable("cabinet/catalog/texts", "thankYouModeTexts");

/**
 * Words for the codes the catalog's forms report themselves, before
 * anything is sent; core words its rules and every code the edge answers
 * with (`messageFor`, see `ruleText`).
 */
export const codeTexts: Record<string, Words> = textTable("cabinet/catalog/texts", "codeTexts");
