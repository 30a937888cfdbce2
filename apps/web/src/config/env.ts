import type { WebEnv } from './env-schema';

/**
 * The deployment's settings. vite.config.ts checked them with `webEnvSchema` at build time and
 * fails the build when one is wrong, so here they are read as that schema's type.
 */
export const env = import.meta.env as unknown as WebEnv;
