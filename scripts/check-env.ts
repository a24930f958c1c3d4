// Imported first by the scripts that use the app (migrate, seed, create-admin, backup, restore): the same
// start-up check as server.js, before any app module reads a variable. A bad value stops the script with
// one line naming it.
import { requireValidEnv } from "../server/env.js";

requireValidEnv();
