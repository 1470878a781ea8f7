// Red-flag symptoms that need emergency care, not an appointment.
import { TriangleAlert } from "lucide";
import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { Container } from "./section.tsx";

export function EmergencyWarning({
  heading,
  signs,
  emergencyNumber = "911",
}: {
  heading: string;
  signs: readonly string[];
  emergencyNumber?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-14 sm:py-16">
      <Container>
        <div className="rounded-card border-2 border-danger bg-danger-soft p-6 sm:p-8">
          <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold text-danger">
            <Icon node={TriangleAlert} className="size-7 shrink-0" />
            {heading}
          </h2>
          <p className="mt-3 text-lg">
            <strong>
              Call <a href={`tel:${emergencyNumber}`}>{emergencyNumber}</a> or go to the nearest
              emergency room right away
            </strong>{" "}
            if you have:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg">
            {signs.map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
