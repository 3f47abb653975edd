import { useState } from "react";
import { ApiError, errorText } from "../../api/client";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { toast } from "../../app/toasts";
import { useLoad } from "../../app/useLoad";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Checkbox } from "../../ui/Checkbox";
import { EmptyState } from "../../ui/EmptyState";
import { Modal } from "../../ui/Modal";
import { Select } from "../../ui/Select";
import { Skeleton } from "../../ui/Skeleton";
import { Table } from "../../ui/Table";
import { TextField } from "../../ui/TextField";
import { categoriesApi, type CategoryWrite, type ShopCategory } from "./api";
import { PALETTE } from "./fields";
import { PagesTabs } from "./PagesPage";
import { categoryTexts, pageTexts } from "./texts";
import "./pages.css";

// The shop's product categories (spec section 3: title, description,
// colour, hidden, position, products, parent and children): the product
// lists of the shop's pages show them as tabs or a drop-down.
export function CategoriesPage() {
  const t = useTexts(categoryTexts);
  const [round, setRound] = useState(0);
  const [loaded, reload] = useLoad(`categories-${round}`, async (signal) => {
    const [categories, products] = await Promise.all([categoriesApi.list(signal), categoriesApi.products(signal)]);
    return { categories, products };
  });
  const [editing, setEditing] = useState<ShopCategory | "new" | null>(null);
  const done = () => {
    setEditing(null);
    setRound((r) => r + 1);
  };
  const ready = loaded.state === "ready" ? loaded.value : null;
  const byId = new Map(ready?.categories.map((c) => [c.id, c]) ?? []);
  // parents first, each followed by its children, in position order
  const ordered = ready
    ? [...ready.categories]
        .filter((c) => c.parent_id === undefined || !byId.has(c.parent_id))
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .flatMap((parent) => [
          parent,
          ...ready.categories.filter((c) => c.parent_id === parent.id).sort((a, b) => a.position - b.position || a.id - b.id),
        ])
    : [];
  return (
    <PagesTabs current="categories">
      <div className="list-head">
        <p className="builder-pages-intro">{t("intro")}</p>
        <Button testId="new-category" onClick={() => setEditing("new")}>
          {t("newCategory")}
        </Button>
      </div>
      {loaded.state === "loading" ? <Skeleton rows={3} columns={4} /> : null}
      {loaded.state === "error" ? (
        <p role="alert">
          {t("loadFailed")}{" "}
          <Button variant="ghost" size="small" onClick={reload}>
            {t("retry")}
          </Button>
        </p>
      ) : null}
      {ready && ready.categories.length === 0 ? (
        <EmptyState
          testId="categories-empty"
          title={t("emptyTitle")}
          text={t("emptyText")}
          action={{ label: t("newCategory"), onClick: () => setEditing("new") }}
        />
      ) : null}
      {ready && ready.categories.length > 0 ? (
        <Table caption={t("categories")} testId="categories-table" stack>
          <thead>
            <tr>
              <th scope="col">{t("title")}</th>
              <th scope="col">{t("parent")}</th>
              <th scope="col" className="num">
                {t("position")}
              </th>
              <th scope="col" className="num">
                {t("products")}
              </th>
              <th scope="col">{t("visibility")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("edit")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((c) => (
              <tr key={c.id} data-testid="category-row" data-category-id={c.id}>
                <td data-label={t("title")}>
                  <span className={c.parent_id === undefined ? "category-title" : "category-title category-child"}>
                    {c.color ? <span className="category-colour" style={{ background: c.color }} aria-hidden="true" /> : null}
                    {c.title}
                  </span>
                </td>
                <td data-label={t("parent")}>{c.parent_id === undefined ? "–" : (byId.get(c.parent_id)?.title ?? "–")}</td>
                <td data-label={t("position")} className="num">
                  {c.position}
                </td>
                <td data-label={t("products")} className="num">
                  {c.product_ids.length}
                </td>
                <td data-label={t("visibility")}>
                  {c.hidden ? <Badge tone="neutral">{t("hidden")}</Badge> : <Badge tone="success">{t("shown")}</Badge>}
                </td>
                <td>
                  <Button
                    variant="secondary"
                    size="small"
                    testId="category-edit"
                    onClick={() => setEditing(c)}
                    aria-label={`${t("edit")}: ${c.title}`}
                  >
                    {t("edit")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {editing && ready ? (
        <CategoryDialog
          category={editing === "new" ? null : editing}
          categories={ready.categories}
          products={ready.products}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      ) : null}
    </PagesTabs>
  );
}

function CategoryDialog({
  category,
  categories,
  products,
  onClose,
  onDone,
}: {
  category: ShopCategory | null;
  categories: ShopCategory[];
  products: { id: number; name: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTexts(categoryTexts);
  const pt = useTexts(pageTexts);
  const locale = useLocale();
  const [form, setForm] = useState<CategoryWrite>({
    title: category?.title ?? "",
    description: category?.description ?? "",
    color: category?.color ?? null,
    hidden: category?.hidden ?? false,
    position: category?.position ?? categories.length + 1,
    parent_id: category?.parent_id ?? null,
    product_ids: category?.product_ids ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<"save" | "delete" | null>(null);
  const set = (patch: Partial<CategoryWrite>) => setForm((f) => ({ ...f, ...patch }));
  const fail = (e: unknown) => {
    if (e instanceof ApiError && e.problems.length > 0) {
      setErrors(Object.fromEntries(e.problems.map((p) => [p.field, errorText(p.code, null, locale)])));
    } else {
      const code = e instanceof ApiError ? e.code : "page_server_error";
      setErrors({ "": errorText(code, null, locale) });
    }
  };
  const save = async () => {
    setPending("save");
    setErrors({});
    try {
      if (category) await categoriesApi.update(category.id, form);
      else await categoriesApi.create(form);
      toast("success", "category_saved", t("saved"));
      onDone();
    } catch (e) {
      fail(e);
    } finally {
      setPending(null);
    }
  };
  const remove = async () => {
    if (!category) return;
    setPending("delete");
    try {
      await categoriesApi.remove(category.id);
      toast("success", "category_deleted", t("deleted"));
      onDone();
    } catch (e) {
      fail(e);
    } finally {
      setPending(null);
    }
  };
  // a category's parent is another top-level category (one level of children)
  const parents = categories.filter((c) => c.id !== category?.id && c.parent_id === undefined);
  return (
    <Modal
      open
      onClose={onClose}
      size="medium"
      title={category ? t("editCategory") : t("newCategory")}
      testId="category-dialog"
      footer={
        <>
          {category ? (
            <Button variant="danger" testId="category-delete" pending={pending === "delete"} onClick={() => void remove()}>
              {t("delete")}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {pt("cancel")}
          </Button>
          <Button testId="category-save" pending={pending === "save"} onClick={() => void save()}>
            {t("save")}
          </Button>
        </>
      }
    >
      <div className="new-page-form">
        <TextField
          label={t("title")}
          testId="category-title"
          required
          value={form.title}
          maxLength={200}
          error={errors.title}
          onChange={(title) => set({ title })}
        />
        <TextField
          label={t("description")}
          testId="category-description"
          multiline
          rows={3}
          value={form.description}
          error={errors.description}
          onChange={(description) => set({ description })}
        />
        <div className="block-setting block-setting-colour">
          <TextField
            label={t("colour")}
            testId="category-colour"
            placeholder="#RRGGBB"
            value={form.color ?? ""}
            error={errors.color}
            onChange={(v) => set({ color: v.trim() === "" ? null : v.trim() })}
          />
          <div className="colour-swatches" role="group" aria-label={t("colour")}>
            {PALETTE.map((c) => (
              <button
                key={c}
                type="button"
                className="colour-swatch"
                style={{ background: c }}
                aria-label={`${pt("swatch")} ${c}`}
                aria-pressed={(form.color ?? "").toLowerCase() === c.toLowerCase()}
                onClick={() => set({ color: c })}
              />
            ))}
          </div>
        </div>
        <Select
          label={t("parent")}
          testId="category-parent"
          value={form.parent_id === null ? "" : String(form.parent_id)}
          options={[["", t("noParent")] as const, ...parents.map((c) => [String(c.id), c.title] as const)]}
          error={errors.parent_id}
          onChange={(v) => set({ parent_id: v === "" ? null : Number(v) })}
        />
        <TextField
          label={t("position")}
          testId="category-position"
          type="number"
          value={String(form.position)}
          onChange={(v) => set({ position: Number.parseInt(v, 10) || 0 })}
        />
        <Checkbox label={t("hideCategory")} testId="category-hidden" checked={form.hidden} onChange={(hidden) => set({ hidden })} />
        <fieldset className="block-setting-group" data-testid="category-products">
          <legend>{t("products")}</legend>
          {products.length === 0 ? <p className="page-editor-hint">{t("noProducts")}</p> : null}
          {products.map((p) => (
            <Checkbox
              key={p.id}
              label={p.name}
              testId={`category-product-${p.id}`}
              checked={form.product_ids.includes(p.id)}
              onChange={(c) => set({ product_ids: c ? [...form.product_ids, p.id] : form.product_ids.filter((id) => id !== p.id) })}
            />
          ))}
          {errors.product_ids ? <p className="new-page-error">{errors.product_ids}</p> : null}
        </fieldset>
        {errors[""] ? (
          <p role="alert" className="new-page-error">
            {errors[""]}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
