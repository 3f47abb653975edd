import { useMemo, useState } from "react";
import { ApiError, errorText } from "../../api/client";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { toast } from "../../app/toasts";
import { useLoad } from "../../app/useLoad";
import {
  renderPage,
  type CustomFont,
  type FontDisplay,
  type FontFormat,
  type FontStyle,
  type PageInput,
  type Theme,
  type ThemeFont,
} from "../../core";
import { Button } from "../../ui/Button";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { Skeleton } from "../../ui/Skeleton";
import { TextField } from "../../ui/TextField";
import { ratioText } from "../catalog/buttonContrast";
import { pagesApi, themeApi } from "./api";
import { buttonContrast } from "./contrast";
import { PALETTE } from "./fields";
import { familyFromFile } from "./font";
import { MediaUpload } from "./MediaUpload";
import { PagesTabs } from "./PagesPage";
import { pageTexts, themeTexts } from "./texts";
import "./pages.css";

// The theme of every page of the shop (spec section 3, themes: default or
// custom): colours, font and corner radius, stored at the edge and part of
// every page's render input, so the editor's preview and the public pages
// show it alike. Beside the form, the seller's first page with the theme.
const COLOURS = ["accent", "button", "button_text", "background", "surface", "text", "muted"] as const;
const FONTS: ThemeFont[] = ["sans", "serif", "rounded", "mono"];
const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];
const STYLES: FontStyle[] = ["normal", "italic"];
const DISPLAYS: FontDisplay[] = ["swap", "auto", "block", "fallback", "optional"];

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
            <CustomFontFields font={theme.custom_font} errors={errors} set={(custom_font) => set({ custom_font })} />
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

/** The theme's custom font (spec section 3): its file from the media library and its prefs, core's defaults first. */
function CustomFontFields({
  font,
  errors,
  set,
}: {
  font: CustomFont | null;
  errors: Record<string, string>;
  set: (font: CustomFont | null) => void;
}) {
  const t = useTexts(themeTexts);
  const [fileName, setFileName] = useState<string | null>(null);
  const patch = (p: Partial<CustomFont>) => {
    if (font) set({ ...font, ...p });
  };
  return (
    <fieldset className="block-setting-group" data-testid="theme-custom-font">
      <legend>{t("customFont")}</legend>
      <p className="page-editor-hint">{t("customFontHint")}</p>
      <p data-testid="theme-font-file" data-url={font?.url ?? ""}>
        {font ? `${t("fontFile")}: ${fileName ?? font.url}` : t("fontFileNone")}
      </p>
      <MediaUpload
        purpose="font"
        label={t("fontFile")}
        testId="theme-font-upload"
        onUploaded={(m) => {
          setFileName(m.name);
          set({
            font_weight: 400,
            font_style: "normal",
            font_display: "swap",
            fallback_font: "Montserrat",
            ...font,
            font_name: font?.font_name ?? familyFromFile(m.name),
            url: m.url,
            font_format: m.format as FontFormat,
          });
        }}
      />
      {errors["custom_font.url"] ? (
        <p className="error" role="alert" data-testid="theme-font-url-error">
          {errors["custom_font.url"]}
        </p>
      ) : null}
      {font ? (
        <>
          <TextField
            label={t("fontName")}
            testId="theme-font-name"
            value={font.font_name}
            error={errors["custom_font.font_name"]}
            onChange={(v) => patch({ font_name: v })}
          />
          <div className="block-setting-row">
            <Select
              label={t("fontWeight")}
              testId="theme-font-weight"
              value={String(font.font_weight)}
              options={WEIGHTS.map((w) => [String(w), String(w)] as const)}
              onChange={(v) => patch({ font_weight: Number(v) })}
            />
            <Select
              label={t("fontStyle")}
              testId="theme-font-style"
              value={font.font_style}
              options={STYLES.map((st) => [st, t(st)] as const)}
              onChange={(font_style) => patch({ font_style })}
            />
          </div>
          <Select
            label={t("fontDisplay")}
            testId="theme-font-display"
            value={font.font_display}
            options={DISPLAYS.map((d) => [d, t(`display_${d}`)] as const)}
            onChange={(font_display) => patch({ font_display })}
          />
          <TextField
            label={t("fallbackFont")}
            testId="theme-font-fallback"
            value={font.fallback_font}
            error={errors["custom_font.fallback_font"]}
            onChange={(v) => patch({ fallback_font: v })}
          />
          <div>
            <Button variant="ghost" size="small" testId="theme-font-remove" onClick={() => set(null)}>
              {t("removeFont")}
            </Button>
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
