export { HelpButton } from './components/help-button';
export { HelpLayer } from './components/help-layer.lazy';
