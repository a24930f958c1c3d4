import { z } from "zod";

// zod 4 probes `new Function("")` the first time a schema is built, to decide whether to compile its
// parsers. The Content-Security-Policy forbids eval, so in the browser that probe is reported as a
// violation. Imported first by app/root.tsx, whose module Remix evaluates before any other route's.
z.config({ jitless: true });
