import type { ReactNode } from "react";
import { LanguageSelect } from "../app/LanguageSelect";
import { Link } from "../ui/Link";
import "./account.css";

/**
 * The frame of every account page (sign-in, sign-up, mailed links): the
 * product's name and the language switch above a calm centred card with
 * the page's title and its form.
 */
export function AccountLayout({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="account-page">
      <header className="account-page__header">
        <Link href="/" className="account-page__brand">
          Sellwerk
        </Link>
        <LanguageSelect />
      </header>
      <main className="account-card" data-testid={testId}>
        <h1 className="account-card__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
