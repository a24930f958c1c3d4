import { expect, test } from "@playwright/test";

test("the home page renders with the featured properties from the database", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Alpine Retreat" }).first()).toBeVisible();
});
