import { useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { shopApi, type Product } from "../api/shop";

export type Loaded<T> = { state: "loading" } | { state: "error"; error: ApiError } | { state: "ready"; value: T };

export function useProduct(username: string, productId: string): Loaded<Product> {
  const [loaded, setLoaded] = useState<Loaded<Product>>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    shopApi
      .product(username, productId, controller.signal)
      .then((value) => setLoaded({ state: "ready", value }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: "error", error: error instanceof ApiError ? error : new ApiError(0, "internal", String(error)) });
      });
    return () => controller.abort();
  }, [username, productId]);
  return loaded;
}
