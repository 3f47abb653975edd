import type { JSX } from "react";

export interface CatalogueSection {
  id: string;
  title: string;
  Component: () => JSX.Element;
}
