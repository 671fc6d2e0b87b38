// The module worker of bench/worker_boot: boots the runtime here and says so.
import { boot } from "./boot.mjs";

postMessage(await boot());
