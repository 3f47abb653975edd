import { sections as ui } from "./ui";
import type { CatalogueSection } from "./types";

// The catalogue's sections, each part's in turn (ui, inputs, lists).
export const sections: CatalogueSection[] = [...ui];
export type { CatalogueSection };
