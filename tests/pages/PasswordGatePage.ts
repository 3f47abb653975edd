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
