// Issue 33: a photo the media store cannot serve (it answers 503 while down) leaves the no-photo
// picture, named as the photo was, instead of a broken image.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { PhotoImg } from './photo-img';

describe('PhotoImg', () => {
  it('shows the photo, and the no-photo picture with the same name once it fails to load', () => {
    const { rerender } = renderWithProviders(
      <PhotoImg iconSize={40} src="/api/media/photos/1/a.webp" alt="Photo 1 of Amina" />,
    );
    const photo = screen.getByRole('img', { name: 'Photo 1 of Amina' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    const placeholder = screen.getByRole('img', { name: 'Photo 1 of Amina' });
    expect(placeholder.tagName).not.toBe('IMG');

    // A new link (the page refreshed its signed URLs) is tried again.
    rerender(<PhotoImg iconSize={40} src="/api/media/photos/1/b.webp" alt="Photo 1 of Amina" />);
    expect(screen.getByRole('img', { name: 'Photo 1 of Amina' }).tagName).toBe('IMG');
  });
});
