import { render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster, notify } from "./toaster.tsx";

describe("toaster", () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("renders nothing until the toast library is asked for", () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it("keeps a toast asked for before the outlet listens, and shows it once it does", async () => {
    const shown = notify("success", "Message Received", "Thank you for contacting us.");
    expect(screen.queryByText("Message Received")).toBeNull();
    render(<Toaster />);
    expect(await screen.findByText("Message Received")).toBeInTheDocument();
    await shown;
    expect(screen.getByText("Thank you for contacting us.")).toBeInTheDocument();
  });
});
