import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import type { MediaPurpose, PageInput } from "../../core";
import { Button } from "../../ui/Button";
import { Checkbox } from "../../ui/Checkbox";
import { Select } from "../../ui/Select";
import { Tabs } from "../../ui/Tabs";
import { TextField } from "../../ui/TextField";
import { ratioText } from "../catalog/buttonContrast";
import { buttonContrast } from "./contrast";
import { ownValue, RESPONSIVE, valueAt, type BlockDoc, type Breakpoint, type Json } from "./document";
import { BLOCK_FIELDS, GAP_FIELDS, PALETTE, SOCIALS, STYLE_FIELDS, type FieldSpec } from "./fields";
import { MediaUpload } from "./MediaUpload";
import type { EditorStore } from "./store";
import { blockTexts, fieldTexts, optionTexts, pageTexts } from "./texts";

type FieldKey = keyof typeof fieldTexts;
type OptionKey = keyof typeof optionTexts;

/** Props every field control gets. */
interface FieldProps {
  spec: FieldSpec;
  block: BlockDoc;
  input: PageInput;
  breakpoint: Breakpoint;
  set: (value: Json | undefined) => void;
}

const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone", "birthday", "street", "zip", "country_code"] as const;

/** The settings form of the selected block: its own fields, then the style settings every block shares. */
export function BlockSettings({ store, input }: { store: EditorStore; input: PageInput }) {
  const t = useTexts(pageTexts);
  const blocks = useTexts(blockTexts);
  const selectedId = useStore(store, (s) => s.selectedId);
  const block = useStore(store, (s) => s.history.present.blocks.find((b) => b.id === s.selectedId));
  const breakpoint = useStore(store, (s) => s.breakpoint);
  const [tab, setTab] = useState("content");
  const panel = useRef<HTMLDivElement>(null);
  // the panel sits right below the block list; a block chosen further up
  // (or added from the palette below) brings it into view (issue 30)
  useEffect(() => {
    if (selectedId) panel.current?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);
  if (!selectedId || !block) {
    return (
      <p className="page-editor-hint" data-testid="no-block-selected">
        {t("noBlockSelected")}
      </p>
    );
  }
  const set = (key: string) => (value: Json | undefined) =>
    store
      .getState()
      .dispatch(
        { type: "setSetting", id: block.id, key, value, ...(RESPONSIVE.has(key) ? { breakpoint } : {}) },
        `${block.id}.${key}.${RESPONSIVE.has(key) ? breakpoint : ""}`,
      );
  const own = block.type === "gap" ? GAP_FIELDS : BLOCK_FIELDS[block.type];
  const fields = tab === "content" ? own : STYLE_FIELDS;
  return (
    <div className="block-settings" data-testid="block-settings" data-block-id={block.id} ref={panel}>
      <h3>
        {t("settings")}: {blocks(block.type)}
      </h3>
      {block.type === "button" || block.type === "product" || block.type === "funnel_product" ? (
        <ContrastWarning block={block} input={input} />
      ) : null}
      <Tabs
        label={t("settings")}
        selected={tab}
        onSelect={setTab}
        items={[
          { id: "content", label: t("content"), testId: "settings-tab-content" },
          { id: "style", label: t("styleSettings"), testId: "settings-tab-style" },
        ]}
      >
        <div className="block-settings-fields">
          {fields.map((spec) => (
            <FieldFor key={`${block.id}-${spec.key}`} spec={spec} block={block} input={input} breakpoint={breakpoint} set={set(spec.key)} />
          ))}
        </div>
      </Tabs>
    </div>
  );
}

/**
 * A list setting picked by check boxes (products, categories, units): the
 * values in the order they were picked; none picked leaves the setting out
 * (core's default then).
 */
function PickMany<V extends string | number>(props: {
  label: string;
  testId: string;
  note?: string;
  value: Json | undefined;
  set: (value: Json | undefined) => void;
  items: { value: V; label: string }[];
}) {
  const { label, testId, note, value, set, items } = props;
  const picked = Array.isArray(value) ? value.filter((v): v is V => items.some((i) => i.value === v)) : [];
  return (
    <fieldset className="block-setting-group" data-testid={testId}>
      <legend>{label}</legend>
      {note ? <p className="page-editor-hint">{note}</p> : null}
      {items.map((item) => (
        <Checkbox
          key={item.value}
          label={item.label}
          testId={`${testId}-${item.value}`}
          checked={picked.includes(item.value)}
          onChange={(on) => {
            const next = on ? [...picked, item.value] : picked.filter((v) => v !== item.value);
            set(next.length > 0 ? next : undefined);
          }}
        />
      ))}
    </fieldset>
  );
}

function ContrastWarning({ block, input }: { block: BlockDoc; input: PageInput }) {
  const t = useTexts(pageTexts);
  const locale = useLocale();
  const theme = (input.theme ?? { button: "#1e84d7", button_text: "#ffffff" }) as { button: string; button_text: string };
  const found = buttonContrast(block.settings, theme);
  if (!found || found.readable) return null;
  return (
    <p className="page-editor-warning" role="status" data-testid="contrast-warning">
      {t("contrastWarning").replace("{ratio}", ratioText(found.ratio, locale))}
    </p>
  );
}

/** The label of a field, with the breakpoint it edits when it may differ per width. */
function useLabel(spec: FieldSpec, block: BlockDoc, breakpoint: Breakpoint): { label: string; hint?: string } {
  const t = useTexts(pageTexts);
  const fields = useTexts(fieldTexts);
  const label = fields(spec.key as FieldKey);
  if (!RESPONSIVE.has(spec.key)) return { label };
  const value = block.settings[spec.key];
  const own = ownValue(value, breakpoint);
  const hint = !own && breakpoint !== "desktop" && valueAt(value, breakpoint) !== undefined ? t("inherited") : undefined;
  return { label: `${label} · ${t(breakpoint)}`, hint };
}

function FieldFor(props: FieldProps) {
  const { spec, block, breakpoint, set } = props;
  const options = useTexts(optionTexts);
  const t = useTexts(pageTexts);
  const { label, hint } = useLabel(spec, block, breakpoint);
  const raw = block.settings[spec.key];
  const value = RESPONSIVE.has(spec.key) ? valueAt(raw, breakpoint) : raw;
  const testId = `setting-${spec.key}`;
  const optionLabel = (o: string) => (o in optionTexts ? options(o as OptionKey) : o);
  const clearOwn =
    RESPONSIVE.has(spec.key) && breakpoint !== "desktop" && ownValue(raw, breakpoint) ? (
      <Button variant="ghost" size="small" testId={`${testId}-clear`} onClick={() => set(undefined)}>
        {t("clearForWidth")}
      </Button>
    ) : null;
  switch (spec.kind) {
    case "text":
    case "url":
    case "textarea":
      return (
        <TextField
          label={label}
          testId={testId}
          type={spec.kind === "url" ? "url" : "text"}
          multiline={spec.kind === "textarea"}
          value={typeof value === "string" ? value : ""}
          onChange={(v) => set(v === "" ? undefined : v)}
        />
      );
    case "number":
      return (
        <div className="block-setting">
          <TextField
            label={label}
            hint={hint}
            testId={testId}
            type="number"
            inputMode="numeric"
            value={typeof value === "number" ? String(value) : ""}
            onChange={(v) => {
              const n = Number.parseInt(v, 10);
              set(v.trim() === "" || Number.isNaN(n) ? undefined : Math.min(Math.max(n, spec.min ?? 0), spec.max));
            }}
          />
          {clearOwn}
        </div>
      );
    case "flag":
      return (
        <Checkbox label={label} testId={testId} checked={typeof value === "boolean" ? value : spec.default} onChange={(c) => set(c)} />
      );
    case "choice":
    case "units": {
      const choices = spec.kind === "units" ? ["px", "%"] : spec.options;
      const current = typeof value === "string" ? value : "";
      const list = choices.includes(current) ? choices : [current, ...choices];
      return (
        <div className="block-setting">
          <Select
            label={label}
            hint={hint}
            testId={testId}
            value={current}
            options={list.map((o) => [o, optionLabel(o)] as const)}
            onChange={(v) => set(v === "" ? undefined : v)}
          />
          {clearOwn}
        </div>
      );
    }
    case "colour":
      return <ColourField label={label} testId={testId} value={typeof value === "string" ? value : ""} set={set} />;
    case "image":
      return <ImageField label={label} testId={testId} value={value} set={set} purpose={spec.purpose} />;
    case "product":
      return (
        <Select
          label={label}
          testId={testId}
          value={typeof value === "number" ? String(value) : ""}
          options={[["", t("noProduct")] as const, ...props.input.products.map((p) => [String(p.id), p.name] as const)]}
          onChange={(v) => set(v === "" ? undefined : Number(v))}
        />
      );
    case "products":
      return (
        <PickMany
          label={label}
          testId={testId}
          note={t("allProductsNote")}
          value={value}
          set={set}
          items={props.input.products.map((p) => ({ value: p.id, label: p.name }))}
        />
      );
    case "several":
      return (
        <PickMany
          label={label}
          testId={testId}
          value={value}
          set={set}
          items={spec.options.map((o) => ({ value: o, label: optionLabel(o) }))}
        />
      );
    case "categories":
      return (
        <PickMany
          label={label}
          testId={testId}
          note={t("allCategoriesNote")}
          value={value}
          set={set}
          items={props.input.categories.map((c) => ({ value: c.id, label: c.title }))}
        />
      );
    case "socials": {
      const links = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, Json>) : {};
      return (
        <fieldset className="block-setting-group" data-testid={testId}>
          <legend>{label}</legend>
          {SOCIALS.map((s) => (
            <TextField
              key={s}
              label={s}
              type="url"
              testId={`${testId}-${s}`}
              value={typeof links[s] === "string" ? links[s] : ""}
              onChange={(v) => {
                const next = { ...links };
                if (v === "") delete next[s];
                else next[s] = v;
                set(Object.keys(next).length > 0 ? next : undefined);
              }}
            />
          ))}
        </fieldset>
      );
    }
    case "contactFields": {
      const list = Array.isArray(value) ? (value as { key?: string; required?: boolean }[]) : [];
      return (
        <fieldset className="block-setting-group" data-testid={testId}>
          <legend>{label}</legend>
          {CONTACT_FIELDS.map((key) => {
            const on = list.some((f) => f.key === key);
            return (
              <Checkbox
                key={key}
                label={key.replace(/_/g, " ")}
                checked={on}
                onChange={(c) => {
                  const next = c ? [...list, { key }] : list.filter((f) => f.key !== key);
                  set(next.length > 0 ? next : undefined);
                }}
              />
            );
          })}
        </fieldset>
      );
    }
    case "menu":
      return (
        <ItemList
          label={label}
          testId={testId}
          value={value}
          set={set}
          make={(n) => ({ id: `m${n}`, name: "", url: "", linkType: "page" })}
          parts={[
            ["name", t("menuName"), "text"],
            ["url", t("menuUrl"), "url"],
          ]}
        />
      );
    case "testimonials":
      return (
        <ItemList
          label={label}
          testId={testId}
          value={value}
          set={set}
          make={(n) => ({ id: `t${n}`, fullName: "", text: "" })}
          parts={[
            ["fullName", t("fullName"), "text"],
            ["text", t("quote"), "textarea"],
            ["avatar", t("avatar"), "image"],
          ]}
        />
      );
  }
}

