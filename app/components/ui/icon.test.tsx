import { render } from "@testing-library/react";
import { Phone, CircleCheck } from "lucide";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

describe("Icon", () => {
  it("draws every shape of the icon, stroked in the text colour", () => {
    const { container } = render(<Icon node={CircleCheck} className="size-5" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg?.getAttribute("stroke")).toBe("currentColor");
    expect(svg?.getAttribute("class")).toBe("size-5");
    expect([...(svg?.children ?? [])].map((shape) => shape.tagName)).toEqual(["circle", "path"]);
  });

  it("is hidden from assistive technology, since words beside it say the same", () => {
    const { container } = render(
      <p>
        <Icon node={Phone} /> Call us
      </p>,
    );
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelector("path")?.getAttribute("d")).toBe(Phone[0]?.[1].d);
  });
});
