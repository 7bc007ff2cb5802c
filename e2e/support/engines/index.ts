import { ENGINES, type Engine, type EnginePage } from './enginePage';
import { openFirefox } from './firefox';
import { openWebKit } from './webkit';

export { ENGINES, type Engine, type EnginePage };

/** A fresh browser of `engine` with one page (close it in `finally`). */
export const openEngine = (engine: Engine): Promise<EnginePage> => (engine === 'firefox' ? openFirefox() : openWebKit());
