import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './styles/theme.css';
import './styles/global.css';
// The shared pieces' styles, before any feature's (loaded with its route) so that a feature can refine them.
import './components/ui/button.css';
import './components/ui/field.css';
import './components/ui/table.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// As a transition React renders the first page in slices of a few milliseconds and lets the browser
// paint and answer input between them: no long task on a phone's first paint. What is shown is the same.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
