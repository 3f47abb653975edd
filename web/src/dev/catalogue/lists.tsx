// The list widgets in the development catalogue (/dev/catalogue): every
// widget of the "lists" part in each of its states, with made-up rows.
import { useState } from "react";
import { Amount } from "../../app/Money";
import type { ListTotal, PageInfo } from "../../app/useListPage";
import type { ListAction } from "../../core";
import { Badge } from "../../ui/Badge";
import { EmptyState } from "../../ui/EmptyState";
import { FilterPanel, type FilterChip } from "../../ui/FilterPanel";
import { Pager } from "../../ui/Pager";
import { Skeleton } from "../../ui/Skeleton";
import { SortableHeader } from "../../ui/SortableHeader";
import { Table } from "../../ui/Table";
import { Tabs } from "../../ui/Tabs";
import { statusTone } from "../../ui/statusTone";
import type { CatalogueSection } from "./types";
import "../../cabinet/orders/sales.css";
import "./lists.css";

interface SampleRow {
  id: number;
  buyer: string;
  product: string;
  state: string;
  total: string;
}

const sampleRows: SampleRow[] = [
  { id: 1041, buyer: "erika.muster@example.org", product: "Field Guide (PDF)", state: "paid", total: "49.00" },
  { id: 1042, buyer: "max@example.org", product: "Creator Academy", state: "payment_waiting", total: "1299.00" },
  {
    id: 1043,
    buyer: "a.very.long.address.of.a.buyer.who.likes.long.names@subdomain.example.org",
    product: "A product with a long name that wraps onto a second line in a narrow column",
    state: "payment_refunded",
    total: "7.5",
  },
  { id: 1044, buyer: "jo@example.org", product: "Workshop ticket", state: "payment_not_completed", total: "120.00" },
];

const noop = () => undefined;

