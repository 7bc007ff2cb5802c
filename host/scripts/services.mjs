/**
 * Local services `pnpm start` runs next to the static servers. Each has start({dev}) and stop().
 * (Filled in by the auth and demo teams: the Firebase Auth emulator and the demo API.)
 */
export const SERVICES = [];
