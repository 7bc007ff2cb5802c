import { registerReactInstance } from '@mars/shared';
import React from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
import { registerSiteRemotes } from './federation/remotes';

registerReactInstance(React);

async function start() {
  let config: RuntimeConfig | null = null;
  try {
    config = await fetchRuntimeConfig();
    registerSiteRemotes(config.remotes);
  } catch (err) {
    // The shell still renders: nav, footer and 404 work; every remote slot shows its fallback.
    console.error('[host] runtime config unavailable:', err);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(<App config={config} />);
}

void start();
