export { Link } from "../ui/Link";
