/**
 * An interview video a seeker can open: an https address. The demo catalogue links paths
 * under /videos/placeholder/ that no part of the site serves (the web's public folder has no
 * videos), so a link to them would be a 404: none is given instead.
 */
export function playableVideoUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
