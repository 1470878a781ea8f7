import { render, screen } from "@testing-library/react";
import { createRoutesStub, data, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { GeneralErrorBoundary } from "./error-boundary.tsx";

const { interfaceText } = contentIn("en");

function Boundary() {
  return <GeneralErrorBoundary error={useRouteError()} notFoundWords={interfaceText.notFound} />;
}

function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <p>never shown</p>, loader, ErrorBoundary: Boundary },
  ]);
  render(<Stub />);
}

describe("error boundary", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows the spec's heading and the error's message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("Content failed to load");
    });
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Content failed to load")).toBeInTheDocument();
  });

  it("shows the status of an error response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  it("shows the 404 page for a missing entry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
  });

  it("never shows a stack trace in a production build", async () => {
    vi.stubEnv("DEV", false);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("Broken");
    });
    await screen.findByRole("heading", { name: "Unexpected Application Error!" });
    expect(document.querySelector("pre")).toBeNull();
    expect(document.body.textContent).not.toMatch(/at .*\.tsx?:\d+/);
  });
});