function ColourField({ label, testId, value, set }: { label: string; testId: string; value: string; set: (v: Json | undefined) => void }) {
  const t = useTexts(pageTexts);
  return (
    <div className="block-setting block-setting-colour">
      <TextField
        label={label}
        testId={testId}
        value={value}
        placeholder="#RRGGBB"
        onChange={(v) => set(v.trim() === "" ? undefined : v.trim())}
      />
      <div className="colour-swatches" role="group" aria-label={label}>
        {PALETTE.map((c) => (
          <button
            key={c}
            type="button"
            className="colour-swatch"
            style={{ background: c }}
            aria-label={`${t("swatch")} ${c}`}
            aria-pressed={value.toLowerCase() === c.toLowerCase()}
            onClick={() => set(c)}
          />
        ))}
      </div>
    </div>
  );
}

function ImageField({
  label,
  testId,
  value,
  set,
  purpose,
}: {
  label: string;
  testId: string;
  value: Json | undefined;
  set: (v: Json | undefined) => void;
  purpose: Exclude<MediaPurpose, "font">;
}) {
  const t = useTexts(pageTexts);
  const img = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, Json>) : {};
  const change = (key: string, v: Json | undefined) => {
    const next = { ...img };
    if (v === undefined) delete next[key];
    else next[key] = v;
    set(typeof next.url === "string" && next.url !== "" ? next : undefined);
  };
  const num = (v: string) => {
    const n = Number.parseInt(v, 10);
    return Number.isNaN(n) ? undefined : Math.min(Math.max(n, 1), 5000);
  };
  return (
    <fieldset className="block-setting-group" data-testid={testId}>
      <legend>{label}</legend>
      <TextField
        label={t("imageUrl")}
        type="url"
        testId={`${testId}-url`}
        value={typeof img.url === "string" ? img.url : ""}
        onChange={(v) => change("url", v === "" ? undefined : v)}
      />
      <MediaUpload
        purpose={purpose}
        label={label}
        testId={`${testId}-upload`}
        onUploaded={(m) => {
          // the uploaded file's address and its intrinsic size, the alternative text kept
          const next: Record<string, Json> = { ...img, url: m.url };
          if (m.width) next.width = m.width;
          if (m.height) next.height = m.height;
          set(next);
        }}
      />
      <div className="block-setting-row">
        <TextField
          label={t("imageWidth")}
          type="number"
          value={typeof img.width === "number" ? String(img.width) : ""}
          onChange={(v) => change("width", num(v))}
        />
        <TextField
          label={t("imageHeight")}
          type="number"
          value={typeof img.height === "number" ? String(img.height) : ""}
          onChange={(v) => change("height", num(v))}
        />
      </div>
      <TextField
        label={t("imageAlt")}
        value={typeof img.alt === "string" ? img.alt : ""}
        onChange={(v) => change("alt", v === "" ? undefined : v)}
      />
    </fieldset>
  );
}

