// How long the app tests' findBy…/waitFor wait: Testing Library's 1 s is less
// than a route's loaders and render take on two busy cores. 10 s on a quiet
// machine, grown with the load (patience.ts), stays below the app project's
// test timeout (vitest.config.ts), so a wait that never ends fails in Testing
// Library's words, with the page it saw.
import { configure } from "@testing-library/react";
import { patience } from "./patience.ts";

configure({ asyncUtilTimeout: patience(10_000) });
