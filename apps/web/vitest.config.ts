import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { textsPlugin } from './vite-plugin-texts.js';

export default defineConfig({
  plugins: [react(), textsPlugin()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Screens render after their lazy chunk loads; user-event typing is slow on a busy machine.
    testTimeout: 15_000,
  },
});
