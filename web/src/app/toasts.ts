export { closesItself, toast, useToasts, type Toast, type ToastAction, type ToastKind } from "../ui/toasts";
