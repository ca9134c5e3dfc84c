/**
 * What the media library takes and the catalog's image fields show: raster images the browser
 * displays. No SVG: the local provider serves uploads from our own origin, and an SVG may script.
 */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
