import { useId, useRef, type AnchorHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { navigate } from "../app/navigate";
import "./Tabs.css";

/** One tab: its words, and the route it shows when each tab is a page of its own. */
export interface TabItem {
  id: string;
  label: string;
  href?: string;
  testId?: string;
}

/**
 * Tabs: a `tablist` whose selected tab has `aria-selected` and is the one
 * Tab reaches; the arrow keys (and Home/End) move between the tabs and
 * select them. A tab with `href` is a link to its route (payment tickets'
 * overview and details), one without calls `onSelect`. The panel of the
 * selected tab is `children`. The row scrolls sideways inside itself when
 * it is wider than a phone.
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
  testId,
  children,
}: {
  items: readonly TabItem[];
  selected: string;
  onSelect?: (id: string) => void;
  /** The tab list's accessible name. */
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(item.id))}`)?.focus();
    if (item.href) list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(item.id))}`)?.click();
    else onSelect?.(item.id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((i) => i.id === selected);
    const to =
      e.key === "ArrowRight" ? at + 1 : e.key === "ArrowLeft" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? items.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    choose(to);
  };
  return (
    <div className="ui-tabs" data-testid={testId}>
      <div className="ui-tablist" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const on = item.id === selected;
          const common = {
            id: tabId(item.id),
            role: "tab",
            "aria-selected": on,
            "aria-controls": on ? panelId : undefined,
            tabIndex: on ? 0 : -1,
            className: on ? "ui-tab ui-tab--selected" : "ui-tab",
            "data-testid": item.testId,
          } as const;
          return item.href ? (
            <TabLink key={item.id} href={item.href} {...common}>
              {item.label}
            </TabLink>
          ) : (
            <button key={item.id} type="button" {...common} onClick={() => onSelect?.(item.id)}>
              {item.label}
            </button>
          );
        })}
      </div>
      <div className="ui-tabpanel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}

/** A tab that is a link to its route: a real anchor, followed without a reload. */
function TabLink({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children">) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
