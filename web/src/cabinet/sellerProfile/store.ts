import { createStore } from "zustand/vanilla";
import type { FieldProblem } from "../../api/errors";
import type { BusinessStep } from "../../core";
import { stepsFor, type ProfileField } from "./steps";

// The client state of one seller-profile modal: the draft, the current
// step, which fields show their problems, and the edge's problems (shown
// until their field changes). One store per open modal.
export interface ProfileDraftState {
  profile: BusinessStep;
  stepIndex: number;
  revealed: string[];
  edgeProblems: Record<string, string>;
  saved: boolean;
  /** Changed since it was loaded or saved (leaving asks first: ui/useFormGuard). */
  dirty: boolean;
  change: <K extends ProfileField>(field: K, value: BusinessStep[K]) => void;
  reveal: (fields: string[]) => void;
  goTo: (index: number) => void;
  setEdgeProblems: (problems: FieldProblem[]) => void;
  setSaved: () => void;
}

export const createProfileDraft = (initial: BusinessStep) =>
  createStore<ProfileDraftState>((set, get) => ({
    profile: initial,
    stepIndex: 0,
    revealed: [],
    edgeProblems: {},
    saved: false,
    dirty: false,
    change: (field, value) => {
      const { [field]: _cleared, ...edgeProblems } = get().edgeProblems;
      const profile = { ...get().profile, [field]: value };
      const stepIndex = Math.min(get().stepIndex, stepsFor(profile.business_type).length - 1);
      set({ profile, edgeProblems, stepIndex, saved: false, dirty: true });
    },
    reveal: (fields) => set({ revealed: [...new Set([...get().revealed, ...fields])] }),
    goTo: (index) => set({ stepIndex: Math.max(0, Math.min(index, stepsFor(get().profile.business_type).length - 1)) }),
    setEdgeProblems: (problems) => set({ edgeProblems: Object.fromEntries(problems.map((p) => [p.field, p.code])) }),
    setSaved: () => set({ saved: true, dirty: false, edgeProblems: {} }),
  }));

export type ProfileDraft = ReturnType<typeof createProfileDraft>;
