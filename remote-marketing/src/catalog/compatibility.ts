/**
 * The compatibility tool's address, name and what links to it say (pages/compatibility): the route
 * table, the menu entry and the links from how it works and the product pages read them. Plain data
 * (the build config reads the route table), in a module of its own: only the pages that link to the
 * tool carry it.
 */
export const COMPATIBILITY = {
  path: '/camera-compatibility',
  name: 'Camera Compatibility',
  linkText: 'Check which of your cameras will work',
} as const;
