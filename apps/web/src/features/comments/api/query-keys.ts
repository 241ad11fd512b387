/** Every comments query lives under ['comments']; one thread per destination. */
export const commentKeys = {
  all: ['comments'] as const,
  thread: (destinationId: string) => ['comments', 'thread', destinationId] as const,
};
