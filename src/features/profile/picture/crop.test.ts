import { describe, expect, it } from 'vitest';
import { centred, cropRect, dragged, placement, scaleOf } from './crop';

const wide = { width: 700, height: 300 };
const tall = { width: 350, height: 900 };

describe('the crop to the 175 × 150 frame', () => {
  it('covers the frame at zoom 1: by the height of a wide picture, by the width of a tall one, centred', () => {
    expect(scaleOf(wide, 1)).toBe(0.5);
    expect(cropRect(wide, centred)).toEqual({ sx: 175, sy: 0, sw: 350, sh: 300 });
    expect(cropRect(tall, centred)).toEqual({ sx: 0, sy: 300, sw: 350, sh: 300 });
  });

  it('zooming in keeps a smaller part, still of the frame’s proportions; the position picks which part', () => {
    expect(cropRect(wide, { zoom: 2, x: 0, y: 1 })).toEqual({ sx: 0, sy: 150, sw: 175, sh: 150 });
    const rect = cropRect(tall, { zoom: 2.5, x: 1, y: 0 });
    expect(rect.sw / rect.sh).toBeCloseTo(175 / 150);
    expect(rect.sx + rect.sw).toBeCloseTo(tall.width);
  });

  it('never shows past the picture’s edges: zoom and position are held to their range', () => {
    expect(cropRect(wide, { zoom: 0.2, x: -3, y: 9 })).toEqual({ sx: 0, sy: 0, sw: 350, sh: 300 });
    expect(cropRect(wide, { zoom: 40, x: 1, y: 1 }).sw).toBeCloseTo(350 / 4);
  });

  it('a drag moves the picture with the pointer and stops at its edge', () => {
    // 350 frame pixels of the wide picture stick out at zoom 1: dragging right by 175 shows its left quarter
    expect(dragged(wide, centred, 175, 0)).toEqual({ zoom: 1, x: 0, y: 0.5 });
    expect(dragged(wide, centred, -1000, 0).x).toBe(1);
    // nothing sticks out vertically: a vertical drag changes nothing
    expect(dragged(wide, centred, 0, 50).y).toBe(0.5);
  });

  it('places the picture in the frame as the crop takes it', () => {
    expect(placement(wide, centred)).toEqual({ left: -87.5, top: 0, width: 350, height: 150 });
  });
});
