import { useState } from "react";
import { FormError } from "../../account/Field";
import { ApiError } from "../../api/client";
import { cabinetApi, type BulkCouponBody, type Coupon, type SingleCouponBody } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { formatDate } from "../../app/format";
import { Amount, moneyLocale } from "../../app/Money";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { listState, useListPage } from "../../app/useListPage";
import {
  checkCoupon,
  constants,
  parseMoney,
  type AmountBasis,
  type AppliesTo,
  type CodeKind,
  type CouponTerms,
  type Scope,
  type ValueForm,
} from "../../core";
import { asProblems } from "./planDraft";
import { appliesToTexts, basisTexts, catalogTexts, codeKindTexts, scopeTexts, valueFormTexts } from "./texts";
import { CheckField, RuleProblem, SelectField, TextField } from "./ui";
import { Badge } from "../../ui/Badge";
import { writeDecimal } from "../../ui/decimal";
import { EmptyState } from "../../ui/EmptyState";
import { Pager } from "../../ui/Pager";
import { Skeleton } from "../../ui/Skeleton";
import { Table } from "../../ui/Table";
import { SearchTools } from "../orders/ListParts";
import { productListTexts } from "../productListTexts";
import "../orders/sales.css";

// The seller's coupons (/cabinet/coupons): the list with paging by core's
// list rules, a form for one coupon or many generated codes, judged by
// core's coupon rules (`checkCoupon`) before it is sent, editing (once a
// coupon was used its code and discount are fixed: core's
// `coupon::check_edit` at the edge, those fields disabled here), and
// deactivation.
const pageSizes = constants().paging.page_sizes;
const currency = constants().default_currency;

