// The one place custom elements are registered.
import { RsApp } from './app/rs-app.ts';

if (!customElements.get('rs-app')) customElements.define('rs-app', RsApp);

declare global {
  interface HTMLElementTagNameMap {
    'rs-app': RsApp;
  }
}
