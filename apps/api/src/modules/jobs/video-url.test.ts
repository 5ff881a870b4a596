import { describe, expect, it } from 'vitest';
import { playableVideoUrl } from './video-url';

describe('playableVideoUrl', () => {
  it('gives an https address as it is', () => {
    expect(playableVideoUrl('https://videos.example.com/interview-1.mp4')).toBe(
      'https://videos.example.com/interview-1.mp4',
    );
  });

  it('gives none for the catalogue’s unserved paths, other schemes and nothing', () => {
    expect(playableVideoUrl('/videos/placeholder/interview-2.mp4')).toBeNull();
    expect(playableVideoUrl('http://videos.example.com/a.mp4')).toBeNull();
    expect(playableVideoUrl('javascript:alert(1)')).toBeNull();
    expect(playableVideoUrl(null)).toBeNull();
  });
});
