import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useStore } from "zustand";
import { useTexts } from "../../app/i18n";
import { allowedBlocks } from "../../core";
import { Button } from "../../ui/Button";
import { freshId } from "./actions";
import { Icon, type IconName } from "./icons";
import type { BlockType } from "./document";
import type { EditorStore } from "./store";
import { blockTexts, pageTexts } from "./texts";

/**
 * The page's blocks in order: select one to edit it; move it by drag and
 * drop, by its buttons, or with Alt+Arrow up/down while it has the focus
 * (the focus stays on the moved block, and a live region says where it
 * went); duplicate, hide or remove it.
 */
export function BlockList({ store }: { store: EditorStore }) {
  const t = useTexts(pageTexts);
  const names = useTexts(blockTexts);
  const blocks = useStore(store, (s) => s.history.present.blocks);
  const selectedId = useStore(store, (s) => s.selectedId);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");
  const items = useRef(new Map<string, HTMLLIElement>());
  const [focusId, setFocusId] = useState<string | null>(null);
  const { dispatch, select } = store.getState();

  useEffect(() => {
    if (focusId) items.current.get(focusId)?.focus();
  }, [focusId, blocks]);

  const move = (id: string, to: number, keepFocus: boolean) => {
    if (to < 0 || to >= blocks.length) return;
    dispatch({ type: "moveBlock", id, to });
    setAnnounce(`${t("moved")} ${to + 1}`);
    if (keepFocus) setFocusId(id);
  };
  const onKey = (e: KeyboardEvent<HTMLLIElement>, id: string, at: number) => {
    if (e.target !== e.currentTarget) return;
    if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      move(id, at + (e.key === "ArrowUp" ? -1 : 1), true);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      select(id);
    } else if (!e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      const next = blocks[at + (e.key === "ArrowUp" ? -1 : 1)];
      if (next) items.current.get(next.id)?.focus();
    }
  };
  const drop = (e: DragEvent, at: number) => {
    e.preventDefault();
    const id = dragging ?? e.dataTransfer.getData("text/plain");
    setDragging(null);
    setOver(null);
    if (id) move(id, at, false);
  };
  return (
    <div className="block-list">
      <h3 id="block-list-heading">{t("blocks")}</h3>
      <p className="page-editor-hint" id="block-list-hint">
        {t("dragHint")}
      </p>
      <ol className="block-list-items" aria-labelledby="block-list-heading" aria-describedby="block-list-hint" data-testid="block-list">
        {blocks.map((b, at) => {
          const name = `${names(b.type)} (${b.id})`;
          return (
            <li
              key={b.id}
              ref={(el) => {
                if (el) items.current.set(b.id, el);
                else items.current.delete(b.id);
              }}
              tabIndex={0}
              draggable
              aria-label={name}
              aria-current={selectedId === b.id ? "true" : undefined}
              className={[
                "block-item",
                selectedId === b.id ? "selected" : "",
                b.hidden ? "is-hidden" : "",
                over === at ? "drop-target" : "",
              ]
                .filter(Boolean)
                .join(" ")}
              data-testid="block-item"
              data-block-id={b.id}
              data-block-type={b.type}
              data-hidden={b.hidden ? true : undefined}
              onKeyDown={(e) => onKey(e, b.id, at)}
              onDragStart={(e) => {
                setDragging(b.id);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", b.id);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
                setOver(at);
              }}
              onDrop={(e) => drop(e, at)}
            >
              <button type="button" className="block-item-name" data-testid="block-select" onClick={() => select(b.id)}>
                <span className="block-item-grip">
                  <Icon name="grip" />
                </span>
                {names(b.type)}
                {b.hidden ? <span className="block-item-badge">{t("hidden")}</span> : null}
              </button>
              <span className="block-item-actions">
                <IconButton
                  label={`${t("moveUp")}: ${name}`}
                  testId="block-up"
                  disabled={at === 0}
                  onClick={() => move(b.id, at - 1, false)}
                  icon="up"
                />
                <IconButton
                  label={`${t("moveDown")}: ${name}`}
                  testId="block-down"
                  disabled={at === blocks.length - 1}
                  onClick={() => move(b.id, at + 1, false)}
                  icon="down"
                />
                <IconButton
                  label={`${t("duplicate")}: ${name}`}
                  testId="block-duplicate"
                  onClick={() => {
                    const newId = freshId(store.getState().history.present, b.type);
                    dispatch({ type: "duplicateBlock", id: b.id, newId });
                    select(newId);
                  }}
                  icon="copy"
                />
                <IconButton
                  label={`${b.hidden ? t("show") : t("hide")}: ${name}`}
                  testId="block-hide"
                  pressed={Boolean(b.hidden)}
                  onClick={() => dispatch({ type: "setHidden", id: b.id, hidden: !b.hidden })}
                  icon={b.hidden ? "eyeOff" : "eye"}
                />
                <IconButton
                  label={`${t("remove")}: ${name}`}
                  testId="block-remove"
                  onClick={() => dispatch({ type: "removeBlock", id: b.id })}
                  icon="remove"
                />
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="block-announce">
        {announce}
      </p>
    </div>
  );
}

function IconButton({
  label,
  testId,
  disabled,
  pressed,
  onClick,
  icon,
}: {
  label: string;
  testId: string;
  disabled?: boolean;
  pressed?: boolean;
  onClick: () => void;
  icon: IconName;
}) {
  return (
    <button
      type="button"
      className="block-icon-button"
      aria-label={label}
      title={label}
      data-testid={testId}
      disabled={disabled}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

/** The blocks core allows on the page type, each added after the selected block (or at the end) and selected. */
export function Palette({ store }: { store: EditorStore }) {
  const t = useTexts(pageTexts);
  const names = useTexts(blockTexts);
  const type = useStore(store, (s) => s.history.present.type);
  const allowed: BlockType[] = allowedBlocks(type);
  const add = (block: BlockType) => {
    const s = store.getState();
    const doc = s.history.present;
    const id = freshId(doc, block);
    const selected = doc.blocks.findIndex((b) => b.id === s.selectedId);
    s.dispatch({ type: "addBlock", block, id, at: selected < 0 ? doc.blocks.length : selected + 1 });
    s.select(id);
  };
  return (
    <div className="block-palette" role="group" aria-labelledby="palette-heading" data-testid="palette">
      <h3 id="palette-heading">{t("addBlock")}</h3>
      <p className="page-editor-hint">{t("palette")}</p>
      <div className="block-palette-items">
        {allowed.map((b) => (
          <Button key={b} variant="secondary" size="small" testId={`palette-${b}`} onClick={() => add(b)}>
            + {names(b)}
          </Button>
        ))}
      </div>
    </div>
  );
}
