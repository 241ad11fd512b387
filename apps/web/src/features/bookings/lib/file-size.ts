/** Bytes as people read a file's size: "820 KB", "1.4 MB". */
export function fileSize(bytes: number, number: (value: number) => string): string {
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}
