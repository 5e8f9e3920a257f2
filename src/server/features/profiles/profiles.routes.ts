import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Routes of the profiles feature, mounted under /api (see ../../../../../shared/API.md).
export const profilesRoutes = new Hono<AppEnv>();
