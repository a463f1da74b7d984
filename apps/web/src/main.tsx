// First: jitless before any schema is built (see the module; its chunk is set in vite.config).
import './lib/zod-jitless';
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigError } from './app/config-error';
import { loadPublicConfig } from './lib/public-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

loadPublicConfig().then(
  (config) => {
    document.title = config.serviceName;
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Public config could not be loaded', error);
    root.render(
      <StrictMode>
        <ConfigError onRetry={() => window.location.reload()} />
      </StrictMode>,
    );
  },
);
