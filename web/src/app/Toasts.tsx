export { Toasts } from "../ui/Toasts";
