import type { ReactNode } from "react";
import { navigate } from "./navigate";

/** An in-app link: a real anchor, followed without a reload. */
export function Link({ href, testId, className, children }: { href: string; testId?: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
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
