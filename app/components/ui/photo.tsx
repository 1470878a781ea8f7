// One of the practice's photographs (app/content-loader/photos.ts): AVIF where the
// browser takes it, WebP otherwise, each in the widths the build made, with
// its size written out so nothing moves when it arrives. Each loads lazily:
// none is a page's largest paint, and one in view on a wide screen still
// loads at once, while on a phone it waits until it is scrolled near instead
// of sharing the first round trips with the fonts and the stylesheet.
import { cn } from "#app/design/cn.ts";
import type { photoSources } from "#app/design/photo-sources.ts";

export type PhotoSources = ReturnType<typeof photoSources>;

export function Photo({
  photo,
  alt,
  sizes,
  className,
}: {
  photo: PhotoSources;
  alt: string;
  /** How wide the photo is shown, as for `sizes`: "(min-width: 64rem) 28rem, 100vw". */
  sizes: string;
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
        loading="lazy"
        decoding="async"
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
