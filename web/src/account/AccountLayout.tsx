import type { ReactNode } from "react";
import { LanguageSelect } from "../app/LanguageSelect";

/** The frame of every account page: its title, the language switch, the form. */
export function AccountLayout({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <main className="page account" data-testid={testId}>
      <LanguageSelect />
      <h1>{title}</h1>
      {children}
    </main>
  );
}
