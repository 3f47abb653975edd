import { useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "../../ui/Button";
import { InfoPopover } from "../../ui/InfoPopover";
import { Link } from "../../ui/Link";
import { LoadingMask } from "../../ui/LoadingMask";
import { Modal, type ModalSize } from "../../ui/Modal";
import { Spinner } from "../../ui/Spinner";
import { toast, type ToastKind } from "../../ui/toasts";
import { Tooltip } from "../../ui/Tooltip";
import type { CatalogueSection } from "./types";
// the buyer pages' buttons (.sf-button), shown beside the app's
import "../../storefront/storefront.css";

// The "ui" part's sections: overlays, feedback and the base widgets.

const longText =
  "A much longer text than anyone would plan for, to see how the widget wraps it: the creator's handbook with every chapter, exercise and template, and the bonus workbook for the weekend.";

function State({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="catalogue-state">
      <span className="catalogue-caption">{caption}</span>
      {children}
    </div>
  );
}

const variants: ButtonVariant[] = ["primary", "secondary", "ghost", "danger"];
const sizes: ButtonSize[] = ["small", "medium", "large"];

function Buttons() {
  const [pending, setPending] = useState(false);
  return (
    <>
      {variants.map((variant) => (
        <div key={variant} className="catalogue-states">
          {sizes.map((size) => (
            <State key={size} caption={`${variant} ${size}`}>
              <Button variant={variant} size={size} testId={`button-${variant}-${size}`}>
                {variant === "danger" ? "Delete product" : "Save product"}
              </Button>
            </State>
          ))}
          <State caption={`${variant} disabled`}>
            <Button variant={variant} disabled testId={`button-${variant}-disabled`}>
              Save product
            </Button>
          </State>
          <State caption={`${variant} pending`}>
            <Button variant={variant} pending testId={`button-${variant}-pending`}>
              Save product
            </Button>
          </State>
          <State caption={`${variant} link`}>
            <Link href="/dev/catalogue" button={variant} testId={`link-button-${variant}`}>
              Continue
            </Link>
          </State>
        </div>
      ))}
      <div className="catalogue-states">
        <State caption="buyer pages: link">
          <a className="sf-button" href="/dev/catalogue" data-testid="sf-button-link">
            Manage order
          </a>
        </State>
        <State caption="buyer pages: primary link">
          <a className="sf-button sf-button-primary" href="/dev/catalogue" data-testid="sf-button-primary-link">
            Open your purchases
          </a>
        </State>
        <State caption="buyer pages: button">
          <button type="button" className="sf-button" data-testid="sf-button-button">
            Mark as finished
          </button>
        </State>
        <State caption="buyer pages: primary, disabled">
          <button type="button" className="sf-button sf-button-primary" disabled data-testid="sf-button-primary-disabled">
            Next lesson
          </button>
        </State>
      </div>
      <div className="catalogue-states">
        <State caption="pending on click (2 s)">
          <Button
            pending={pending}
            testId="button-press"
            onClick={() => {
              setPending(true);
              setTimeout(() => setPending(false), 2000);
            }}
          >
            Pay 49,00 €
          </Button>
        </State>
        <State caption="long text">
          <Button variant="secondary" testId="button-long">
            {longText.slice(0, 60)}
          </Button>
        </State>
      </div>
      <State caption="block (full width)">
        <Button block size="large" testId="button-block">
          Buy now
        </Button>
      </State>
    </>
  );
}

const modalSizes: ModalSize[] = ["x-small", "small", "medium", "large", "responsive", "x-large"];

function Modals() {
  const [open, setOpen] = useState<ModalSize | "full-screen" | "long" | "no-close" | null>(null);
  const close = () => setOpen(null);
  const footer = (
    <>
      <Button variant="secondary" onClick={close} testId="modal-cancel">
        Cancel
      </Button>
      <Button onClick={close} testId="modal-save">
        Save
      </Button>
    </>
  );
  return (
    <>
      <div className="catalogue-states">
        {[...modalSizes, "full-screen" as const, "long" as const].map((size) => (
          <Button key={size} variant="secondary" testId={`open-modal-${size}`} onClick={() => setOpen(size)}>
            Open {size}
          </Button>
        ))}
      </div>
      <Modal
        open={open !== null && open !== "long"}
        onClose={close}
        size={open === null || open === "full-screen" || open === "long" || open === "no-close" ? "small" : open}
        fullScreen={open === "full-screen"}
        title={`A ${open ?? ""} dialog`}
        testId="catalogue-modal"
        footer={footer}
      >
        <div className="stack">
          <p>Escape closes it, Tab stays inside, the page behind does not scroll.</p>
          <label htmlFor="catalogue-modal-name">Product name</label>
          <input id="catalogue-modal-name" data-testid="modal-input" defaultValue="The Creator's Handbook" />
        </div>
      </Modal>
      <Modal open={open === "long"} onClose={close} size="medium" title={longText} testId="catalogue-modal-long" footer={footer}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>{longText}</p>
        ))}
      </Modal>
    </>
  );
}

