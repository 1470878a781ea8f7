// The one error screen: a 404 response renders the 404 page, anything else
// the spec's 'Unexpected Application Error!' with the status or message. The
// stack trace is shown in development only.
import { isRouteErrorResponse } from "react-router";
import type { Words } from "#app/page-list/site-facts.ts";
import { NotFound } from "./not-found.tsx";

export function GeneralErrorBoundary({
  error,
  notFoundWords,
}: {
  error: unknown;
  notFoundWords: Words["notFound"];
}) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound words={notFoundWords} />;
  }

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24">
      {/* The spec's words, in every language: this screen shows when the page's own words may not have loaded. */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      <h1 className="text-3xl font-bold text-danger">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-surface-muted p-4 text-sm">{stack}</pre>
      ) : null}
    </div>
  );
}
