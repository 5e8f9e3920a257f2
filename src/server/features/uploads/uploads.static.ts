import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// GET /uploads/*: stored images served read-only from the local storage folder.
export const uploadsStaticRoutes = new Hono<AppEnv>();
