/** The photo-sharing service's page of a hashtag. */
export function instagramTagUrl(tag: string): string {
  return `https://www.instagram.com/explore/tags/${encodeURIComponent(tag.replace(/^#+/, ''))}/`;
}
