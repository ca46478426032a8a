import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BlueprintProvider, FocusStyleManager } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
// blueprint.css draws some glyphs (select carets, checkbox ticks) with the icon font.
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app.css';
import { App } from './App.tsx';
import { checkSession } from './state/auth.ts';
import { applyStoredTheme } from './state/ui.ts';

// Focus rings for keyboard users only; a mouse click on a popover would otherwise ring its focus trap.
FocusStyleManager.onlyShowFocusOnTabs();
applyStoredTheme();
void checkSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Overlays, portals and hotkeys share one context; without it Blueprint falls back to its legacy overlay stack. */}
    <BlueprintProvider>
      <App />
    </BlueprintProvider>
  </StrictMode>,
);
