import { create } from "zustand";
import type { FieldProblem } from "../api/errors";
import type { ProfileType } from "../api/account";

// The sign-up wizard's answers across its two pages (/users/sign_up and
// /users/sign_up/about_you), in memory only.
export interface SignUpAnswers {
  email: string;
  password: string;
  termsAccepted: boolean;
  firstName: string;
  lastName: string;
  username: string;
  profileType: ProfileType;
}

interface SignUpState extends SignUpAnswers {
  /** Problems the edge found on sign-up, by field (snake_case), until the field changes. */
  edgeProblems: Record<string, string>;
  /** The address the confirmation mail went to, once signed up. */
  signedUpEmail: string | null;
  set: (change: Partial<SignUpAnswers>) => void;
  setEdgeProblems: (problems: FieldProblem[]) => void;
  done: (email: string) => void;
}

const empty: SignUpAnswers = {
  email: "",
  password: "",
  termsAccepted: false,
  firstName: "",
  lastName: "",
  username: "",
  profileType: "seller",
};

const fieldOf: Record<keyof SignUpAnswers, string> = {
  email: "email",
  password: "password",
  termsAccepted: "terms_accepted",
  firstName: "first_name",
  lastName: "last_name",
  username: "username",
  profileType: "profile_type",
};

export const useSignUp = create<SignUpState>((set, get) => ({
  ...empty,
  edgeProblems: {},
  signedUpEmail: null,
  set: (change) => {
    const edgeProblems = { ...get().edgeProblems };
    for (const key of Object.keys(change) as (keyof SignUpAnswers)[]) delete edgeProblems[fieldOf[key]];
    set({ ...change, edgeProblems, signedUpEmail: null });
  },
  setEdgeProblems: (problems) => set({ edgeProblems: Object.fromEntries(problems.map((p) => [p.field, p.code])) }),
  done: (email) => set({ ...empty, edgeProblems: {}, signedUpEmail: email }),
}));

/** Fields of the first page: a problem on one of them sends the visitor back there. */
export const firstPageFields = ["email", "password", "terms_accepted"];
/** Fields of the second page. */
export const secondPageFields = ["first_name", "last_name", "username", "profile_type"];

/** The form as core's `sign_up` rule and POST /v1/app/user take it. */
export function signUpForm(a: SignUpAnswers, locale: string, username: string) {
  return {
    email: a.email.trim(),
    password: a.password,
    username,
    first_name: a.firstName.trim(),
    last_name: a.lastName.trim(),
    locale,
    profile_type: a.profileType,
    terms_accepted: a.termsAccepted,
  };
}
