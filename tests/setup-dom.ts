// Shared set-up for component tests: DOM matchers and a clean DOM per test.
// findBy…/waitFor wait 10 s on a quiet machine, grown with the load
// (support/patience.ts): Testing Library's 1 s is less than a route's loaders
// and render take on two busy cores, and 10 s stays below the app project's
// test timeout (vitest.config.ts), so a wait that never ends fails in Testing
// Library's words, with the page it saw.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { patience } from "./support/patience.ts";

configure({ asyncUtilTimeout: patience(10_000) });
afterEach(cleanup);
