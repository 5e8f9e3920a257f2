import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Routes of the admin feature, mounted under /api (see ../../../../../shared/API.md).
export const adminRoutes = new Hono<AppEnv>();
