import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-shop',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
