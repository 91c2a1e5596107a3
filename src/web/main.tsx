import { StrictMode } from 'react';
import { App } from './app/App';
import { mountApp } from './app/mount';
import { AppProviders } from './app/providers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

mountApp(
  root,
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
