/** The translation files in parts, by language and part (apps/web/vite-plugin-texts.ts). */
declare module 'virtual:texts' {
  import type { Messages, TextPart } from '@pintrip/shared';

  const texts: Partial<Record<string, Record<TextPart, () => Promise<{ default: Messages }>>>>;
  export default texts;
}
