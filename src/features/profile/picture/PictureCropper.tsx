import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { profileTexts } from '@/features/profile/texts';
import { centred, cropRect, dragged, MAX_ZOOM, PICTURE_HEIGHT, PICTURE_WIDTH, placement, type CropRect } from './crop';
import type { OpenedPicture } from './picture-tools';

const texts = profileTexts.picture;

export interface PictureCropperProps {
  picture: OpenedPicture;
  /** The frame chosen: the part of the picture to cut out. */
  onCrop: (rect: CropRect) => void;
  onCancel: () => void;
  busy: boolean;
}

/**
 * The crop of a picked picture to the 175 × 150 frame: the picture always covers the frame; the user enlarges it
 * and moves it by dragging or with the sliders (the keyboard's way). The frame shows exactly what will be kept.
 */
export function PictureCropper({ picture, onCrop, onCancel, busy }: PictureCropperProps) {
  const [position, setPosition] = useState(centred);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const place = placement(picture, position);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    setPosition((current) => dragged(picture, current, dx, dy));
  };
  const endDrag = () => (drag.current = null);

  const slider = (label: string, value: number, onChange: (value: number) => void, max = 100) => (
    <div>
      <Text size="sm" aria-hidden>
        {label}
      </Text>
      <Slider
        value={value}
        onChange={onChange}
        min={max === 100 ? 0 : 100}
        max={max}
        label={null}
        thumbLabel={label}
        disabled={busy}
      />
    </div>
  );

  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{texts.cropTitle}</Text>
        <Text size="sm" c="dimmed">
          {texts.cropHint}
        </Text>
      </div>
      <Group align="flex-start" gap="lg">
        <Box
          role="img"
          aria-label={texts.frame}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          style={{
            width: PICTURE_WIDTH,
            height: PICTURE_HEIGHT,
            position: 'relative',
            overflow: 'hidden',
            flex: 'none',
            borderRadius: 'var(--mantine-radius-sm)',
            outline: '2px solid var(--mantine-primary-color-filled)',
            cursor: 'grab',
            touchAction: 'none',
          }}
        >
          <img
            src={picture.src}
            alt=""
            draggable={false}
            style={{ position: 'absolute', maxWidth: 'none', userSelect: 'none', ...px(place) }}
          />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
          {slider(
            texts.zoom,
            Math.round(position.zoom * 100),
            (zoom) => setPosition((current) => ({ ...current, zoom: zoom / 100 })),
            MAX_ZOOM * 100,
          )}
          {slider(texts.horizontal, Math.round(position.x * 100), (x) =>
            setPosition((current) => ({ ...current, x: x / 100 })),
          )}
          {slider(texts.vertical, Math.round(position.y * 100), (y) =>
            setPosition((current) => ({ ...current, y: y / 100 })),
          )}
        </Stack>
      </Group>
      <Group gap="xs">
        <Button onClick={() => onCrop(cropRect(picture, position))} loading={busy}>
          {texts.use}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

const px = (place: ReturnType<typeof placement>) => ({
  left: `${place.left}px`,
  top: `${place.top}px`,
  width: `${place.width}px`,
  height: `${place.height}px`,
});
