import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { shopApi, type Product } from "../api/shop";

export type Loaded<T> = { state: "loading" } | { state: "error"; error: ApiError } | { state: "ready"; value: T };

/**
 * A product the edge shows only after its password: its name (all the edge
 * tells without the password) and `opened`, which loads the product again
 * once the password was accepted (the edge set the grant cookie).
 */
export type Locked = { state: "locked"; name: string; opened: () => void };

/** The error code of a password-protected product asked for without its grant. */
export const PASSWORD_REQUIRED = "product_password_required";

/** The name a `product_password_required` answer carries. */
function lockedName(error: ApiError): string {
  const body = error.body as { product?: { name?: unknown } } | null;
  return typeof body?.product?.name === "string" ? body.product.name : "";
}

export function useProduct(username: string, productId: string): Loaded<Product> | Locked {
  const [loaded, setLoaded] = useState<Loaded<Product> | Omit<Locked, "opened">>({ state: "loading" });
  const [round, setRound] = useState(0);
  const opened = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    shopApi
      .product(username, productId, controller.signal)
      .then((value) => setLoaded({ state: "ready", value }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const e = error instanceof ApiError ? error : new ApiError(0, "internal", String(error));
        setLoaded(e.code === PASSWORD_REQUIRED ? { state: "locked", name: lockedName(e) } : { state: "error", error: e });
      });
    return () => controller.abort();
  }, [username, productId, round]);
  return loaded.state === "locked" ? { ...loaded, opened } : loaded;
}
