// Page object of a protected product's password form (storefront product
// page and payment page).
import type { Page } from "playwright-core";

export class PasswordGatePage {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await this.page.getByTestId("password-gate").waitFor();
  }

  name() {
    return this.page.getByTestId("product-name").textContent();
  }

  async submit(password: string) {
    await this.page.getByTestId("password-gate-input").fill(password);
    await this.page.getByTestId("password-gate-submit").click();
  }

  /** The shown error's code, once it is shown. */
  async errorCode() {
    const error = this.page.getByTestId("password-gate-error");
    await error.waitFor();
    return error.getAttribute("data-code");
  }
}

/** The access password of the product editor's details step. */
export class EditorAccessPassword {
  constructor(private readonly page: Page) {}

  /** Whether the step says a password is set. */
  async isSet() {
    return (await this.page.getByTestId("details-access_password-state").getAttribute("data-private")) === "true";
  }

  /** What the password field holds (never the stored password). */
  value() {
    return this.page.getByTestId("details-access_password").inputValue();
  }

  inputType() {
    return this.page.getByTestId("details-access_password").getAttribute("type");
  }

  /** Types a new password and saves, waiting until the step shows `set` as the new state. */
  async setNew(password: string) {
    await this.page.getByTestId("details-access_password").fill(password);
    await this.save(true);
  }

  async remove() {
    await this.page.getByTestId("details-access_password-remove").check();
    await this.save(false);
  }

  private async save(set: boolean) {
    await this.page.getByTestId("details-save").click();
    await this.page.getByTestId("details-saved").waitFor();
    await this.page.locator(`[data-testid="details-access_password-state"][data-private="${set}"]`).waitFor();
  }
}
