import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
