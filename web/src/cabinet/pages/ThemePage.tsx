import { useMemo, useState } from "react";
import { ApiError, errorText } from "../../api/client";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { toast } from "../../app/toasts";
import { useLoad } from "../../app/useLoad";
import { renderPage, type PageInput, type Theme, type ThemeFont } from "../../core";
import { Button } from "../../ui/Button";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { Skeleton } from "../../ui/Skeleton";
import { TextField } from "../../ui/TextField";
import { ratioText } from "../catalog/buttonContrast";
import { pagesApi, themeApi } from "./api";
import { buttonContrast } from "./contrast";
import { PALETTE } from "./fields";
import { PagesTabs } from "./PagesPage";
import { pageTexts, themeTexts } from "./texts";
import "./pages.css";

// The theme of every page of the shop (spec section 3, themes: default or
// custom): colours, font and corner radius, stored at the edge and part of
// every page's render input, so the editor's preview and the public pages
// show it alike. Beside the form, the seller's first page with the theme.
const COLOURS = ["accent", "button", "button_text", "background", "surface", "text", "muted"] as const;
const FONTS: ThemeFont[] = ["sans", "serif", "rounded", "mono"];

export function ThemePage() {
  const t = useTexts(themeTexts);
  const [loaded, reload] = useLoad("theme", async (signal) => {
    const [theme, pages] = await Promise.all([themeApi.get(signal), pagesApi.list(signal)]);
    const first = pages.find((p) => p.page_type === "shop") ?? pages[0];
    const input = first ? await pagesApi.renderInput(first.id, "draft", signal) : null;
    return { ...theme, input };
  });
  return (
    <PagesTabs current="theme">
      {loaded.state === "loading" ? <Skeleton rows={4} columns={2} /> : null}
      {loaded.state === "error" ? (
        <p role="alert">
          {t("loadFailed")}{" "}
          <Button variant="ghost" size="small" onClick={reload}>
            {t("retry")}
          </Button>
        </p>
      ) : null}
      {loaded.state === "ready" ? <ThemeForm stored={loaded.value.theme} custom={loaded.value.custom} input={loaded.value.input} /> : null}
    </PagesTabs>
  );
}

function ThemeForm({ stored, custom: storedCustom, input }: { stored: Theme; custom: boolean; input: PageInput | null }) {
  const t = useTexts(themeTexts);
  const pt = useTexts(pageTexts);
  const locale = useLocale();
  const [custom, setCustom] = useState(storedCustom);
  const [theme, setTheme] = useState<Theme>(stored);
  const [defaults, setDefaults] = useState<Theme | null>(storedCustom ? null : stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const shown = custom ? theme : (defaults ?? theme);
  const set = (patch: Partial<Theme>) => setTheme((th) => ({ ...th, ...patch }));
  const contrast = buttonContrast({}, shown);
  const preview = useMemo(() => {
    if (!input) return null;
    try {
      return renderPage({ ...input, theme: shown });
    } catch {
      return null;
    }
  }, [input, shown]);
  const save = async () => {
    setPending(true);
    setErrors({});
    try {
      const answer = await themeApi.save(custom ? theme : null);
      if (!answer.custom) setDefaults(answer.theme);
      toast("success", "theme_saved", t("saved"));
    } catch (e) {
      if (e instanceof ApiError && e.problems.length > 0) {
        setErrors(Object.fromEntries(e.problems.map((p) => [p.field.replace(/^theme\./, ""), errorText(p.code, null, locale)])));
      } else {
        const code = e instanceof ApiError ? e.code : "page_server_error";
        toast("error", code, errorText(code, null, locale));
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="theme-editor" data-testid="theme">
      <div className="theme-form">
        <p className="builder-pages-intro">{t("intro")}</p>
        <RadioGroup
          label={t("kind")}
          testId="theme-kind"
          value={custom ? "custom" : "default"}
          options={[
            { value: "default", label: t("default"), description: t("defaultHint") },
            { value: "custom", label: t("custom"), description: t("customHint") },
          ]}
          onChange={(v) => setCustom(v === "custom")}
        />
        {custom ? (
          <>
            <Select
              label={t("font")}
              testId="theme-font"
              value={theme.font}
              options={FONTS.map((f) => [f, t(f)] as const)}
              onChange={(font) => set({ font })}
            />
            {COLOURS.map((key) => (
              <div key={key} className="block-setting block-setting-colour">
                <TextField
                  label={t(key)}
                  testId={`theme-${key}`}
                  value={theme[key]}
                  error={errors[key]}
                  onChange={(v) => set({ [key]: v.trim() })}
                />
                <div className="colour-swatches" role="group" aria-label={t(key)}>
                  {PALETTE.map((c) => (
                    <button
                      key={c}
                      type="button"
                      className="colour-swatch"
                      style={{ background: c }}
                      aria-label={`${pt("swatch")} ${c}`}
                      aria-pressed={theme[key].toLowerCase() === c.toLowerCase()}
                      onClick={() => set({ [key]: c })}
                    />
                  ))}
                </div>
              </div>
            ))}
            <TextField
              label={t("radius")}
              testId="theme-radius"
              type="number"
              value={String(theme.radius)}
              error={errors.radius}
              onChange={(v) => set({ radius: Math.max(0, Number.parseInt(v, 10) || 0) })}
            />
          </>
        ) : null}
        {contrast && !contrast.readable ? (
          <p className="page-editor-warning" role="status" data-testid="theme-contrast-warning">
            {pt("contrastWarning").replace("{ratio}", ratioText(contrast.ratio, locale))}
          </p>
        ) : null}
        <div>
          <Button testId="theme-save" pending={pending} onClick={() => void save()}>
            {t("save")}
          </Button>
        </div>
      </div>
      {preview !== null ? (
        <div className="page-preview-frame theme-preview">
          <iframe title={pt("previewTitle")} data-testid="theme-preview" sandbox="allow-same-origin" srcDoc={preview} />
        </div>
      ) : (
        <p className="page-editor-hint">{t("noPreview")}</p>
      )}
    </div>
  );
}