function Links() {
  return (
    <div className="catalogue-states">
      <State caption="internal">
        <Link href="/dev/catalogue#links" testId="link-internal">
          Back to the links
        </Link>
      </State>
      <State caption="external">
        <Link href="https://example.com/terms" testId="link-external">
          The seller&apos;s terms
        </Link>
      </State>
      <State caption="disabled">
        <Link href="/cabinet" disabled testId="link-disabled">
          Cabinet (disabled)
        </Link>
      </State>
      <State caption="long text">
        <Link href="/dev/catalogue#links" testId="link-long">
          {longText}
        </Link>
      </State>
    </div>
  );
}

const toastTexts: Record<ToastKind, string> = {
  success: "Product saved.",
  error: "The product could not be saved. Please try again later.",
  warning: "The provider is in test mode.",
  info: "A new version of the page is ready.",
};

function Toasts() {
  return (
    <div className="catalogue-states">
      {(Object.keys(toastTexts) as ToastKind[]).map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          testId={`show-toast-${kind}`}
          onClick={() => toast(kind, `catalogue_${kind}`, toastTexts[kind])}
        >
          Show {kind}
        </Button>
      ))}
      <Button
        variant="secondary"
        testId="show-toast-undo"
        onClick={() =>
          toast("success", "catalogue_undo", "Coupon deleted.", {
            action: { label: "Undo", run: () => toast("info", "catalogue_undone", "Coupon restored.") },
          })
        }
      >
        Show with undo
      </Button>
      <Button variant="secondary" testId="show-toast-long" onClick={() => toast("info", "catalogue_long", longText)}>
        Show long text
      </Button>
    </div>
  );
}

function Tooltips() {
  return (
    <div className="catalogue-states">
      <State caption="on a button (hover or focus)">
        <Tooltip text="Copies the link to the clipboard" testId="tooltip">
          <Button variant="secondary" testId="tooltip-anchor">
            Copy link
          </Button>
        </Tooltip>
      </State>
      <State caption="above, long text">
        <Tooltip text={longText} placement="top" testId="tooltip-long">
          <Button variant="ghost" testId="tooltip-long-anchor">
            Why?
          </Button>
        </Tooltip>
      </State>
    </div>
  );
}

function InfoPopovers() {
  return (
    <div className="catalogue-states">
      <State caption="beside a label">
        <span className="cluster">
          <span>Minimum price</span>
          <InfoPopover testId="info">The lowest amount a buyer may pay for this plan.</InfoPopover>
        </span>
      </State>
      <State caption="long text">
        <InfoPopover testId="info-long" label="About VAT">
          {longText}
        </InfoPopover>
      </State>
    </div>
  );
}

function Spinners() {
  return (
    <div className="catalogue-states">
      <State caption="small">
        <Spinner />
      </State>
      <State caption="large, labelled">
        <Spinner size="large" label="Loading orders" />
      </State>
      <State caption="in a line of text">
        <span className="cluster">
          <Spinner label="Checking" /> Checking the VAT id…
        </span>
      </State>
    </div>
  );
}

function LoadingMasks() {
  const [loading, setLoading] = useState(true);
  return (
    <div className="stack">
      <div>
        <Button variant="secondary" testId="toggle-mask" onClick={() => setLoading(!loading)}>
          {loading ? "Finish loading" : "Load again"}
        </Button>
      </div>
      <LoadingMask loading={loading} label="Loading the orders" testId="mask-region">
        <div className="catalogue-box stack">
          <p>Orders of the last 30 days</p>
          <p className="note">{longText}</p>
        </div>
      </LoadingMask>
    </div>
  );
}

export const sections: CatalogueSection[] = [
  { id: "buttons", title: "Button", Component: Buttons },
  { id: "modals", title: "Modal", Component: Modals },
  { id: "links", title: "Link", Component: Links },
  { id: "toasts", title: "Toast", Component: Toasts },
  { id: "tooltips", title: "Tooltip", Component: Tooltips },
  { id: "info-popovers", title: "Info popover", Component: InfoPopovers },
  { id: "spinners", title: "Spinner", Component: Spinners },
  { id: "loading-masks", title: "Loading mask", Component: LoadingMasks },
];
