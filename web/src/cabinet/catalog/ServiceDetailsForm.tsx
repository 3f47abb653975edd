import type { CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { setupRules, type ServiceDelivery, type ServiceDetails } from "../../core";
import { SectionFooter, SetupLoader, useSetupSection } from "./setupSection";
import { countOf, digitsOnly } from "./ticketForm";
import { catalogTexts, serviceDeliveryTexts } from "./texts";
import { SelectField, TextField } from "./ui";

// The details step of a service also asks what the buyer gets, how and
// where it is delivered, how long a session lasts and within how many days
// it is delivered: the setup's `service` section, judged by core's
// `product_setup` rule and saved with PUT …/setup.

/** Core's `ServiceDetails::default()`. */
export const defaultService: ServiceDetails = setupRules().defaults.service;

interface Form {
  details: string;
  delivery: ServiceDelivery;
  location: string;
  duration: string;
  deliveryDays: string;
}

const toSection = (f: Form): ServiceDetails => ({
  details: f.details,
  delivery: f.delivery,
  location: f.location,
  duration_minutes: countOf(f.duration),
  delivery_days: countOf(f.deliveryDays),
});

const known = new Set(["details", "delivery", "location", "duration_minutes", "delivery_days"]);

export function ServiceDetailsForm({ product }: { product: CabinetProduct }) {
  return (
    <SetupLoader product={product}>
      {(answer) => <ServiceForm product={product} stored={answer.setup.service ?? defaultService} />}
    </SetupLoader>
  );
}

function ServiceForm({ product, stored }: { product: CabinetProduct; stored: ServiceDetails }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const s = useSetupSection({
    product,
    name: "service",
    initial: {
      details: stored.details,
      delivery: stored.delivery,
      location: stored.location,
      duration: stored.duration_minutes === null ? "" : String(stored.duration_minutes),
      deliveryDays: stored.delivery_days === null ? "" : String(stored.delivery_days),
    } satisfies Form,
    toSection,
  });
  const f = s.form;
  return (
    <form
      className="catalog-form service-details"
      data-testid="service-form"
      data-valid={s.valid}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void s.save();
      }}
    >
      <h4>{t("serviceDetails")}</h4>
      <TextField
        testId="service-details"
        label={t("serviceWhat")}
        value={f.details}
        multiline
        onChange={(v) => s.change({ ...f, details: v }, "details")}
        problem={s.problemOf("details")}
      />
      <SelectField<ServiceDelivery>
        testId="service-delivery"
        label={t("serviceDelivery")}
        value={f.delivery}
        options={(Object.keys(serviceDeliveryTexts) as ServiceDelivery[]).map((d) => [d, serviceDeliveryTexts[d][locale]] as const)}
        onChange={(v) => s.change({ ...f, delivery: v }, "delivery", "location")}
        problem={s.problemOf("delivery")}
      />
      <TextField
        testId="service-location"
        label={t("serviceLocation")}
        value={f.location}
        onChange={(v) => s.change({ ...f, location: v }, "location")}
        problem={s.problemOf("location")}
        hint={t("serviceLocationHint")}
      />
      <TextField
        testId="service-duration_minutes"
        label={t("serviceDuration")}
        value={f.duration}
        onChange={(v) => s.change({ ...f, duration: digitsOnly(v) }, "duration_minutes")}
        problem={s.problemOf("duration_minutes")}
        hint={t("emptyIfNone")}
      />
      <TextField
        testId="service-delivery_days"
        label={t("serviceDeliveryDays")}
        value={f.deliveryDays}
        onChange={(v) => s.change({ ...f, deliveryDays: digitsOnly(v) }, "delivery_days")}
        problem={s.problemOf("delivery_days")}
        hint={t("emptyIfNone")}
      />
      <SectionFooter
        prefix="service"
        busy={s.busy}
        saved={s.saved}
        error={s.error}
        others={s.others((field) => known.has(field))}
        label={t("saveServiceDetails")}
      />
    </form>
  );
}
