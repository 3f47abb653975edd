// Driving the shared form widgets of web/src/ui the way a person does:
// the searchable select (a combobox) is typed into and its option chosen.
import type { Locator, Page } from "playwright-core";

/** Chooses `value` in the searchable select `testId`: types `search` (the value by default) and clicks the option. */
export async function chooseOption(page: Page | Locator, testId: string, value: string, search = value) {
  const input = page.getByTestId(testId);
  await input.fill(search);
  await page.locator(`[data-testid="${testId}-option"][data-value="${value}"]`).click();
}

/** The value chosen in the searchable select `testId` ("" for none). */
export async function chosenOption(page: Page | Locator, testId: string): Promise<string> {
  return (await page.getByTestId(testId).getAttribute("data-value")) ?? "";
}
