/** The profile picture's frame: pictures default to 175 × 150 (spec 000 section 9). */
export const PICTURE_WIDTH = 175;
export const PICTURE_HEIGHT = 150;
/** How far the picture can be enlarged over the smallest size that covers the frame. */
export const MAX_ZOOM = 4;

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * How the picture sits in the frame: `zoom` 1 is the smallest size covering the whole frame; `x` and `y` (0 to 1)
 * say where the frame is within what sticks out (0.5 centred).
 */
export interface CropPosition {
  zoom: number;
  x: number;
  y: number;
}

export const centred: CropPosition = { zoom: 1, x: 0.5, y: 0.5 };

/** The part of the image the frame shows, in the image's pixels. */
export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The scale of image pixels to frame pixels at a zoom. */
export const scaleOf = (image: ImageSize, zoom: number, frame: ImageSize = defaultFrame) =>
  Math.max(frame.width / image.width, frame.height / image.height) * clamp(zoom, 1, MAX_ZOOM);

const defaultFrame: ImageSize = { width: PICTURE_WIDTH, height: PICTURE_HEIGHT };

/** The part of the image that fills the frame: the picture always covers it, whatever the position. */
export function cropRect(image: ImageSize, position: CropPosition, frame: ImageSize = defaultFrame): CropRect {
  const scale = scaleOf(image, position.zoom, frame);
  const sw = frame.width / scale;
  const sh = frame.height / scale;
  return {
    sx: (image.width - sw) * clamp(position.x, 0, 1),
    sy: (image.height - sh) * clamp(position.y, 0, 1),
    sw,
    sh,
  };
}

/**
 * The position after dragging the picture by (dx, dy) frame pixels: the picture follows the pointer (dragging
 * right shows more of its left side); at an edge it stops.
 */
export function dragged(image: ImageSize, position: CropPosition, dx: number, dy: number, frame = defaultFrame) {
  const scale = scaleOf(image, position.zoom, frame);
  const freeX = image.width * scale - frame.width;
  const freeY = image.height * scale - frame.height;
  return {
    ...position,
    x: freeX > 0 ? clamp(position.x - dx / freeX, 0, 1) : position.x,
    y: freeY > 0 ? clamp(position.y - dy / freeY, 0, 1) : position.y,
  };
}

/** Where the image's top-left corner and its size are in the frame (the preview draws it so). */
export function placement(image: ImageSize, position: CropPosition, frame: ImageSize = defaultFrame) {
  const scale = scaleOf(image, position.zoom, frame);
  const rect = cropRect(image, position, frame);
  // `+ 0` turns a -0 into 0
  return {
    left: -rect.sx * scale + 0,
    top: -rect.sy * scale + 0,
    width: image.width * scale,
    height: image.height * scale,
  };
}
