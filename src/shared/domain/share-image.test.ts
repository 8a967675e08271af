import { describe, expect, it } from 'vitest';
import { shareImage, shareImagePath } from './share-image';

describe('share images for link previews (issue 13 §5)', () => {
  it('names the build-time PNG of our SVG artwork, 1200x630', () => {
    expect(shareImagePath('/images/blog/rome-en-trois-jours.svg')).toBe('/og/blog/rome-en-trois-jours.png');
    expect(shareImagePath('/images/hero.svg')).toBe('/og/hero.png');
    expect(shareImage('/images/blog/rome-en-trois-jours.svg')).toEqual({
      url: '/og/blog/rome-en-trois-jours.png',
      width: 1200,
      height: 630,
      type: 'image/png',
    });
  });

  it('keeps other pictures as they are, with their type when the name tells it', () => {
    expect(shareImage('https://cdn.example.com/photo.JPG')).toEqual({ url: 'https://cdn.example.com/photo.JPG', type: 'image/jpeg' });
    expect(shareImage('/images/photo.webp')).toEqual({ url: '/images/photo.webp', type: 'image/webp' });
    expect(shareImage('https://example.com/picture')).toEqual({ url: 'https://example.com/picture' });
    expect(shareImagePath('/images/../secret.svg')).toBeNull();
    expect(shareImagePath('https://example.com/images/a.svg')).toBeNull();
  });
});
