// One more server process's sender (run by tests/integration/email-crash.test.ts): delivers what it
// can claim from the shared database through SMTP_URL, then exits. Several run at once.
import "./node-catalogues";
import { createMailTransport } from "~/lib/mail.server";
import { drainOutbox } from "~/services/mailer.server";

const transport = createMailTransport();
const result = await drainOutbox(transport);
transport.close();
process.stdout.write(JSON.stringify(result));
