import { useState, type ReactNode } from "react";
import { ApiError, errorText } from "../../api/client";
import { formatDateTime } from "../../app/format";
import { useTexts } from "../../app/i18n";
import { toast } from "../../app/toasts";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { navigate } from "../../app/navigate";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { Modal } from "../../ui/Modal";
import { Select } from "../../ui/Select";
import { Skeleton } from "../../ui/Skeleton";
import { Table } from "../../ui/Table";
import { Tabs } from "../../ui/Tabs";
import { TextField } from "../../ui/TextField";
import { rowLink } from "../../ui/rowLink";
import { pagesApi, type BuilderPage } from "./api";
import { asSaved, PAGE_TYPES, plainPage, publishState } from "./pages";
import { pageTexts, pageTypeTexts } from "./texts";
import type { PageType } from "./document";
import "./pages.css";

// The seller's builder pages (/cabinet/pages): every page with its type,
// address and whether buyers see it, a new page from a template (the
// edge's designed templates of the type, filled from the seller's own
// products, or core's plain default page), and deleting a page (after a
// confirmation; a page a funnel shows is kept, naming the funnel).
export function PagesPage() {
  const t = useTexts(pageTexts);
  const types = useTexts(pageTypeTexts);
  const locale = useLocale();
  const [loaded, reload] = useLoad("pages", (signal) => pagesApi.list(signal));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<BuilderPage | null>(null);
  return (
    <PagesTabs current="pages">
      <div className="list-head">
        <p className="builder-pages-intro">{t("pagesIntro")}</p>
        <Button testId="new-page" onClick={() => setCreating(true)}>
          {t("newPage")}
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
      {loaded.state === "ready" && loaded.value.length === 0 ? (
        <EmptyState
          testId="pages-empty"
          title={t("emptyTitle")}
          text={t("emptyText")}
          action={{ label: t("newPage"), testId: "new-page-empty", onClick: () => setCreating(true) }}
        />
      ) : null}
      {loaded.state === "ready" && loaded.value.length > 0 ? (
        <Table caption={t("pages")} testId="pages-table" stack>
          <thead>
            <tr>
              <th scope="col">{t("title")}</th>
              <th scope="col">{t("pageType")}</th>
              <th scope="col">{t("path")}</th>
              <th scope="col">{t("status")}</th>
              <th scope="col">{t("updated")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.map((p) => (
              <tr key={p.id} {...rowLink(paths.pageEdit(p.id))} data-testid={`page-row-${p.id}`}>
                <td data-label={t("title")}>
                  <Link href={paths.pageEdit(p.id)} testId={`page-link-${p.id}`}>
                    {p.title || types(p.page_type)}
                  </Link>
                </td>
                <td data-label={t("pageType")}>{types(p.page_type)}</td>
                <td data-label={t("path")}>{p.path ? `/${p.path}` : t("home")}</td>
                <td data-label={t("status")}>
                  <StateBadge page={p} />
                </td>
                <td data-label={t("updated")}>{formatDateTime(p.updated_at, locale)}</td>
                <td data-label={t("actions")}>
                  <Button variant="ghost" size="small" testId={`page-delete-${p.id}`} onClick={() => setDeleting(p)}>
                    {t("deletePage")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {creating ? <NewPageDialog onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <DeletePageDialog
          page={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            reload();
          }}
        />
      ) : null}
    </PagesTabs>
  );
}

/** The shop design's frame: its heading and the tabs of its pages and its categories. */
export function PagesTabs({ current, children }: { current: "pages" | "categories" | "theme"; children: ReactNode }) {
  const t = useTexts(pageTexts);
  return (
    <section className="builder-pages" data-testid={current}>
      <h2>{t("shopDesign")}</h2>
      <Tabs
        label={t("shopDesign")}
        selected={current}
        items={[
          { id: "pages", label: t("pages"), href: paths.cabinetPages, testId: "shop-design-tab-pages" },
          { id: "categories", label: t("categories"), href: paths.cabinetCategories, testId: "shop-design-tab-categories" },
          { id: "theme", label: t("theme"), href: paths.cabinetTheme, testId: "shop-design-tab-theme" },
        ]}
      >
        {children}
      </Tabs>
    </section>
  );
}

export function StateBadge({ page }: { page: Pick<BuilderPage, "draft" | "published"> }) {
  const t = useTexts(pageTexts);
  const state = publishState(page);
  const tone = state === "published" ? "success" : state === "changed" ? "warning" : "neutral";
  return (
    <Badge tone={tone} testId="page-state" data={{ "data-state": state }}>
      {t(state)}
    </Badge>
  );
}

/** The funnels' names, quoted, as a sentence lists them. */
function funnelNames(users: { name: string }[]): string {
  return users.map((u) => `„${u.name}“`).join(", ");
}

function DeletePageDialog({ page, onClose, onDeleted }: { page: BuilderPage; onClose: () => void; onDeleted: () => void }) {
  const t = useTexts(pageTexts);
  const types = useTexts(pageTypeTexts);
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const users = page.used_by ?? [];
  const inUse = (names: string) => t("pageInUse").replace("{funnels}", names);
  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await pagesApi.remove(page.id);
      toast("success", "page_deleted", t("deletedToast"));
      onDeleted();
    } catch (e) {
      // page_in_use: a funnel took the page up since the list was loaded
      setError(errorText(e instanceof ApiError ? e.code : "page_server_error", null, locale));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t("deletePageTitle")}
      size="small"
      testId="delete-page-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" testId="delete-page-confirm" pending={pending} disabled={users.length > 0} onClick={() => void remove()}>
            {t("deletePageConfirm")}
          </Button>
        </>
      }
    >
      <div className="stack">
        <p>{t("deletePageText").replace("{title}", page.title || types(page.page_type))}</p>
        {page.published ? <p data-testid="delete-page-published">{t("deletePublishedText")}</p> : null}
        {users.length > 0 ? (
          <p role="alert" className="new-page-error" data-testid="delete-page-in-use">
            {inUse(funnelNames(users))}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="new-page-error" data-testid="delete-page-error">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

function NewPageDialog({ onClose }: { onClose: () => void }) {
  const t = useTexts(pageTexts);
  const types = useTexts(pageTypeTexts);
  const locale = useLocale();
  const [pageType, setPageType] = useState<PageType>("shop");
  const [title, setTitle] = useState("");
  const [path, setPath] = useState("");
  // a designed template's key, or "0" for the plain default page; null: the first designed one
  const [template, setTemplate] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [loaded] = useLoad(`page-templates:${pageType}:${locale}`, (signal) => pagesApi.templates(pageType, locale, signal));
  const designed = loaded.state === "ready" ? loaded.value : [];
  const chosen = template ?? designed[0]?.key ?? "0";
  const picked = designed.find((d) => d.key === chosen);
  const create = async () => {
    setPending(true);
    setError(null);
    try {
      const document = picked ? asSaved(picked.document) : plainPage(pageType);
      const page = await pagesApi.create({ page_type: pageType, title, path, document });
      navigate(paths.pageEdit(page.id));
    } catch (e) {
      const problem = e instanceof ApiError ? e.problems[0] : undefined;
      const code = problem?.code ?? (e instanceof ApiError ? e.code : "page_server_error");
      setError({ field: problem?.field ?? "", text: errorText(code, null, locale) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t("newPage")}
      size="small"
      testId="new-page-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button testId="create-page" pending={pending} onClick={() => void create()}>
            {t("create")}
          </Button>
        </>
      }
    >
      <div className="new-page-form">
        <Select
          label={t("pageType")}
          testId="new-page-type"
          value={pageType}
          options={PAGE_TYPES.map((p) => [p, types(p)] as const)}
          onChange={(v) => {
            setPageType(v);
            setTemplate(null);
          }}
        />
        <Select
          label={t("template")}
          testId="new-page-template"
          value={chosen}
          options={[...designed.map((d) => [d.key, d.name] as const), ["0", t("templateDefault")] as const]}
          onChange={setTemplate}
        />
        {loaded.state === "loading" ? <p className="new-page-hint">{t("templatesLoading")}</p> : null}
        {loaded.state === "error" ? (
          <p className="new-page-hint" data-testid="new-page-templates-failed">
            {t("templatesFailed")}
          </p>
        ) : null}
        {picked ? (
          <p className="new-page-hint" data-testid="new-page-template-description">
            {picked.description} {t("templateHint")}
          </p>
        ) : null}
        <TextField label={t("title")} testId="new-page-title" value={title} onChange={setTitle} maxLength={200} />
        <TextField
          label={t("path")}
          testId="new-page-path"
          value={path}
          onChange={setPath}
          hint={t("pathHint")}
          error={error && error.field === "path" ? error.text : undefined}
        />
        {error && error.field !== "path" ? (
          <p role="alert" className="new-page-error" data-testid="new-page-error">
            {error.text}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
