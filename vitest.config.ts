// Unit and component tests: jsdom for app/, Node for server/ and scripts/.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    environment: "jsdom",
    setupFiles: ["./tests/setup-dom.ts"],
    restoreMocks: true,
    // CSS is left out of tests, except a stylesheet read as text (the root
    // loader reads the brand colour from app.css?raw).
    css: { include: [/\.css\?raw$/] },
  },
});
