// A plan's price in plain words (checkout/planWords.ts), its amounts shown
// by `Amount` in the reader's language: "49,00 €", "3 × 66,67 € monatlich",
// "19,00 € pro Monat · 14 Tage kostenlos", "Kostenlos".
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import { planSchedule } from "../core";
import { everyWords, isZero, perWords, periodWords, planPriceWords, planWordTexts, type PlanLike } from "../checkout/planWords";

export function PlanPrice({ plan, currency, testId }: { plan: PlanLike; currency: string; testId?: string }) {
  const t = useTexts(planWordTexts);
  const locale = useLocale();
  const words = planPriceWords(plan, planSchedule);
  if (!words) return null;
  const main = (() => {
    switch (words.kind) {
      case "free":
        return <span className="sf-price-main">{t("free")}</span>;
      case "one_time":
        return (
          <span className="sf-price-main">
            {words.from ? `${t("from")} ` : null}
            <Amount value={words.amount} currency={currency} />
          </span>
        );
      case "payments":
        return (
          <span className="sf-price-main">
            {words.first ? (
              <>
                <Amount value={words.first} currency={currency} />, {t("then")}{" "}
              </>
            ) : null}
            {words.count} × <Amount value={words.amount} currency={currency} />
            {words.every ? <span className="sf-price-per"> {everyWords(words.every, locale)}</span> : null}
          </span>
        );
      case "subscription":
        return (
          <span className="sf-price-main">
            {words.first ? (
              <>
                <Amount value={words.first} currency={currency} />, {t("then")}{" "}
              </>
            ) : null}
            <Amount value={words.amount} currency={currency} />
            <span className="sf-price-per"> {perWords(words.per, locale)}</span>
          </span>
        );
    }
  })();
  const trial = words.kind === "subscription" ? words.trial : undefined;
  return (
    <span className="sf-price" data-testid={testId} data-kind={words.kind} data-amount={words.kind === "free" ? "0" : words.amount}>
      {main}
      {trial ? (
        <span className="sf-price-trial" data-testid={testId ? `${testId}-trial` : undefined}>
          {isZero(trial.amount) ? (
            `${periodWords(trial.period, locale)} ${t("free_trial")}`
          ) : (
            <>
              <Amount value={trial.amount} currency={currency} /> {t("trial_for")} {periodWords(trial.period, locale)}
            </>
          )}
        </span>
      ) : null}
    </span>
  );
}
