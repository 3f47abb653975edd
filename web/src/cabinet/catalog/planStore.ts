import { createStore } from "zustand/vanilla";
import type { FieldProblem } from "../../api/errors";
import { fitToCount, type PlanDraft } from "./planDraft";

// The client state of one open plan form: the draft, which fields show
// their problems (those changed, or all after a save was tried), and the
// edge's problems (shown until their field changes). One store per form.
export interface PlanFormState {
  draft: PlanDraft;
  touched: string[];
  submitted: boolean;
  edgeProblems: Record<string, string>;
  change: (patch: Partial<PlanDraft>, field: string) => void;
  submit: () => void;
  setEdgeProblems: (problems: FieldProblem[]) => void;
}

/** The edge's problem fields as the form names them: `/terms/payments_count` -> `payments_count`. */
export const formField = (field: string) => field.replace(/^terms\./, "");

export const createPlanForm = (initial: PlanDraft, maxPayments: number) =>
  createStore<PlanFormState>((set, get) => ({
    draft: initial,
    touched: [],
    submitted: false,
    edgeProblems: {},
    change: (patch, field) => {
      const merged = { ...get().draft, ...patch };
      const draft = "paymentsCount" in patch ? fitToCount(merged, maxPayments) : merged;
      const { [field]: _cleared, ...edgeProblems } = get().edgeProblems;
      set({ draft, edgeProblems, touched: get().touched.includes(field) ? get().touched : [...get().touched, field] });
    },
    submit: () => set({ submitted: true }),
    setEdgeProblems: (problems) => set({ edgeProblems: Object.fromEntries(problems.map((p) => [formField(p.field), p.code])) }),
  }));
