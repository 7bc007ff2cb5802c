import type { NavEntry } from '@mars/shared/routes';
import { createContext, useContext } from 'react';

/** The live menu and footer entries (the run-time config's `nav`); none without a config. */
export const NavContext = createContext<NavEntry[]>([]);
export const useNavEntries = () => useContext(NavContext);
