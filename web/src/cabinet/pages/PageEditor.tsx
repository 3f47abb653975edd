import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { ApiError, errorText } from "../../api/client";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { toast } from "../../app/toasts";
import { useLoad } from "../../app/useLoad";
import { messageFor, pageAddress, type PageInput, type Problem } from "../../core";
import { Button } from "../../ui/Button";
import { Skeleton } from "../../ui/Skeleton";
import { TextField } from "../../ui/TextField";
import { useFormGuard } from "../../ui/useFormGuard";
import { pagesApi, type BuilderPage } from "./api";
import { startAutosave, type Autosave } from "./autosave";
import { BlockList, Palette } from "./BlockList";
import { BlockSettings } from "./BlockSettings";
import { Icon } from "./icons";
import { BREAKPOINTS, fromStored, savedDocument } from "./document";
import { StateBadge } from "./PagesPage";
import { Preview } from "./Preview";
import { canRedo, canUndo, createEditorStore, type EditorStore } from "./store";
import { pageTexts, pageTypeTexts } from "./texts";
import "./pages.css";

// The page editor (/cabinet/pages/{id}): the blocks on the left, the
// selected block's settings right below them (scrolled into view when a
// block is chosen), then the palette; the preview on the right.
// The page lives in one store per editor (store.ts); the draft is saved by
// itself (autosave.ts); publishing saves what is left, then makes the
// draft what buyers see.
export function PageEditorPage({ pageId, username }: { pageId: number; username: string }) {
  const t = useTexts(pageTexts);
  const [loaded, reload] = useLoad(`page-${pageId}`, async (signal) => {
    const [page, input] = await Promise.all([pagesApi.page(pageId, signal), pagesApi.renderInput(pageId, "draft", signal)]);
    return { page, input };
  });
  if (loaded.state === "loading") return <Skeleton rows={6} columns={2} />;
  if (loaded.state === "error")
    return (
      <p role="alert" data-testid="page-editor-error">
        {t("loadFailed")}{" "}
        <Button variant="ghost" size="small" onClick={reload}>
          {t("retry")}
        </Button>
      </p>
    );
  return <Editor page={loaded.value.page} input={loaded.value.input} username={username} />;
}

/** Where buyers find the page, when it has an address of its own. */
function publicUrl(page: BuilderPage, input: PageInput, username: string): string | null {
  if (page.page_type === "shopProduct")
    return input.view.kind === "product" ? `/s/${username}/products/${input.view.product.card.id}` : null;
  return pageAddress(page.page_type, username, page.path) ?? null;
}

