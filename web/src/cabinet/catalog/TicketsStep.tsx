import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct, type CabinetTicket } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { useLoad } from "../../app/useLoad";
import { PlansEditor } from "./PlansEditor";
import { TicketForm } from "./TicketForm";
import { catalogTexts } from "./texts";
import { RuleProblem } from "./ui";

// Step "tickets" of an event: its tickets with when and where, how many are
// sold, and each ticket's own pricing plans (the plans editor for that
// ticket). A ticket is added, changed or deleted here; one that has sold
// cannot be deleted (409 `ticket_sold`, shown beside it). The product is
// refreshed after every change, since its warnings (`no_active_events`,
// `no_pricing_plans`) follow its tickets and their plans.

/** A wall-clock `YYYY-MM-DDTHH:MM` in the editor's language, as written (no zone arithmetic). */
function wallClock(value: string, locale: string): string {
  const date = new Date(`${value}:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(locale === "de" ? "de-DE" : "en-GB", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" });
}

export function TicketsStep({ product, onChanged }: { product: CabinetProduct; onChanged: () => Promise<void> }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [loaded] = useLoad(`tickets:${product.id}`, (signal) => cabinetApi.tickets(product.id, signal));
  const [changed, setChanged] = useState<CabinetTicket[] | null>(null);
  const [editing, setEditing] = useState<{ ticket: CabinetTicket | null; key: number } | null>(null);
  const [problems, setProblems] = useState<Record<number, string>>({});

  if (loaded.state === "loading") return <p data-testid="tickets-loading">{t("loading")}</p>;
  if (loaded.state === "error") return <RuleProblem code={loaded.error.code} testId="tickets-load-error" />;
  const tickets = changed ?? loaded.value;

  async function saved(ticket: CabinetTicket) {
    setChanged(tickets.some((x) => x.id === ticket.id) ? tickets.map((x) => (x.id === ticket.id ? ticket : x)) : [...tickets, ticket]);
    setEditing(null);
    await onChanged();
  }

  async function remove(ticket: CabinetTicket) {
    setProblems({});
    try {
      await cabinetApi.deleteTicket(product.id, ticket.id);
      setChanged(tickets.filter((x) => x.id !== ticket.id));
      await onChanged();
    } catch (e) {
      setProblems({ [ticket.id]: e instanceof ApiError ? e.code : "page_server_error" });
    }
  }

  const form = (ticket: CabinetTicket | null) =>
    editing ? (
      <TicketForm key={editing.key} productId={product.id} ticket={ticket} onCancel={() => setEditing(null)} onSaved={saved} />
    ) : null;

  return (
    <div className="tickets-step" data-testid="tickets-step" data-count={tickets.length}>
      {tickets.length === 0 ? (
        <p data-testid="tickets-empty">{t("noTickets")}</p>
      ) : (
        <ul className="tickets">
          {tickets.map((ticket) => {
            const d = ticket.draft;
            return (
              <li
                key={ticket.id}
                className="ticket"
                data-testid="ticket"
                data-id={ticket.id}
                data-name={d.name}
                data-starts-at={d.starts_at}
                data-time-zone={d.time_zone}
                data-expired={ticket.expired}
                data-sold={ticket.soldCount}
                data-capacity={d.capacity}
                data-questions={d.questions.length}
              >
                <div className="ticket-head">
                  <span>
                    <strong>{d.name}</strong> · {wallClock(d.starts_at, locale)}
                    {d.ends_at ? ` – ${wallClock(d.ends_at, locale)}` : ""} ({d.time_zone.replace(/_/g, " ")}) ·{" "}
                    {d.online ? t("onlineEvent") : d.location_short_name} ·{" "}
                    {t("ticketSold").replace("{sold}", String(ticket.soldCount)).replace("{capacity}", String(d.capacity))}
                    {ticket.expired ? <em className="expired"> · {t("ticketExpired")}</em> : null}
                  </span>
                  <span className="row-buttons">
                    <button type="button" data-testid="ticket-edit" onClick={() => setEditing({ ticket, key: Date.now() })}>
                      {t("edit")}
                    </button>
                    <button type="button" data-testid="ticket-delete" onClick={() => void remove(ticket)}>
                      {t("delete")}
                    </button>
                  </span>
                </div>
                {problems[ticket.id] ? <RuleProblem code={problems[ticket.id] ?? ""} testId="ticket-delete-error" /> : null}
                {editing?.ticket?.id === ticket.id ? form(ticket) : null}
                <PlansEditor product={product} ticketId={ticket.id} onChanged={onChanged} />
              </li>
            );
          })}
        </ul>
      )}
      {editing && editing.ticket === null ? (
        form(null)
      ) : (
        <button type="button" data-testid="ticket-add" onClick={() => setEditing({ ticket: null, key: Date.now() })}>
          {t("addTicket")}
        </button>
      )}
    </div>
  );
}
