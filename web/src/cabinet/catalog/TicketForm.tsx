import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetTicket } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { check, countries, type QuestionKind } from "../../core";
import {
  digitsOnly,
  draftFromForm,
  emptyQuestion,
  emptyTicketForm,
  formFromDraft,
  questionKinds,
  takesOptions,
  timeZoneChoices,
  type QuestionForm,
  type TicketForm as Form,
} from "./ticketForm";
import { catalogTexts, questionKindTexts } from "./texts";
import { dateText } from "../../ui/DateField";
import { useFormGuard, useTouched } from "../../ui/useFormGuard";
import { CheckField, RuleProblem, SearchField, SelectField, TextField } from "./ui";

// The form of one ticket: name, start and end in the event's own time zone
// (datetime-local inputs; the zone and the country are searchable
// selects), online with a link or on site with a place and
// country, how many there are, and the questions a buyer answers. Core's
// `ticket` rule judges the draft on every change, so a problem (an end
// before the start) shows beside its field and nothing is sent until there
// are none; the edge's 422 problems show in the same places.
const countryCodes = countries();
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** A datetime-local value ("2027-03-01T19:00") written in the UI language ("01.03.2027, 19:00"); none when empty. */
const localTime = (value: string, locale: string) => {
  const [date = "", time = ""] = value.split("T");
  return date ? `${dateText(date, locale)}${time ? `, ${time.slice(0, 5)}` : ""}` : undefined;
};

/** The first problem per field. */
const byField = (problems: readonly { field: string; code: string }[]) => {
  const out: Record<string, string> = {};
  for (const p of problems) if (!(p.field in out)) out[p.field] = p.code;
  return out;
};

