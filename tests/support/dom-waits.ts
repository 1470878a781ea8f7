// How long the app tests' waits for what a render shows (findBy…, waitFor)
// wait. Testing Library's default of 1 s is less than a route's loaders and
// a whole page's render take on two busy cores (a condition page waiting for
// its heading failed at 1.2 s). 10 s on a quiet machine, grown with the load
// as every deadline is (patience.ts), stays below the app project's test
// timeout (vitest.config.ts, 30 s grown the same way), so a wait that never
// ends still fails, in Testing Library's words and with the page it saw.
import { configure } from "@testing-library/react";
import { patience } from "./patience.ts";

configure({ asyncUtilTimeout: patience(10_000) });
