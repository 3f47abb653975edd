import { useState } from "react";
import { FormError } from "../../account/Field";
import { ApiError } from "../../api/client";
import { cabinetApi, coreShape } from "../../api/cabinet";
import { funnelsApi, type Funnel, type FunnelStats } from "../../api/funnels";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { Amount } from "../../app/Money";
import { useLoad } from "../../app/useLoad";
import { messageFor, type PlanTerms } from "../../core";
import { DecimalField } from "../../ui/DecimalField";
import { writeDecimal } from "../../ui/decimal";
import { useNumberLocale } from "../../ui/numberLocale";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { Modal } from "../../ui/Modal";
import { Select } from "../../ui/Select";
import { Table } from "../../ui/Table";
import { TextField } from "../../ui/TextField";
import { toast } from "../../ui/toasts";
import { useFormGuard } from "../../ui/useFormGuard";
import { pagesApi } from "../pages/api";
import { funnelsTexts } from "./texts";
import "./funnels.css";

// The seller's funnels (/cabinet/funnels, issue 19): a table of the funnels
// with their state, steps and products; a dialog to create one with its
// steps (each a published product of the seller with one of its plans) and
// the products whose buyers go through it; activating and deactivating;
// the numbers (views, acceptances, revenue) per funnel. Each step may be shown
// on one of the seller's published funnel pages (built in the page editor;
// core renders the step page with it, or with its default funnel page).
// Core's `funnels` checks what is saved at the edge; its problems come back
// per field. A step may offer its plan for less (an offer price below the
// plan's, issue 30): the edge charges it and the step page shows the plan's
// price struck through.

/** A step as the dialog holds it: ids as the selects' strings ("" while unchosen, or for the default page); an edited step keeps its title and text. */
interface StepForm {
  productId: string;
  planId: string;
  title?: string;
  text?: string;
  pageId?: string;
  /** The discounted offer price as typed, and what it reads as (canonical; "" for none, null when unreadable). */
  offerPrice?: string;
  offerValue?: string | null;
}

type Product = { id: number; name: string };
/** A published funnel page of the seller's, as a step's page. */
type FunnelPage = { id: number; title: string };

function problemsOf(e: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (e instanceof ApiError) for (const p of e.problems) if (!out.has(p.field)) out.set(p.field, p.code);
  return out;
}

