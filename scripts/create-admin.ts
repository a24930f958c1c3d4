// Create a staff account: npm run create-admin -- <username> [admin|user]
// The password comes from NEW_PASSWORD, or is generated and printed once.
import "./check-env";
import { randomBytes } from "node:crypto";
import { closeDb, DatabaseUnavailableError } from "~/db/db.server";
import { DomainError } from "~/lib/domain-errors";
import { createStaff } from "~/services/staff.server";
import { createUserSchema } from "~/schemas/user";

const [username, role = "admin"] = process.argv.slice(2);
if (!username) {
  console.error("Usage: npm run create-admin -- <username> [admin|user]");
  process.exit(2);
}
const password = process.env.NEW_PASSWORD || randomBytes(12).toString("base64url");
const parsed = createUserSchema.safeParse({ username, password, role });
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("\n"));
  process.exit(1);
}
try {
  // Recorded in the audit log as created by the system.
  const user = await createStaff(null, parsed.data);
  console.log(`Created ${user.role} "${user.username}".`);
  if (!process.env.NEW_PASSWORD) console.log(`Password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof DomainError || error instanceof DatabaseUnavailableError ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