export function TicketForm(props: {
  productId: number;
  ticket: CabinetTicket | null;
  onCancel: () => void;
  onSaved: (ticket: CabinetTicket) => Promise<void>;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [form, setForm] = useState<Form>(() => (props.ticket ? formFromDraft(props.ticket.draft) : emptyTicketForm(browserZone())));
  const [zones] = useState(() => timeZoneChoices(Intl.supportedValuesOf("timeZone"), browserZone(), form.timeZone));
  const touched = useTouched();
  useFormGuard(touched.dirty);
  const [edgeProblems, setEdgeProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const regionNames = new Intl.DisplayNames([locale], { type: "region" });

  const draft = draftFromForm(form);
  const local = byField(check("ticket", draft).problems);
  const shown = touched.shown;
  const problemOf = (field: string): string | null => edgeProblems[field] ?? (shown(field) ? (local[field] ?? null) : null);
  /** A question's options field also shows the problem of a single option (`questions.0.options.2`). */
  const optionsProblem = (i: number) => {
    const at = `questions.${i}.options`;
    const one = Object.keys({ ...local, ...edgeProblems }).find((f) => f.startsWith(`${at}.`));
    return problemOf(at) ?? (one ? problemOf(one) : null);
  };

  const change = (patch: Partial<Form>, ...fields: string[]) => {
    setForm({ ...form, ...patch });
    touched.touch(...fields);
    const left = Object.entries(edgeProblems).filter(([f]) => !fields.some((c) => f === c || f.startsWith(`${c}.`)));
    if (left.length !== Object.keys(edgeProblems).length) setEdgeProblems(Object.fromEntries(left));
  };
  const question = (i: number, patch: Partial<QuestionForm>, field: string) =>
    change({ questions: form.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }, `questions.${i}.${field}`);

  async function save() {
    touched.submit();
    setError(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const saved = props.ticket
        ? await cabinetApi.updateTicket(props.productId, props.ticket.id, draft)
        : await cabinetApi.createTicket(props.productId, draft);
      touched.saved();
      await props.onSaved(saved);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) setEdgeProblems(byField(e.problems));
      else setError(e.code);
      setBusy(false);
    }
  }

  const shownFields = (field: string) =>
    [
      "name",
      "starts_at",
      "ends_at",
      "time_zone",
      "online_url",
      "location_short_name",
      "location_address",
      "country_code",
      "capacity",
      "questions",
    ].includes(field) || /^questions\.\d+\.(label|kind|options)(\.\d+)?$/.test(field);
  const others = Object.entries({ ...(touched.submitted ? local : {}), ...edgeProblems }).filter(([field]) => !shownFields(field));

  return (
    <form
      className="catalog-form ticket-form"
      data-testid="ticket-form"
      data-valid={Object.keys(local).length === 0}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h4>{props.ticket ? t("editTicket") : t("addTicket")}</h4>
      <TextField
        testId="ticket-name"
        required
        label={t("ticketName")}
        value={form.name}
        onChange={(v) => change({ name: v }, "name")}
        problem={problemOf("name")}
      />
      <div className="two-fields">
        <TextField
          testId="ticket-starts_at"
          label={t("startsAt")}
          type="datetime-local"
          value={form.startsAt}
          hint={localTime(form.startsAt, locale)}
          onChange={(v) => change({ startsAt: v }, "starts_at")}
          problem={problemOf("starts_at")}
        />
        <TextField
          testId="ticket-ends_at"
          label={t("endsAt")}
          type="datetime-local"
          value={form.endsAt}
          hint={localTime(form.endsAt, locale)}
          onChange={(v) => change({ endsAt: v }, "ends_at")}
          problem={problemOf("ends_at")}
        />
      </div>
      <SearchField
        testId="ticket-time_zone"
        label={t("timeZone")}
        value={form.timeZone}
        options={zones.map((z) => [z, z.replace(/_/g, " ")] as const)}
        onChange={(v) => change({ timeZone: v }, "time_zone")}
        problem={problemOf("time_zone")}
      />
      <CheckField testId="ticket-online" label={t("onlineEvent")} checked={form.online} onChange={(v) => change({ online: v }, "online")} />
      {form.online ? (
        <TextField
          testId="ticket-online_url"
          label={t("onlineUrl")}
          type="url"
          placeholder="https://"
          value={form.onlineUrl}
          onChange={(v) => change({ onlineUrl: v }, "online_url")}
          problem={problemOf("online_url")}
        />
      ) : (
        <>
          <TextField
            testId="ticket-location_short_name"
            label={t("placeName")}
            value={form.locationShortName}
            onChange={(v) => change({ locationShortName: v }, "location_short_name")}
            problem={problemOf("location_short_name")}
          />
          <TextField
            testId="ticket-location_address"
            label={t("placeAddress")}
            value={form.locationAddress}
            onChange={(v) => change({ locationAddress: v }, "location_address")}
            problem={problemOf("location_address")}
          />
          <SearchField
            testId="ticket-country_code"
            label={t("country")}
            placeholder={t("chooseCountry")}
            value={form.countryCode}
            options={countryCodes.map((c) => [c, regionNames.of(c) ?? c] as const).sort((a, b) => a[1].localeCompare(b[1], locale))}
            onChange={(v) => change({ countryCode: v }, "country_code")}
            problem={problemOf("country_code")}
          />
        </>
      )}
      <TextField
        testId="ticket-capacity"
        label={t("capacity")}
        value={form.capacity}
        onChange={(v) => change({ capacity: digitsOnly(v) }, "capacity")}
        problem={problemOf("capacity")}
      />
      <fieldset className="questions" data-testid="ticket-questions" data-count={form.questions.length}>
        <legend>{t("questions")}</legend>
        {form.questions.map((q, i) => (
          <div key={i} className="question" data-testid={`ticket-question-${i}`} data-kind={q.kind}>
            <SelectField<QuestionKind>
              testId={`ticket-questions.${i}.kind`}
              label={t("questionKind")}
              value={q.kind}
              options={questionKinds.map((k) => [k, questionKindTexts[k][locale]] as const)}
              onChange={(kind) => question(i, { kind }, "options")}
              problem={problemOf(`questions.${i}.kind`)}
            />
            <TextField
              testId={`ticket-questions.${i}.label`}
              label={t("questionLabel")}
              value={q.label}
              onChange={(v) => question(i, { label: v }, "label")}
              problem={problemOf(`questions.${i}.label`)}
            />
            <CheckField
              testId={`ticket-questions.${i}.required`}
              label={t("questionRequired")}
              checked={q.required}
              onChange={(v) => question(i, { required: v }, "required")}
            />
            {takesOptions(q.kind) ? (
              <TextField
                testId={`ticket-questions.${i}.options`}
                label={t("questionOptions")}
                multiline
                value={q.optionsText}
                onChange={(v) => question(i, { optionsText: v }, "options")}
                problem={optionsProblem(i)}
              />
            ) : null}
            <button
              type="button"
              data-testid={`ticket-question-${i}-remove`}
              onClick={() => change({ questions: form.questions.filter((_, j) => j !== i) }, "questions")}
            >
              {t("remove")}
            </button>
          </div>
        ))}
        {problemOf("questions") ? <RuleProblem code={problemOf("questions") ?? ""} testId="ticket-questions-error" /> : null}
        <button type="button" data-testid="ticket-question-add" onClick={() => change({ questions: [...form.questions, emptyQuestion()] })}>
          {t("addQuestion")}
        </button>
      </fieldset>
      {others.length > 0 ? (
        <div className="form-error" data-testid="ticket-other-problems">
          {t("otherProblems")}
          <ul>
            {others.map(([field, code]) => (
              <li key={field} data-field={field}>
                <RuleProblem code={code} testId="ticket-problem-other" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? <RuleProblem code={error} testId="ticket-error" /> : null}
      <div className="actions">
        <button type="button" data-testid="ticket-cancel" onClick={props.onCancel}>
          {t("cancel")}
        </button>
        <button type="submit" className="primary" data-testid="ticket-save" disabled={busy}>
          {busy ? t("saving") : t("saveTicket")}
        </button>
      </div>
    </form>
  );
}
