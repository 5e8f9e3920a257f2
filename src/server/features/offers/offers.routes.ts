import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Routes of the offers feature, mounted under /api (see ../../../../../shared/API.md).
export const offersRoutes = new Hono<AppEnv>();
