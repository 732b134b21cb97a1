import { PICTURE_HEIGHT, PICTURE_WIDTH, type CropRect, type ImageSize } from './crop';

/** A picture the user picked, opened in the browser: where it is shown from, and its size. */
export interface OpenedPicture extends ImageSize {
  src: string;
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture cannot be read'));
    image.src = src;
  });

/**
 * What the browser does with a picked picture: open it (its size), and cut the frame out of it into a JPEG of
 * 175 × 150 pixels on a canvas. One object, so a test without a canvas (jsdom) stands in for both.
 */
export const pictureTools = {
  async open(file: File): Promise<OpenedPicture> {
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      return { src, width: image.naturalWidth, height: image.naturalHeight };
    } catch (error) {
      URL.revokeObjectURL(src);
      throw error;
    }
  },

  async crop(picture: OpenedPicture, rect: CropRect): Promise<Blob> {
    const image = await loadImage(picture.src);
    const canvas = document.createElement('canvas');
    canvas.width = PICTURE_WIDTH;
    canvas.height = PICTURE_HEIGHT;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    // a transparent PNG gets a white background, not black, as a JPEG
    context.fillStyle = '#fff';
    context.fillRect(0, 0, PICTURE_WIDTH, PICTURE_HEIGHT);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, PICTURE_WIDTH, PICTURE_HEIGHT);
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No picture'))), 'image/jpeg', 0.9),
    );
  },

  close(picture: OpenedPicture) {
    URL.revokeObjectURL(picture.src);
  },
};
