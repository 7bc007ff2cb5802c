import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './runtimeConfig';

/** null when the runtime config could not be loaded: every remote then shows its fallback. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);
export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
