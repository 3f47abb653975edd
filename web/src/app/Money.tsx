// Shows a decimal string as it came from core; the raw value stays in
// data-amount so that tests compare exactly what core produced.
const symbols: Record<string, string> = { eur: "€", usd: "$", gbp: "£", chf: "CHF" };

export function Amount({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  const symbol = symbols[currency] ?? currency.toUpperCase();
  return (
    <span className="amount" data-testid={testId} data-amount={value}>
      {value} {symbol}
    </span>
  );
}
