import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The app's Vite config is a function (the pre-render build asks which build it is): merge its result.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'happy-dom',
        setupFiles: ['./src/testing/setup.ts'],
        include: ['src/**/*.test.{ts,tsx}'],
        restoreMocks: true,
        // Generous limits: a busy machine (CI, parallel runs) slows rendering, not what is asserted.
        testTimeout: 20_000,
        unstubGlobals: true,
      },
    }),
  ),
);
