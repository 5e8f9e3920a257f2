import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Routes of the ai feature, mounted under /api (see ../../../../../shared/API.md).
export const aiRoutes = new Hono<AppEnv>();
