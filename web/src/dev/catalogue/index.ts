import { sections as inputs } from "./inputs";
import { sections as lists } from "./lists";
import type { CatalogueSection } from "./types";
import { sections as ui } from "./ui";

// The catalogue's sections: overlays and feedback, form widgets, then the
// widgets that show data.
export const sections: CatalogueSection[] = [...ui, ...inputs, ...lists];
export type { CatalogueSection };
