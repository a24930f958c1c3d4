// A server process whose SMTP server is down (run by tests/integration/claims-release.test.ts with the
// test's database and SMTP_URL pointing at a server that accepts connections and never answers): it
// registers itself as server.js does, starts its task runner and takes a contact message, whose two e-mails its
// sender claims and then waits on SMTP with. It serves until the test kills it (kill -9).
import "./node-catalogues";
import { createContactMessage } from "~/services/messages.server";
import { registerServerProcess } from "~/services/lifecycle.server";
import { startTasks } from "~/services/startup.server";

startTasks({ quiet: true });
registerServerProcess();
await createContactMessage({
  name: "Wanjiru Kamau",
  email: "wanjiru@example.com",
  subject: "Posted while SMTP was down",
  message: "Is the river lodge free?",
});
setInterval(() => undefined, 60_000);
