import { adminRoutes, appRoutes } from '../app/router';

/**
 * Puts a stand-in screen at `path` ahead of the real one in the signed-in routes, so a test of the
 * shell (guards, layout, sign-in) does not depend on what the real screen calls.
 */
export function standInAppScreen(path: string, heading: string): void {
  appRoutes.unshift({ path, element: <h1>{heading}</h1> });
}

/** The same ahead of the real screen in the admin routes. */
export function standInAdminScreen(path: string, heading: string): void {
  adminRoutes.unshift({ path, element: <h1>{heading}</h1> });
}
