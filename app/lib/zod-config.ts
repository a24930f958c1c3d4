import { z } from "zod";

// zod 4 probes `new Function("")` the first time a schema is built, to decide whether to compile its
// parsers. The Content-Security-Policy forbids eval, so in the browser that probe is reported as a
// violation. The flag is read when a schema first parses, so it is imported by the modules every
// browser form goes through (app/components/ui/field.tsx, app/lib/forms.ts) and by the server (entry).
z.config({ jitless: true });