export function FunnelsPage() {
  const t = useTexts(funnelsTexts);
  const locale = useLocale();
  const [loaded, reload] = useLoad("cabinet-funnels", (signal) => funnelsApi.list(signal));
  const [products] = useLoad("cabinet-funnel-products", (signal) =>
    cabinetApi.products("is_published=true&per=100", signal).then((p) => p.list.map((r) => ({ id: r.id, name: r.name }))),
  );
  const [pages] = useLoad("cabinet-funnel-pages", (signal) =>
    pagesApi
      .list(signal)
      .then((list) =>
        list.filter((p) => p.page_type === "funnel" && p.published !== undefined).map((p) => ({ id: p.id, title: p.title || p.path })),
      ),
  );
  // the dialog: closed, a new funnel, or the funnel being edited
  const [dialog, setDialog] = useState<"closed" | "new" | Funnel>("closed");
  const [busy, setBusy] = useState<number | null>(null);
  const [stats, setStats] = useState<{ funnel: Funnel; stats: FunnelStats } | null>(null);
  // A funnel just made: with a step it is active at once (core's `funnels::created_state`, issue 30),
  // and the page says so; an empty one is saved inactive, and the page says why.
  const [created, setCreated] = useState<Funnel | null>(null);

  const failed = (e: unknown) => {
    const code = e instanceof ApiError ? e.code : "network_error";
    toast("error", code, messageFor(code, locale));
  };
  async function toggle(f: Funnel) {
    setBusy(f.id);
    try {
      await funnelsApi.toggle(f.id, f.state === "activated" ? "deactivate" : "activate");
      if (created?.id === f.id) setCreated(null);
      toast("success", "funnel_saved", t("saved"));
      reload();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  }
  async function remove(f: Funnel) {
    setBusy(f.id);
    try {
      await funnelsApi.remove(f.id);
      toast("success", "funnel_removed", t("removed"));
      reload();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  }
  async function showStats(f: Funnel) {
    setBusy(f.id);
    try {
      setStats({ funnel: f, stats: await funnelsApi.stats(f.id) });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  }

  const head = (
    <>
      <h2>{t("title")}</h2>
      <p className="funnels-intro">{t("intro")}</p>
    </>
  );
  if (loaded.state === "loading") {
    return (
      <section className="funnels" data-testid="funnels" data-state="loading">
        {head}
        <p>{t("loading")}</p>
      </section>
    );
  }
  if (loaded.state === "error") {
    return (
      <section className="funnels" data-testid="funnels" data-state="error">
        {head}
        <FormError code={loaded.error.code} testId="funnels-error" />
        <Button variant="secondary" onClick={reload}>
          {t("retry")}
        </Button>
      </section>
    );
  }
  const funnels = loaded.value;
  const named = products.state === "ready" ? products.value : [];
  const nameOf = (id: number) => named.find((p) => p.id === id)?.name ?? `#${id}`;
  const add = (
    <Button onClick={() => setDialog("new")} testId="funnel-add" disabled={products.state !== "ready"}>
      {t("add")}
    </Button>
  );
  return (
    <section className="funnels" data-testid="funnels" data-state="ready">
      {head}
      {funnels.length === 0 ? (
        <EmptyState title={t("emptyTitle")} text={t("emptyText")} testId="funnels-empty">
          {add}
        </EmptyState>
      ) : (
        <>
          {created && funnels.some((f) => f.id === created.id) ? (
            <div className="funnels-activate" role="status" data-testid="funnel-created" data-state={created.state}>
              <p>{t(created.state === "activated" ? "createdActive" : "createdEmpty").replace("{name}", created.name)}</p>
            </div>
          ) : null}
          <div className="funnels-toolbar">{add}</div>
          <Table caption={t("title")} stack testId="funnels-table">
            <thead>
              <tr>
                <th scope="col">{t("name")}</th>
                <th scope="col">{t("steps")}</th>
                <th scope="col">{t("products")}</th>
                <th scope="col">{t("status")}</th>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {funnels.map((f) => (
                <tr key={f.id} data-testid="funnel-row" data-id={f.id} data-state={f.state}>
                  <td data-label={t("name")}>{f.name}</td>
                  <td data-label={t("steps")}>
                    <ol className="funnels-steps">
                      {f.steps.map((s) => (
                        <li key={s.id}>{nameOf(s.productId)}</li>
                      ))}
                    </ol>
                  </td>
                  <td data-label={t("products")}>{f.productIds.map(nameOf).join(", ") || "—"}</td>
                  <td data-label={t("status")}>
                    <Badge tone={f.state === "activated" ? "success" : "neutral"}>{t(f.state)}</Badge>
                    {f.state === "deactivated" ? <span className="funnels-hidden">{t("notShown")}</span> : null}
                  </td>
                  <td data-label={t("actions")}>
                    <div className="funnels-actions">
                      <Button size="small" variant="ghost" pending={busy === f.id} onClick={() => void toggle(f)} testId="funnel-toggle">
                        {f.state === "activated" ? t("deactivate") : t("activate")}
                      </Button>
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => setDialog(f)}
                        disabled={products.state !== "ready"}
                        testId="funnel-edit"
                      >
                        {t("edit")}
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => void showStats(f)} testId="funnel-stats">
                        {t("stats")}
                      </Button>
                      <Button size="small" variant="ghost" onClick={() => void remove(f)} testId="funnel-remove">
                        {t("remove")}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      {dialog !== "closed" ? (
        <FunnelDialog
          key={dialog === "new" ? "new" : dialog.id}
          funnel={dialog === "new" ? undefined : dialog}
          products={named}
          pages={pages.state === "ready" ? pages.value : []}
          onClose={() => setDialog("closed")}
          onSaved={(funnel) => {
            if (dialog === "new") setCreated(funnel);
            setDialog("closed");
            reload();
          }}
        />
      ) : null}
      {stats ? <StatsDialog funnel={stats.funnel} stats={stats.stats} nameOf={nameOf} onClose={() => setStats(null)} /> : null}
    </section>
  );
}

/** One step's product and plan; the plans are loaded for the product chosen. */
function StepFields(props: {
  index: number;
  step: StepForm;
  products: Product[];
  pages: FunnelPage[];
  problem: string | undefined;
  pageProblem: string | undefined;
  priceProblem: string | undefined;
  titleProblem: string | undefined;
  textProblem: string | undefined;
  onChange: (step: StepForm) => void;
  onRemove: () => void;
}) {
  const t = useTexts(funnelsTexts);
  const locale = useLocale();
  const { step } = props;
  const [plans] = useLoad(`cabinet-funnel-plans:${step.productId}`, (signal) =>
    step.productId ? cabinetApi.product(Number(step.productId), signal).then((p) => p.pricingPlans) : Promise.resolve([]),
  );
  const planOptions = plans.state === "ready" ? plans.value.map((p) => [String(p.id), p.name] as const) : [];
  const plan = plans.state === "ready" ? plans.value.find((p) => String(p.id) === step.planId) : undefined;
  const planPrice = plan ? (coreShape<PlanTerms>(plan.terms).price ?? null) : null;
  // a product chosen takes its first plan until the seller picks another
  const choose = (productId: string) => {
    props.onChange({ ...step, productId, planId: "" });
    if (productId)
      void cabinetApi
        .product(Number(productId))
        .then((p) => props.onChange({ ...step, productId, planId: String(p.pricingPlans[0]?.id ?? "") }));
  };
  return (
    <fieldset className="funnels-step" data-testid="funnel-step-fields">
      <legend>
        {t("step")} {props.index + 1}
      </legend>
      <Select
        label={t("product")}
        value={step.productId}
        options={[["", t("chooseProduct")] as const, ...props.products.map((p) => [String(p.id), p.name] as const)]}
        onChange={choose}
        testId="funnel-step-product"
        error={props.problem ? messageFor(props.problem, locale) : undefined}
        errorCode={props.problem}
      />
      <Select
        label={t("plan")}
        value={step.planId}
        options={planOptions}
        onChange={(planId) => props.onChange({ ...step, planId })}
        testId="funnel-step-plan"
      />
      {plan && planPrice !== null ? (
        <DecimalField
          label={t("offerPrice")}
          hint={
            <>
              {t("offerPriceHint")} <Amount value={planPrice} currency={plan.currency} />
            </>
          }
          optional
          currency={plan.currency}
          value={step.offerPrice ?? ""}
          onChange={(text, reading) =>
            props.onChange({
              ...step,
              offerPrice: text,
              offerValue: reading.kind === "value" ? reading.value : reading.kind === "empty" ? "" : null,
            })
          }
          error={props.priceProblem ? messageFor(props.priceProblem, locale) : undefined}
          errorCode={props.priceProblem}
          testId="funnel-step-offer-price"
        />
      ) : null}
      <TextField
        label={t("stepTitle")}
        hint={t("stepTitleHint")}
        value={step.title ?? ""}
        onChange={(title) => props.onChange({ ...step, title })}
        maxLength={200}
        error={props.titleProblem ? messageFor(props.titleProblem, locale) : undefined}
        errorCode={props.titleProblem}
        testId="funnel-step-title"
      />
      <TextField
        label={t("stepText")}
        value={step.text ?? ""}
        onChange={(text) => props.onChange({ ...step, text })}
        multiline
        rows={3}
        maxLength={2000}
        error={props.textProblem ? messageFor(props.textProblem, locale) : undefined}
        errorCode={props.textProblem}
        testId="funnel-step-text"
      />
      <Select
        label={t("page")}
        hint={t("pageHint")}
        value={step.pageId ?? ""}
        options={[["", t("defaultPage")] as const, ...props.pages.map((p) => [String(p.id), p.title] as const)]}
        onChange={(pageId) => props.onChange({ ...step, pageId })}
        testId="funnel-step-page"
        error={props.pageProblem ? messageFor(props.pageProblem, locale) : undefined}
        errorCode={props.pageProblem}
      />
      <Button size="small" variant="ghost" onClick={props.onRemove} testId="funnel-step-remove">
        {t("removeStep")}
      </Button>
    </fieldset>
  );
}

/**
 * The dialog creating a funnel, or rewriting `funnel`: its name, its steps
 * (the edge replaces them in the order given; an active funnel keeps at
 * least one, core's rule) and a product it follows.
 */
function FunnelDialog(props: {
  funnel?: Funnel;
  products: Product[];
  pages: FunnelPage[];
  onClose: () => void;
  onSaved: (funnel: Funnel) => void;
}) {
  const t = useTexts(funnelsTexts);
  const locale = useLocale();
  const numberLocale = useNumberLocale();
  const editing = props.funnel;
  const initialSteps: StepForm[] = editing
    ? editing.steps.map((s) => ({
        productId: String(s.productId),
        planId: String(s.planId),
        title: s.title,
        text: s.text,
        pageId: s.pageId == null ? "" : String(s.pageId),
        offerPrice: s.offerPrice ? writeDecimal(s.offerPrice, numberLocale) : "",
        offerValue: s.offerPrice ?? "",
      }))
    : [{ productId: "", planId: "" }];
  const [name, setName] = useState(editing?.name ?? "");
  const [steps, setSteps] = useState<StepForm[]>(initialSteps);
  const [after, setAfter] = useState("");
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  useFormGuard(
    editing
      ? name !== editing.name || JSON.stringify(steps) !== JSON.stringify(initialSteps)
      : name !== "" || steps.some((s) => s.productId !== ""),
  );
  const chosen = steps.filter((s) => s.productId && s.planId);
  async function save() {
    setSaving(true);
    try {
      const draft = {
        name,
        steps: chosen.map((s) => ({
          productId: Number(s.productId),
          planId: Number(s.planId),
          title: s.title ?? "",
          text: s.text ?? "",
          pageId: s.pageId ? Number(s.pageId) : null,
          // unreadable text goes as typed, so the edge names the problem at the field
          offerPrice: s.offerValue === null ? (s.offerPrice ?? null) : s.offerValue || null,
        })),
      };
      const funnel = editing ? await funnelsApi.update(editing.id, draft) : await funnelsApi.create(draft);
      if (after) await funnelsApi.attach(Number(after), funnel.id);
      toast("success", "funnel_saved", t("saved"));
      props.onSaved(funnel);
    } catch (e) {
      const found = problemsOf(e);
      setProblems(found);
      if (found.size === 0) {
        const code = e instanceof ApiError ? e.code : "network_error";
        toast("error", code, messageFor(code, locale));
      }
    } finally {
      setSaving(false);
    }
  }
  const nameProblem = problems.get("name");
  const stepsProblem = problems.get("steps");
  return (
    <Modal
      open
      onClose={props.onClose}
      size="medium"
      title={editing ? t("editTitle") : t("addTitle")}
      testId="funnel-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} testId="funnel-cancel">
            {t("cancel")}
          </Button>
          <Button type="submit" form="funnel-form" pending={saving} testId="funnel-save">
            {saving ? t("saving") : t("save")}
          </Button>
        </>
      }
    >
      <form
        id="funnel-form"
        className="funnels-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t("name")}
          value={name}
          onChange={(v) => {
            setName(v);
            setProblems(new Map());
          }}
          required
          maxLength={100}
          error={nameProblem ? messageFor(nameProblem, locale) : undefined}
          errorCode={nameProblem}
          testId="funnel-name"
        />
        {steps.map((step, i) => (
          <StepFields
            key={i}
            index={i}
            step={step}
            products={props.products}
            pages={props.pages}
            problem={problems.get(`steps.${i}.product_id`) ?? problems.get(`steps.${i}.plan_id`)}
            pageProblem={problems.get(`steps.${i}.page_id`)}
            priceProblem={problems.get(`steps.${i}.offer_price`)}
            titleProblem={problems.get(`steps.${i}.title`)}
            textProblem={problems.get(`steps.${i}.text`)}
            onChange={(next) => setSteps(steps.map((s, j) => (j === i ? next : s)))}
            onRemove={() => setSteps(steps.filter((_, j) => j !== i))}
          />
        ))}
        {stepsProblem ? <FormError code={stepsProblem} testId="funnel-steps-error" /> : null}
        <Button
          variant="secondary"
          size="small"
          onClick={() => setSteps([...steps, { productId: "", planId: "" }])}
          testId="funnel-step-add"
        >
          {t("addStep")}
        </Button>
        <Select
          label={t("after")}
          hint={t("afterHint")}
          value={after}
          options={[["", t("noProduct")] as const, ...props.products.map((p) => [String(p.id), p.name] as const)]}
          onChange={setAfter}
          testId="funnel-after"
        />
      </form>
    </Modal>
  );
}

/** A funnel's numbers: views, acceptances, declines and revenue, in all and per step. */
function StatsDialog(props: { funnel: Funnel; stats: FunnelStats; nameOf: (id: number) => string; onClose: () => void }) {
  const t = useTexts(funnelsTexts);
  const { stats } = props;
  const revenue = (r: FunnelStats["revenue"]) =>
    r.length === 0 ? "—" : r.map((m) => <Amount key={m.currency} value={m.amount} currency={m.currency} />);
  const productOf = (nodeId: number) => props.funnel.steps.find((s) => s.id === nodeId)?.productId;
  return (
    <Modal open onClose={props.onClose} size="medium" title={`${t("stats")}: ${props.funnel.name}`} testId="funnel-stats-dialog">
      <dl className="funnels-totals" data-testid="funnel-totals">
        <dt>{t("views")}</dt>
        <dd data-testid="funnel-views">{stats.views}</dd>
        <dt>{t("acceptances")}</dt>
        <dd data-testid="funnel-acceptances">{stats.acceptances}</dd>
        <dt>{t("declines")}</dt>
        <dd data-testid="funnel-declines">{stats.declines}</dd>
        <dt>{t("revenue")}</dt>
        <dd data-testid="funnel-revenue">{revenue(stats.revenue)}</dd>
      </dl>
      <Table caption={t("perStep")} stack testId="funnel-stats-table">
        <thead>
          <tr>
            <th scope="col">{t("product")}</th>
            <th scope="col">{t("views")}</th>
            <th scope="col">{t("acceptances")}</th>
            <th scope="col">{t("revenue")}</th>
          </tr>
        </thead>
        <tbody>
          {stats.steps.map((s) => {
            const product = productOf(s.nodeId);
            return (
              <tr key={s.nodeId} data-testid="funnel-stats-row">
                <td data-label={t("product")}>{product === undefined ? t("removedStep") : props.nameOf(product)}</td>
                <td data-label={t("views")}>{s.views}</td>
                <td data-label={t("acceptances")}>{s.acceptances}</td>
                <td data-label={t("revenue")}>{revenue(s.revenue)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Modal>
  );
}
