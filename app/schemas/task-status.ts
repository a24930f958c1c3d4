/** What a task of the queue can be (app/models/task.server.ts): here so the admin page can use it in the browser too. */
export const TASK_STATUSES = ["waiting", "done", "failed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
