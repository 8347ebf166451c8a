import type { RouteObject } from 'react-router';

/** Routes of the public pages (landing, marketing, information, help). */
export const publicRoutes: RouteObject[] = [];
