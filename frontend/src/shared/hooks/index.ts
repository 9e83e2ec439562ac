export { useDebouncedValue } from './use-debounced-value.hook';
export { useDocumentTitle } from './use-document-title.hook';
export { useNarrowLayout } from './use-narrow-layout.hook';
export { afterFirstPage, markFirstPageShown, useAfterFirstPage } from './first-page.util';
export { useWindowKeydown } from './use-window-keydown.hook';
