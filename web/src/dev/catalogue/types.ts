import type { JSX } from "react";

/** One section of the development component catalogue (`/dev/catalogue`): a widget with every state. */
export interface CatalogueSection {
  id: string;
  title: string;
  Component: () => JSX.Element;
}
