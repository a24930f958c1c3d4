import "~/lib/zod-config";
import { z } from "zod";

export const USER_ROLES = ["admin", "user"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether a stored role is one we know (anything else reads as the least privileged, "user"). */
export const toUserRole = (value: string): UserRole => ((USER_ROLES as readonly string[]).includes(value) ? (value as UserRole) : "user");

/** Administrators manage staff and settings (docs/decisions/0203-admin-roles-and-sessions.md). */
export const isAdmin = (user: { role: UserRole }): boolean => user.role === "admin";
export const PASSWORD_MIN = 12;

const password = (label: string) =>
  z
    .string({ error: `${label} must be at least ${PASSWORD_MIN} characters` })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(200, `${label} must be at most 200 characters`);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** Admin "Add user" form and POST /api/v1/admin/users. */
export const createUserSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(50, "Username must be at most 50 characters")
    .regex(/^[A-Za-z0-9._@-]+$/, "Username may only contain letters, numbers and . _ @ -"),
  password: password("Password"),
  firstName: optionalText(80, "First name"),
  lastName: optionalText(80, "Last name"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(254, "Please enter a valid email address")
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: "Please enter a valid email address" }).nullable()),
  role: z.enum(USER_ROLES, { error: "Role must be admin or user" }).default("user"),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Change one's own password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(200),
    newPassword: password("New password"),
    confirmPassword: z.string({ error: "Please confirm the new password" }).min(1, "Please confirm the new password").max(200),
  })
  .check((ctx) => {
    if (ctx.value.newPassword !== ctx.value.confirmPassword) {
      ctx.issues.push({ code: "custom", message: "The passwords do not match", path: ["confirmPassword"], input: ctx.value.confirmPassword });
    }
  });

/** PATCH /api/v1/admin/users/{id} and the Users page's role/active forms. */
export const userAccessSchema = z
  .object({
    role: z.enum(USER_ROLES, { error: "Role must be admin or user" }).optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .refine((v) => v.role !== undefined || v.active !== undefined, { message: "Send role or active", path: ["body"] });
