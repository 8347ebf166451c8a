import sharp from 'sharp';

/** The side of the avatar's small picture, in pixels: twice the 48 px the widget shows it at (sharp on 2x screens). */
export const THUMBNAIL_SIZE = 96;

/**
 * A small square WebP of an avatar's picture (the centre, cropped to fill), for places that show
 * it small, such as the widget's 48 px avatar, instead of the 512 px working photo.
 */
export async function avatarThumbnail(image: Uint8Array, size = THUMBNAIL_SIZE): Promise<Uint8Array> {
  return sharp(image).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}