export function CouponsPage({ search }: { search: string }) {
  const t = useTexts(catalogTexts);
  const p = useTexts(productListTexts);
  const { current, queryString, loaded, reload, total, counted, go, reset } = useListPage(
    "coupons",
    "coupons",
    search,
    cabinetApi.coupons,
    paths.cabinetCoupons,
  );
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [generated, setGenerated] = useState<Coupon[] | null>(null);

  if ("problems" in current) {
    return (
      <section data-testid="coupons" data-state="error" data-code={current.problems[0]?.code}>
        <p className="error">{t("badListAddress")}</p>
        <Link href={paths.cabinetCoupons()}>{t("showAll")}</Link>
      </section>
    );
  }
  const state = current.ok;

  return (
    <section className="sales-list coupon-list" data-testid="coupons" data-state={loaded.state} data-total={total ?? undefined}>
      <div className="list-head">
        <h2>{t("coupons")}</h2>
        {!creating && !editing ? (
          <button
            type="button"
            className="primary"
            data-testid="new-coupon"
            onClick={() => {
              setCreating(true);
              setGenerated(null);
            }}
          >
            {t("newCoupon")}
          </button>
        ) : null}
      </div>
      {creating ? (
        <CouponForm
          onCancel={() => setCreating(false)}
          onCreated={(coupons) => {
            setCreating(false);
            setGenerated(coupons);
            reload();
          }}
        />
      ) : null}
      {editing ? (
        <CouponForm
          key={editing.id}
          coupon={editing}
          onCancel={() => setEditing(null)}
          onCreated={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {generated ? (
        <div className="generated note ok" data-testid="generated-codes" data-count={generated.length}>
          <strong>{generated.length === 1 ? t("couponCreated") : t("generatedCodes")}:</strong>
          <ul>
            {generated.map((c) => (
              <li key={c.id} data-testid="generated-code" data-code={c.code}>
                <code>{c.code}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="list-toolbar">
        <SearchTools queryString={queryString} placeholder={p("searchCoupons")} go={go} testId="coupon-search" />
      </div>
      {loaded.state === "loading" ? <Skeleton columns={6} rows={4} /> : null}
      {loaded.state === "error" ? <FormError code={loaded.error.code} testId="coupons-error" /> : null}
      {loaded.state === "ready" ? (
        <>
          {loaded.value.list.length === 0 ? (
            new URLSearchParams(queryString).get("query") ? (
              <EmptyState
                testId="coupons-empty"
                filtered
                title={p("noMatchesTitle")}
                text={p("noCouponMatches")}
                action={{ label: p("resetFilters"), onClick: reset, testId: "empty-reset" }}
              />
            ) : (
              <EmptyState
                testId="coupons-empty"
                title={p("noCouponsTitle")}
                text={p("noCouponsText")}
                action={
                  creating
                    ? undefined
                    : {
                        label: p("createFirstCoupon"),
                        testId: "empty-new-coupon",
                        onClick: () => {
                          setCreating(true);
                          setGenerated(null);
                        },
                      }
                }
              />
            )
          ) : (
            <Table caption={t("coupons")} stack testId="coupon-table">
              <thead>
                <tr>
                  <th scope="col">{t("code")}</th>
                  <th scope="col" className="num">
                    {t("value")}
                  </th>
                  <th scope="col">{t("scope")}</th>
                  <th scope="col" className="num">
                    {t("couponLimit")}
                  </th>
                  <th scope="col" className="num">
                    {t("orders")}
                  </th>
                  <th scope="col">{t("validTill")}</th>
                  <th scope="col">{p("status")}</th>
                  <th scope="col">
                    <span className="ui-table-caption--hidden">{p("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.list.map((c) => (
                  <CouponRow
                    key={c.id}
                    coupon={c}
                    onChanged={reload}
                    onEdit={() => {
                      setCreating(false);
                      setGenerated(null);
                      setEditing(c);
                    }}
                  />
                ))}
              </tbody>
            </Table>
          )}
          {loaded.value.list.length > 0 || state.page > 1 ? (
            <Pager info={loaded.value} shown={loaded.value.list.length} total={counted} go={go} perPageTestId="coupon-per-page" />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** A percentage as people read it in `locale` (the decimal string's separator swapped, never a float). */
const percentText = (value: string, locale: string) => `${locale === "de" ? value.replace(".", ",") : value} %`;

function CouponRow({ coupon: c, onChanged, onEdit }: { coupon: Coupon; onChanged: () => void; onEdit: () => void }) {
  const t = useTexts(catalogTexts);
  const p = useTexts(productListTexts);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <tr data-testid="coupon-row" data-id={c.id} data-code={c.code} data-active={c.active} data-form={c.form}>
      <td data-label={t("code")}>
        <code>{c.code}</code>
      </td>
      <td data-label={t("value")} className="num" data-testid="coupon-cell-value" data-value={c.value} data-value-form={c.valueForm}>
        {c.valueForm === "percents" ? percentText(c.value, locale) : <Amount value={c.value} currency={c.currency ?? currency} />}
      </td>
      <td data-label={t("scope")} data-testid="coupon-cell-scope" data-scope={c.scope}>
        {scopeTexts[c.scope]?.[locale] ?? c.scope}
      </td>
      <td data-label={t("couponLimit")} className="num" data-testid="coupon-cell-limit">
        {c.limit ?? t("unlimited")}
      </td>
      <td data-label={t("orders")} className="num" data-testid="coupon-cell-orders">
        {c.ordersCount}
      </td>
      <td data-label={t("validTill")} data-testid="coupon-cell-valid_till" data-value={c.validTill ?? ""}>
        {c.validTill ? formatDate(localDay(c.validTill), locale) : t("noEnd")}
      </td>
      <td data-label={p("status")} data-testid="coupon-cell-active">
        <Badge status={c.active ? "active" : "inactive"}>{c.active ? p("active") : p("inactive")}</Badge>
      </td>
      <td className="cell-actions">
        <button type="button" className="row-button" data-testid="coupon-edit" onClick={onEdit}>
          {t("edit")}
        </button>
        {c.active ? (
          <button
            type="button"
            className="row-button"
            data-testid="coupon-deactivate"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              cabinetApi
                .deactivateCoupon(c.id)
                .then(onChanged)
                .catch(() => setBusy(false));
            }}
          >
            {t("deactivate")}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

interface CouponDraft {
  form: "single" | "bulk";
  code: string;
  count: string;
  codeKind: CodeKind;
  codeLength: string;
  value: string;
  valueForm: ValueForm;
  basis: AmountBasis;
  scope: Scope;
  productIds: number[];
  limit: string;
  validFrom: string;
  validTill: string;
  appliesTo: AppliesTo;
}

const emptyCoupon: CouponDraft = {
  form: "single",
  code: "",
  count: "10",
  codeKind: "alphanumeric",
  codeLength: "8",
  value: "",
  valueForm: "percents",
  basis: "end_amount",
  scope: "all_products",
  productIds: [],
  limit: "",
  validFrom: "",
  validTill: "",
  appliesTo: "first_payment",
};

/** An instant's day in the browser's time zone (yyyy-mm-dd), as the date fields show it. */
function localDay(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A stored coupon as the form's draft (its value written for people). */
function draftOf(c: Coupon): CouponDraft {
  return {
    ...emptyCoupon,
    form: c.form,
    code: c.code,
    value: writeDecimal(c.value, moneyLocale, 2),
    valueForm: c.valueForm,
    basis: c.basis,
    scope: c.scope,
    productIds: c.productIds,
    limit: c.limit === undefined || c.limit === null ? "" : String(c.limit),
    validFrom: c.validFrom ? localDay(c.validFrom) : "",
    validTill: c.validTill ? localDay(c.validTill) : "",
    appliesTo: c.appliesTo,
  };
}

/** A date field's day as an instant: the start of the day, or its end for the last valid day. */
const instant = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? "23:59:59" : "00:00:00"}`).toISOString() : undefined);
const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The draft as core's coupon terms, and the problems of texts that could not be read. */
function termsOf(d: CouponDraft): { terms: CouponTerms; problems: { field: string; code: string }[] } {
  const problems: { field: string; code: string }[] = [];
  let value = d.value.trim();
  if (value) {
    try {
      value = parseMoney(value, currency, moneyLocale);
    } catch (e) {
      problems.push({ field: "value", code: asProblems(e)[0]?.code ?? "invalid_amount" });
    }
  }
  const limit = wholeNumber(d.limit);
  if (d.limit.trim() && limit === undefined) problems.push({ field: "limit", code: "invalid_number" });
  const terms: CouponTerms = {
    // Bulk codes are generated by the edge: a stand-in for core's check.
    code: d.form === "single" ? d.code.trim() : "GENERATED",
    form: d.form,
    active: true,
    value,
    value_form: d.valueForm,
    basis: d.basis,
    scope: d.scope,
    product_ids: d.scope === "all_products" ? [] : d.productIds,
    orders_count: 0,
    applies_to: d.appliesTo,
  };
  if (d.valueForm === "currency") terms.currency = currency;
  if (limit !== undefined) terms.limit = limit;
  const from = instant(d.validFrom, false);
  const till = instant(d.validTill, true);
  if (from) terms.valid_from = from;
  if (till) terms.valid_till = till;
  return { terms, problems };
}

function CouponForm({
  coupon,
  onCancel,
  onCreated,
}: {
  /** The coupon to change; none for a new one. */
  coupon?: Coupon;
  onCancel: () => void;
  onCreated: (coupons: Coupon[]) => void;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? draftOf(coupon) : emptyCoupon));
  // Once used, the code and the discount are fixed (core's coupon::check_edit).
  const used = (coupon?.ordersCount ?? 0) > 0;
  const [touched, setTouched] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [edgeProblems, setEdgeProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsProducts = draft.scope !== "all_products";
  const [products] = useLoad(needsProducts ? "coupon-products" : "none", (signal) =>
    needsProducts ? cabinetApi.products(allProducts(), signal).then((l) => l.list) : Promise.resolve([]),
  );

  const { terms, problems: reading } = termsOf(draft);
  const local = new Map<string, string>();
  for (const p of reading) if (!local.has(p.field)) local.set(p.field, p.code);
  const judged = checkCoupon(terms, terms.product_ids, terms.currency ?? currency, new Date().toISOString()) ?? [];
  for (const p of judged) {
    // `coupon`: whether it could be used right now (not a fault of the terms); bulk codes are the edge's.
    if (p.field === "coupon" || (draft.form === "bulk" && p.field === "code")) continue;
    if (!local.has(p.field)) local.set(p.field, p.code);
  }
  const problemOf = (field: string) => edgeProblems[field] ?? (submitted || touched.includes(field) ? (local.get(field) ?? null) : null);
  const change = (patch: Partial<CouponDraft>, field: string) => {
    setDraft({ ...draft, ...patch });
    if (!touched.includes(field)) setTouched([...touched, field]);
    const { [field]: _gone, ...rest } = edgeProblems;
    setEdgeProblems(rest);
  };

  async function create() {
    setSubmitted(true);
    setError(null);
    if (local.size > 0) return;
    const { orders_count: _count, ...single } = terms;
    if (coupon) {
      setBusy(true);
      try {
        const changed = await cabinetApi.updateCoupon(coupon.id, { ...single, code: draft.code.trim(), active: coupon.active });
        onCreated([changed]);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        if (e.problems.length > 0) setEdgeProblems(Object.fromEntries(e.problems.map((p) => [p.field, p.code])));
        else if (e.code === "coupon_code_taken") setEdgeProblems({ code: e.code });
        else setError(e.code);
        setBusy(false);
      }
      return;
    }
    let body: SingleCouponBody | BulkCouponBody = single;
    if (draft.form === "bulk") {
      body = {
        ...single,
        code: "",
        form: "bulk",
        count: wholeNumber(draft.count) ?? 0,
        code_kind: draft.codeKind,
        code_length: wholeNumber(draft.codeLength) ?? 0,
      };
    }
    setBusy(true);
    try {
      onCreated(await cabinetApi.createCoupons(body));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) setEdgeProblems(Object.fromEntries(e.problems.map((p) => [p.field, p.code])));
      else if (e.code === "coupon_code_taken") setEdgeProblems({ code: e.code });
      else setError(e.code);
      setBusy(false);
    }
  }

  const known = new Set([
    "code",
    "count",
    "code_kind",
    "code_length",
    "value",
    "value_form",
    "basis",
    "scope",
    "product_ids",
    "limit",
    "valid_from",
    "valid_till",
    "applies_to",
  ]);
  const other = [...new Map([...(submitted ? local : []), ...Object.entries(edgeProblems)]).entries()].filter(([f]) => !known.has(f));
  return (
    <form
      className="catalog-form coupon-form"
      data-testid="coupon-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      {used ? (
        <p className="note" data-testid="coupon-used-note">
          {t("couponUsedNote").replace("{n}", String(coupon?.ordersCount ?? 0))}
        </p>
      ) : null}
      <fieldset className="choices" hidden={coupon !== undefined}>
        <legend>{t("couponForm")}</legend>
        {(["single", "bulk"] as const).map((f) => (
          <label key={f} className="check">
            <input
              type="radio"
              name="coupon-form"
              data-testid={`coupon-form-${f}`}
              checked={draft.form === f}
              onChange={() => change({ form: f }, "form")}
            />
            {t(f)}
          </label>
        ))}
      </fieldset>
      {draft.form === "single" || coupon ? (
        <TextField
          testId="coupon-code"
          label={t("code")}
          value={draft.code}
          disabled={used}
          onChange={(v) => change({ code: v }, "code")}
          problem={problemOf("code")}
        />
      ) : (
        <div className="bulk">
          <TextField
            testId="coupon-count"
            label={t("count")}
            type="number"
            value={draft.count}
            onChange={(v) => change({ count: v }, "count")}
            problem={problemOf("count")}
          />
          <SelectField<CodeKind>
            testId="coupon-code_kind"
            label={t("codeKind")}
            value={draft.codeKind}
            options={(Object.keys(codeKindTexts) as CodeKind[]).map((k) => [k, codeKindTexts[k][locale]] as const)}
            onChange={(v) => change({ codeKind: v }, "code_kind")}
            problem={problemOf("code_kind")}
          />
          <TextField
            testId="coupon-code_length"
            label={t("codeLength")}
            type="number"
            value={draft.codeLength}
            onChange={(v) => change({ codeLength: v }, "code_length")}
            problem={problemOf("code_length")}
          />
        </div>
      )}
      <SelectField<ValueForm>
        testId="coupon-value_form"
        label={t("valueForm")}
        value={draft.valueForm}
        disabled={used}
        options={(Object.keys(valueFormTexts) as ValueForm[]).map((v) => [v, valueFormTexts[v][locale]] as const)}
        onChange={(v) => change({ valueForm: v }, "value_form")}
        problem={problemOf("value_form") ?? problemOf("currency")}
      />
      <TextField
        testId="coupon-value"
        label={t("value")}
        value={draft.value}
        disabled={used}
        onChange={(v) => change({ value: v }, "value")}
        problem={problemOf("value")}
      />
      <SelectField<AmountBasis>
        testId="coupon-basis"
        label={t("basis")}
        value={draft.basis}
        disabled={used}
        options={(Object.keys(basisTexts) as AmountBasis[]).map((b) => [b, basisTexts[b][locale]] as const)}
        onChange={(v) => change({ basis: v }, "basis")}
      />
      <SelectField<Scope>
        testId="coupon-scope"
        label={t("scope")}
        value={draft.scope}
        options={(Object.keys(scopeTexts) as Scope[]).map((s) => [s, scopeTexts[s][locale]] as const)}
        onChange={(v) =>
          change({ scope: v, productIds: v === "single_product" ? draft.productIds.slice(0, 1) : draft.productIds }, "scope")
        }
      />
      {needsProducts ? (
        <fieldset className="choices" data-testid="coupon-products">
          <legend>{t("chooseProducts")}</legend>
          {products.state === "ready"
            ? products.value.map((p) => (
                <CheckField
                  key={p.id}
                  testId={`coupon-product-${p.id}`}
                  label={p.name}
                  checked={draft.productIds.includes(p.id)}
                  onChange={(on) => {
                    const ids =
                      draft.scope === "single_product"
                        ? on
                          ? [p.id]
                          : []
                        : on
                          ? [...draft.productIds, p.id]
                          : draft.productIds.filter((id) => id !== p.id);
                    change({ productIds: ids }, "product_ids");
                  }}
                />
              ))
            : null}
          {problemOf("product_ids") ? <RuleProblem code={problemOf("product_ids") ?? ""} testId="coupon-product_ids-error" /> : null}
        </fieldset>
      ) : null}
      <TextField
        testId="coupon-limit"
        label={t("couponLimit")}
        type="number"
        value={draft.limit}
        onChange={(v) => change({ limit: v }, "limit")}
        problem={problemOf("limit")}
        hint={t("limitHint")}
      />
      <TextField
        testId="coupon-valid_from"
        label={t("validFrom")}
        type="date"
        value={draft.validFrom}
        onChange={(v) => change({ validFrom: v }, "valid_from")}
        problem={problemOf("valid_from")}
      />
      <TextField
        testId="coupon-valid_till"
        label={t("validTill")}
        type="date"
        value={draft.validTill}
        onChange={(v) => change({ validTill: v }, "valid_till")}
        problem={problemOf("valid_till")}
      />
      <SelectField<AppliesTo>
        testId="coupon-applies_to"
        label={t("appliesTo")}
        value={draft.appliesTo}
        disabled={used}
        options={(Object.keys(appliesToTexts) as AppliesTo[]).map((a) => [a, appliesToTexts[a][locale]] as const)}
        onChange={(v) => change({ appliesTo: v }, "applies_to")}
      />
      {other.map(([field, code]) => (
        <p key={field} className="form-error" data-field={field}>
          {field}: <RuleProblem code={code} testId="coupon-problem-other" />
        </p>
      ))}
      {error ? <RuleProblem code={error} testId="coupon-error" /> : null}
      <div className="actions">
        <button type="button" data-testid="coupon-cancel" onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="submit" className="primary" data-testid="coupon-submit" disabled={busy}>
          {coupon ? t("saveCoupon") : draft.form === "bulk" ? t("createCoupons") : t("createCoupon")}
        </button>
      </div>
    </form>
  );
}

/** The query for every product on one page: core's largest page size. */
function allProducts(): string {
  const answer = listState("", { per: Math.max(...pageSizes) }, null, "products");
  return "ok" in answer ? answer.ok.query_string : "";
}