function TableSection() {
  const [sort, setSort] = useState<{ key: string; dir: "asc" | "desc" }>({ key: "id", dir: "asc" });
  const onSort = (key: string) => setSort((s) => ({ key, dir: s.key === key && s.dir === "asc" ? "desc" : "asc" }));
  const rows = [...sampleRows].sort((a, b) => {
    const by =
      sort.key === "total" ? Number(a.total) - Number(b.total) : sort.key === "buyer" ? a.buyer.localeCompare(b.buyer) : a.id - b.id;
    return sort.dir === "asc" ? by : -by;
  });
  return (
    <div className="catalogue-stack">
      <p>
        Sorted by {sort.key}, {sort.dir === "asc" ? "ascending" : "descending"}: press a header (Tab, then Enter) to sort.
      </p>
      <Table caption="Orders (sortable)" stack testId="catalogue-table">
        <thead>
          <tr>
            <SortableHeader sortKey="id" active={sort.key === "id"} dir={sort.key === "id" ? sort.dir : null} onSort={onSort}>
              Order
            </SortableHeader>
            <SortableHeader sortKey="buyer" active={sort.key === "buyer"} dir={sort.key === "buyer" ? sort.dir : null} onSort={onSort}>
              Buyer
            </SortableHeader>
            <th scope="col">Product</th>
            <th scope="col">Payment</th>
            <SortableHeader
              sortKey="total"
              numeric
              active={sort.key === "total"}
              dir={sort.key === "total" ? sort.dir : null}
              onSort={onSort}
            >
              Total
            </SortableHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="catalogue-row" data-id={r.id}>
              <td data-label="Order">
                <a href={`#order-${r.id}`}>#{r.id}</a>
              </td>
              <td data-label="Buyer">{r.buyer}</td>
              <td data-label="Product">{r.product}</td>
              <td data-label="Payment">
                <Badge status={r.state}>{r.state}</Badge>
              </td>
              <td data-label="Total" className="num">
                <Amount value={r.total} currency="eur" />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function ManyColumnsSection() {
  const columns = ["Order", "Created", "Product", "Plan", "Buyer", "Country", "Payment", "Method", "Provider", "Coupon", "Total", "Paid"];
  return (
    <Table
      caption="Many columns: the table scrolls inside its own region, never the page"
      testId="catalogue-wide-table"
      captionHidden={false}
    >
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" className={c === "Total" ? "num" : undefined}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sampleRows.map((r) => (
          <tr key={r.id}>
            <td>#{r.id}</td>
            <td className="nowrap">25.11.2026 14:03</td>
            <td>{r.product}</td>
            <td>One-time payment</td>
            <td>{r.buyer}</td>
            <td>DE</td>
            <td>
              <Badge status={r.state}>{r.state}</Badge>
            </td>
            <td>Card</td>
            <td>Stripe</td>
            <td>–</td>
            <td className="num">
              <Amount value={r.total} currency="eur" />
            </td>
            <td className="nowrap">25.11.2026 14:05</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function SkeletonSection() {
  return (
    <div className="catalogue-stack">
      <p>A list while it loads (the region is aria-busy):</p>
      <Skeleton columns={5} rows={4} testId="catalogue-skeleton" />
      <Skeleton columns={2} rows={2} testId="catalogue-skeleton-small" />
    </div>
  );
}

function EmptySection() {
  const [clicked, setClicked] = useState("");
  return (
    <div className="catalogue-stack">
      <EmptyState
        testId="catalogue-empty"
        title="No products yet"
        text="Create your first product: a download, a course, an event or a membership."
        action={{ label: "Create your first product", onClick: () => setClicked("create"), testId: "catalogue-empty-action" }}
      />
      <EmptyState
        testId="catalogue-empty-filtered"
        filtered
        title="No matches"
        text="Nothing matches these filters or this search. Reset them to see the whole list."
        action={{ label: "Reset filters", onClick: () => setClicked("reset"), testId: "catalogue-empty-reset" }}
      />
      <p role="status">{clicked ? `Pressed: ${clicked}` : ""}</p>
    </div>
  );
}

const info = (over: Partial<PageInfo>): PageInfo => ({ page: 1, per: 20, totalCountMax: 10000, hasMore: true, ...over });

function PagerSection() {
  const [last, setLast] = useState<ListAction | null>(null);
  const counted: ListTotal = { count: 57, capped: false };
  const capped: ListTotal = { count: 10000, capped: true };
  return (
    <div className="catalogue-stack">
      <p>Counted, first page:</p>
      <Pager info={info({})} shown={20} total={counted} go={setLast} testIdPrefix="catalogue-pager-first" />
      <p>Counted, a middle page by cursor:</p>
      <Pager info={info({ page: 2, next: "n", prev: "p" })} shown={20} total={counted} go={setLast} testIdPrefix="catalogue-pager-middle" />
      <p>More than the count's limit:</p>
      <Pager info={info({ page: 3, next: "n", prev: "p" })} shown={20} total={capped} go={setLast} testIdPrefix="catalogue-pager-capped" />
      <p>Not counted yet, last page:</p>
      <Pager info={info({ page: 4, hasMore: false, prev: "p" })} shown={7} total={null} go={setLast} testIdPrefix="catalogue-pager-open" />
      <p>One page only:</p>
      <Pager
        info={info({ hasMore: false })}
        shown={3}
        total={{ count: 3, capped: false }}
        go={noop}
        testIdPrefix="catalogue-pager-single"
      />
      <p role="status">{last ? `Asked: ${JSON.stringify(last)}` : ""}</p>
    </div>
  );
}

function FilterSection() {
  const [chips, setChips] = useState<FilterChip[]>([
    { param: "payment_state", label: "Payment", value: "Paid" },
    { param: "created_from", label: "Created from", value: "01.11.2026" },
    { param: "query", label: "Search", value: "a-rather-long-search-text@example.org" },
  ]);
  return (
    <div className="catalogue-stack">
      <FilterPanel
        testId="catalogue-filter-panel"
        chips={chips}
        onRemove={(param) => setChips(chips.filter((c) => c.param !== param))}
        onReset={() => setChips([])}
        defaultOpen
      >
        <form className="sales-filters" onSubmit={(e) => e.preventDefault()}>
          <div className="filter-field">
            <label htmlFor="catalogue-filter-state">Payment</label>
            <select id="catalogue-filter-state" className="filter-select" defaultValue="paid">
              <option value="">Any</option>
              <option value="paid">Paid</option>
              <option value="payment_waiting">Waiting</option>
            </select>
          </div>
          <div className="filter-field">
            <label htmlFor="catalogue-filter-from">Created from</label>
            <input id="catalogue-filter-from" type="date" defaultValue="2026-11-01" />
          </div>
          <div className="filter-buttons">
            <button type="submit" className="filters-apply">
              Apply filters
            </button>
          </div>
        </form>
      </FilterPanel>
      <FilterPanel testId="catalogue-filter-panel-closed" chips={[]} onRemove={noop} onReset={noop}>
        <p>No filter in force; the panel starts closed.</p>
      </FilterPanel>
    </div>
  );
}

function BadgeSection() {
  const states = [
    "paid",
    "active",
    "published",
    "payment_waiting",
    "pending",
    "payment_canceled",
    "payment_refunded",
    "expired",
    "error",
    "payment_paused",
    "draft",
    "unused",
  ];
  return (
    <div className="catalogue-stack">
      <p>
        {(["success", "danger", "warning", "info", "neutral"] as const).map((tone) => (
          <span key={tone}>
            <Badge tone={tone}>{tone}</Badge>{" "}
          </span>
        ))}
      </p>
      <p>
        {states.map((s) => (
          <span key={s}>
            <Badge status={s} data={{ "data-state": s }}>
              {s} → {statusTone(s)}
            </Badge>{" "}
          </span>
        ))}
      </p>
      <p className="catalogue-narrow">
        <Badge tone="warning">A long warning that does not fit its column is cut with an ellipsis</Badge>
      </p>
    </div>
  );
}

function TabsSection() {
  const [tab, setTab] = useState("overview");
  const items = [
    { id: "overview", label: "Overview", testId: "catalogue-tab-overview" },
    { id: "details", label: "Details", testId: "catalogue-tab-details" },
    { id: "exports", label: "Exports of every kind", testId: "catalogue-tab-exports" },
    { id: "more", label: "A fourth tab with long words", testId: "catalogue-tab-more" },
  ];
  return (
    <Tabs label="Catalogue tabs" items={items} selected={tab} onSelect={setTab} testId="catalogue-tabs">
      <p>
        The panel of “{items.find((i) => i.id === tab)?.label}”. The arrow keys move between the tabs; on a phone the row scrolls inside
        itself.
      </p>
    </Tabs>
  );
}

export const sections: CatalogueSection[] = [
  { id: "table", title: "Table (sortable headers, stacked under 576 px)", Component: TableSection },
  { id: "table-wide", title: "Table with many columns", Component: ManyColumnsSection },
  { id: "skeleton", title: "Skeleton", Component: SkeletonSection },
  { id: "empty-state", title: "Empty state", Component: EmptySection },
  { id: "pager", title: "Pager", Component: PagerSection },
  { id: "filter-panel", title: "Filter panel", Component: FilterSection },
  { id: "badge", title: "Badge", Component: BadgeSection },
  { id: "tabs", title: "Tabs", Component: TabsSection },
];
