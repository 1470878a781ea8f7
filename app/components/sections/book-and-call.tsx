// The two ways to get in touch that close a hero or a call to action: book a
// consultation through the contact page, or call.
import { Phone } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

export function BookAndCall({
  phone,
  onDark = false,
  className,
}: {
  phone: { display: string; href: string };
  /** Light buttons for a dark band. */
  onDark?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row", className)}>
      <Link
        to="/contact"
        className={buttonVariants({ size: "lg", variant: onDark ? "inverse" : "primary" })}
      >
        Book Consultation
      </Link>
      <a
        href={phone.href}
        className={buttonVariants({
          size: "lg",
          variant: "outline",
          className: onDark ? "border-white text-on-brand hover:bg-brand" : undefined,
        })}
      >
        <Icon node={Phone} />
        Call {phone.display}
      </a>
    </div>
  );
}
