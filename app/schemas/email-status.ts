/** The states of an outbox e-mail, shared by the model, the admin page and the JSON API's ?status= filter. */
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
