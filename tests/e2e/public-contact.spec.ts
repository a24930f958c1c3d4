import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, partHydrated } from "./helpers";
import { storedMessages, uniqueName } from "./public-helpers";

const contactForm = (page: Page) => page.locator("#contact-form");
const send = (page: Page) => contactForm(page).getByRole("button", { name: "Send Message" });

/** A field's own message under it (the error summary at the top keeps a fixed one, struck through). */
const fieldMessage = (scope: Locator, text: string) => scope.locator('[id$="-error"]', { hasText: text });

test.describe("contact form (JavaScript on)", () => {
  test("shows each validation message for its bad input", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    // Live validation is the form's code, which comes on the first touch (sent before it, the form is answered by the
    // server with the same messages, as without JavaScript).
    await hydrated(page);
    await partHydrated(form);
    await send(page).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
    ]) {
      await expect(fieldMessage(form, message)).toBeVisible();
    }

    await form.getByLabel("Your name").fill("Jo");
    await expect(fieldMessage(form, "Name must be at least 2 characters")).toBeHidden();
    await form.getByLabel("Subject").fill("Hi");
    await expect(fieldMessage(form, "Subject must be at least 5 characters")).toBeVisible();
    await form.getByLabel("Subject").fill("Hello there");
    await expect(fieldMessage(form, "Subject must be at least 5 characters")).toBeHidden();
    await form.getByLabel("Message").fill("Too short");
    await expect(fieldMessage(form, "Message must be at least 10 characters")).toBeVisible();
    await form.getByLabel("Email").fill("jo@");
    await expect(fieldMessage(form, "Please enter a valid email address")).toBeVisible();
  });

  test("a valid message shows the Message Sent toast, resets the form and is stored", async ({ page, request }) => {
    const name = uniqueName("Contact Tester");
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Email").fill("contact@example.com");
    await form.getByLabel("Subject").fill("Private chef question");
    await form.getByLabel("Message").fill("Can the chef cater for a vegetarian family of five?");
    await send(page).click();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Message Sent");
    await expect(toast).toContainText("We've received your message and will get back to you soon.");
    await expect(form.getByLabel("Your name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");

    const stored = (await storedMessages(request)).find((m) => m.name === name);
    expect(stored).toMatchObject({
      email: "contact@example.com",
      subject: "Private chef question",
      message: "Can the chef cater for a vegetarian family of five?",
      resolved: false,
    });
  });
});

test.describe("contact form (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the field errors and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Your name").fill("A");
    await form.getByLabel("Email").fill("a@b");
    await form.getByLabel("Subject").fill("Hey");
    await form.getByLabel("Message").fill("Short");
    await send(page).click();

    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
    ]) {
      await expect(contactForm(page).getByText(message).first()).toBeVisible();
    }
    await expect(contactForm(page).getByLabel("Subject")).toHaveValue("Hey");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue("Short");
  });

  test("a valid message is stored and a success message is shown", async ({ page, request }) => {
    const name = uniqueName("NoJS Writer");
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Email").fill("writer@example.com");
    await form.getByLabel("Subject").fill("Group booking");
    await form.getByLabel("Message").fill("We are twelve friends looking at two lodges in March.");
    await send(page).click();

    await expect(page.getByRole("status")).toContainText("Message Sent");
    await expect(page.getByRole("status")).toContainText("We've received your message and will get back to you soon.");
    await expect(contactForm(page).getByLabel("Your name")).toHaveValue("");

    const stored = (await storedMessages(request)).find((m) => m.name === name);
    expect(stored).toMatchObject({ email: "writer@example.com", subject: "Group booking" });
  });
});