/** A list of entries (menu links, testimonials), each a few text fields, added and removed. */
function ItemList({
  label,
  testId,
  value,
  set,
  make,
  parts,
}: {
  label: string;
  testId: string;
  value: Json | undefined;
  set: (v: Json | undefined) => void;
  make: (n: number) => Record<string, Json>;
  /** `image`: an address with an Upload button beside it. */
  parts: [key: string, label: string, kind: "text" | "url" | "textarea" | "image"][];
}) {
  const t = useTexts(pageTexts);
  const items = Array.isArray(value) ? (value as Record<string, Json>[]) : [];
  const replace = (i: number, next: Record<string, Json> | null) => {
    const list = items.flatMap((item, at) => (at === i ? (next ? [next] : []) : [item]));
    set(list.length > 0 ? list : undefined);
  };
  const nextId = () => {
    const used = new Set(items.map((i) => i.id));
    let n = items.length + 1;
    while (used.has(make(n).id ?? null)) n += 1;
    return make(n);
  };
  return (
    <fieldset className="block-setting-group" data-testid={testId}>
      <legend>{label}</legend>
      {items.map((item, i) => (
        <div key={typeof item.id === "string" ? item.id : i} className="block-setting-item" data-testid={`${testId}-item`}>
          {parts.map(([key, partLabel, kind]) => {
            const setPart = (v: string) => {
              const next = { ...item };
              if (v === "" && key !== "name" && key !== "text") delete next[key];
              else next[key] = v;
              replace(i, next);
            };
            const field = (
              <TextField
                key={key}
                label={`${partLabel} ${i + 1}`}
                testId={`${testId}-${i}-${key}`}
                type={kind === "url" || kind === "image" ? "url" : "text"}
                multiline={kind === "textarea"}
                rows={2}
                value={typeof item[key] === "string" ? item[key] : ""}
                onChange={setPart}
              />
            );
            return kind === "image" ? (
              <div key={key} className="block-setting">
                {field}
                <MediaUpload
                  purpose="image"
                  label={`${partLabel} ${i + 1}`}
                  testId={`${testId}-${i}-${key}-upload`}
                  onUploaded={(m) => setPart(m.url)}
                />
              </div>
            ) : (
              field
            );
          })}
          <Button variant="ghost" size="small" onClick={() => replace(i, null)} aria-label={`${t("remove")}: ${t("item")} ${i + 1}`}>
            {t("remove")}
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="small" testId={`${testId}-add`} onClick={() => set([...items, nextId()])}>
        {t("add")}
      </Button>
    </fieldset>
  );
}
