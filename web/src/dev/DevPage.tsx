import { CataloguePage } from "./CataloguePage";
import { MailboxPage } from "./MailboxPage";

/** The development pages, one lazily loaded chunk of the development build only. */
export default function DevPage({ page }: { page: "mailbox" | "catalogue" }) {
  return page === "mailbox" ? <MailboxPage /> : <CataloguePage />;
}