function Editor({ page: loadedPage, input, username }: { page: BuilderPage; input: PageInput; username: string }) {
  const t = useTexts(pageTexts);
  const types = useTexts(pageTypeTexts);
  const locale = useLocale();
  const [store] = useState<EditorStore>(() =>
    createEditorStore(fromStored(loadedPage.draft), { title: loadedPage.title, path: loadedPage.path }),
  );
  const [page, setPage] = useState(loadedPage);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const autosave = useRef<Autosave | null>(null);
  const [publishing, setPublishing] = useState<"publish" | "unpublish" | null>(null);
  const status = useStore(store, (s) => s.saveStatus);
  const undoable = useStore(store, canUndo);
  const redoable = useStore(store, canRedo);
  const breakpoint = useStore(store, (s) => s.breakpoint);
  const meta = useStore(store, (s) => s.meta);
  const doc = useStore(store, (s) => s.history.present);
  // what is saved by itself needs no question; a draft that cannot be saved does
  useFormGuard(status === "invalid" || status === "failed");

  useEffect(() => {
    const saver = startAutosave(store, loadedPage.page_type, (body) => pagesApi.save(loadedPage.id, body), {
      saved: (p) => {
        setPage(p);
        setSaveError(null);
      },
      problems: setProblems,
      failed: (e) => {
        const problem = e instanceof ApiError ? e.problems[0] : undefined;
        const code = problem?.code ?? (e instanceof ApiError ? e.code : "page_server_error");
        setSaveError(errorText(code, null, locale));
      },
    });
    autosave.current = saver;
    return () => {
      void saver.flush();
      saver.stop();
    };
    // one saver per editor; the locale only words its errors
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, loadedPage.id, loadedPage.page_type]);

  // Ctrl+Z undoes, Ctrl+Shift+Z (and Ctrl+Y) redoes, anywhere in the editor
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) {
        e.preventDefault();
        store.getState().undo();
      } else if ((key === "z" && e.shiftKey) || key === "y") {
        e.preventDefault();
        store.getState().redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store]);

  const act = async (action: "publish" | "unpublish") => {
    setPublishing(action);
    try {
      if (autosave.current && !(await autosave.current.flush())) return;
      const answer = action === "publish" ? await pagesApi.publish(page.id) : await pagesApi.unpublish(page.id);
      setPage(answer);
      toast(
        "success",
        action === "publish" ? "page_published" : "page_unpublished",
        t(action === "publish" ? "publishedToast" : "unpublishedToast"),
      );
    } catch (e) {
      const code = e instanceof ApiError ? e.code : "page_server_error";
      toast("error", code, errorText(code, null, locale));
    } finally {
      setPublishing(null);
    }
  };

  const live = page.published ? publicUrl(page, input, username) : null;
  const current = { draft: savedDocument(doc), published: page.published };
  return (
    <section
      className="page-editor"
      data-testid="page-editor"
      data-page-id={page.id}
      data-save-status={status}
      aria-label={t("editorLabel")}
    >
      <header className="page-editor-bar">
        <div className="page-editor-title">
          <h2>{meta.title || types(page.page_type)}</h2>
          <StateBadge page={current} />
          <span className="page-editor-save" role="status" data-testid="save-status" data-status={status}>
            {status === "invalid" ? t("invalid") : t(status)}
          </span>
        </div>
        <div className="page-editor-actions">
          <Button
            variant="ghost"
            size="small"
            testId="undo"
            disabled={!undoable}
            onClick={() => store.getState().undo()}
            aria-keyshortcuts="Control+Z"
          >
            <Icon name="undo" /> {t("undo")}
          </Button>
          <Button
            variant="ghost"
            size="small"
            testId="redo"
            disabled={!redoable}
            onClick={() => store.getState().redo()}
            aria-keyshortcuts="Control+Shift+Z"
          >
            <Icon name="redo" /> {t("redo")}
          </Button>
          <div className="page-editor-widths" role="group" aria-label={t("breakpoint")}>
            {BREAKPOINTS.map((bp) => (
              <button
                key={bp}
                type="button"
                className="page-editor-width"
                aria-pressed={breakpoint === bp}
                data-testid={`breakpoint-${bp}`}
                onClick={() => store.getState().setBreakpoint(bp)}
              >
                {t(bp)}
              </button>
            ))}
          </div>
          {live ? (
            <a className="page-editor-live" href={live} target="_blank" rel="noreferrer" data-testid="view-live">
              {t("viewLive")}
            </a>
          ) : null}
          {page.published ? (
            <Button
              variant="secondary"
              size="small"
              testId="unpublish"
              pending={publishing === "unpublish"}
              onClick={() => void act("unpublish")}
            >
              {t("unpublish")}
            </Button>
          ) : null}
          <Button
            size="small"
            testId="publish"
            pending={publishing === "publish"}
            disabled={status === "invalid"}
            onClick={() => void act("publish")}
          >
            {t("publish")}
          </Button>
        </div>
      </header>
      {saveError ? (
        <p className="page-editor-problems" role="alert" data-testid="save-error">
          {saveError}{" "}
          <Button variant="ghost" size="small" onClick={() => void autosave.current?.flush()}>
            {t("retry")}
          </Button>
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div className="page-editor-problems" role="alert" data-testid="page-problems">
          <p>{t("problems")}</p>
          <ul>
            {problems.map((p) => (
              <li key={`${p.field}-${p.code}`} data-code={p.code}>
                {p.field}: {messageFor(p.code, locale)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="page-editor-body">
        <aside className="page-editor-side">
          <details className="page-editor-meta">
            <summary>{t("pageSettings")}</summary>
            <TextField
              label={t("title")}
              testId="page-title"
              value={meta.title}
              maxLength={200}
              onChange={(title) => store.getState().setMeta({ title })}
            />
            {page.page_type === "shop" ? (
              <TextField
                label={t("path")}
                hint={t("pathHint")}
                testId="page-path"
                value={meta.path}
                onChange={(path) => store.getState().setMeta({ path })}
              />
            ) : null}
          </details>
          <BlockList store={store} />
          <BlockSettings store={store} input={input} />
          <Palette store={store} />
        </aside>
        <Preview store={store} input={input} />
      </div>
    </section>
  );
}
