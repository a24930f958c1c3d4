import { z } from "zod";

// zod 4 probes `new Function("")` the first time a schema is built, to decide whether to compile its
// parsers. The Content-Security-Policy forbids eval, so in the browser that probe is reported as a
// violation. So every schema module imports this one first (and the server entry does), and no page
// that shows no form has to download zod.
z.config({ jitless: true });
