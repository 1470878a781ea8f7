// One of the practice's photographs (app/content/photos.ts): AVIF where the
// browser takes it, WebP otherwise, each in the widths the build made, with
// its size written out so nothing moves when it arrives.
import { cn } from "#app/lib/cn.ts";

/** A photo's sources in each format and width, its fallback's size, and whether it is a placeholder. */
export type PhotoSources = {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
  placeholder: boolean;
};

export function Photo({
  photo,
  alt,
  sizes,
  eager = false,
  className,
}: {
  photo: PhotoSources;
  alt: string;
  /** How wide the photo is shown, as for `sizes`: "(min-width: 64rem) 28rem, 100vw". */
  sizes: string;
  /** On the first screen: fetched at once instead of when scrolled near. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
