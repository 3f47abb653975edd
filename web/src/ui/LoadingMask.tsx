import type { ReactNode } from "react";
import "./LoadingMask.css";
import { Spinner } from "./Spinner";

/**
 * A region that is covered while it loads: its content stays in place (no
 * jump), a translucent mask with a spinner lies over it, and the region is
 * aria-busy so that screen readers wait for it.
 */
export function LoadingMask({
  loading,
  label,
  testId,
  children,
}: {
  loading: boolean;
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="ui-loading-region" aria-busy={loading} data-testid={testId} data-loading={loading}>
      {children}
      {loading ? (
        <div className="ui-loading-mask">
          <Spinner size="large" label={label} />
        </div>
      ) : null}
    </div>
  );
}
